import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../supabase/local/db/drivers.ts';
import { prepareDatabase, type DefaultPrivileges } from '../../supabase/local/db/migrate.ts';
import { openTestDatabase } from './migrated-template.ts';

// Security lints on the migrated database, in plain catalog SQL so they run on PGlite and on the real
// PostgreSQL 15 of DATABASE_URL alike. Each query returns one `offender` line per bad object, so a failure
// names what to fix. Every lint also runs once against a deliberately bad object (created inside a
// transaction that is rolled back) to prove it can fail.

/** Grants to anon the product needs, each with its reason: `'schema.table'` or `'schema.function(args)'`. */
const ANON_ALLOWED: Record<string, string> = {};

/** The schemas PostgREST serves, read from supabase/config.toml's [api] section as production does. */
async function exposedSchemas(): Promise<string[]> {
  const config = await readFile(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
  const api = /^\[api\]\s*$([\s\S]*?)(?=^\[)/m.exec(config)?.[1] ?? '';
  const list = /^schemas\s*=\s*\[([^\]]*)\]/m.exec(api)?.[1];
  if (list === undefined) throw new Error('supabase/config.toml: no schemas in [api]');
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1] as string);
}

interface Lint {
  title: string;
  /** Returns rows `{ offender }`; `$1` is the exposed schemas (text[]), `$2` the anon allow-list keys. */
  sql: string;
  /** Statements that create one offender, run in a rolled-back transaction with `lint_selftest` exposed. */
  badExample: string;
  /** Fragments of the offender lines the bad example must produce, in order. */
  expected: string[];
}

const SELFTEST_TABLE = `create schema lint_selftest;
  create table lint_selftest.things (id int primary key, owner uuid, secret text);`;

const LINTS: Lint[] = [
  {
    title: 'every table in an API-exposed schema has row level security enabled',
    sql: `select format('%I.%I has RLS disabled', n.nspname, c.relname) as offender
          from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where n.nspname = any ($1::text[]) and c.relkind in ('r', 'p') and not c.relrowsecurity
          order by 1`,
    badExample: SELFTEST_TABLE,
    expected: ['lint_selftest.things has RLS disabled'],
  },
  {
    title: 'no policy exists on a table with row level security off',
    sql: `select format('policy %I on %I.%I, whose RLS is disabled', p.polname, n.nspname, c.relname) as offender
          from pg_catalog.pg_policy p
          join pg_catalog.pg_class c on c.oid = p.polrelid
          join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where not c.relrowsecurity
          order by 1`,
    badExample: `${SELFTEST_TABLE}
      create policy "Owners read" on lint_selftest.things for select to authenticated using (true);`,
    expected: ['policy "Owners read" on lint_selftest.things'],
  },
  {
    // A definer function without a fixed search_path runs objects the caller planted; one in an exposed
    // schema is callable through /rest/v1/rpc by whoever holds EXECUTE.
    title: 'every security-definer function has a fixed search_path and none in an exposed schema is executable by anon or authenticated',
    sql: `select format('%I.%I(%s)%s%s', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid),
                   case when not exists (select from unnest(p.proconfig) setting where setting like 'search_path=%')
                        then ' has no fixed search_path' else '' end,
                   case when n.nspname = any ($1::text[])
                         and (has_function_privilege('anon', p.oid, 'execute')
                              or has_function_privilege('authenticated', p.oid, 'execute'))
                        then ' is executable by anon or authenticated in an exposed schema' else '' end) as offender
          from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
          where p.prosecdef and n.nspname not in ('pg_catalog', 'information_schema')
            and (not exists (select from unnest(p.proconfig) setting where setting like 'search_path=%')
                 or (n.nspname = any ($1::text[])
                     and (has_function_privilege('anon', p.oid, 'execute')
                          or has_function_privilege('authenticated', p.oid, 'execute'))))
          order by 1`,
    // The grant to PUBLIC is Postgres's own default, which today's default privileges revoke; stated, it makes the example hold under both.
    badExample: `create schema lint_selftest;
      create function lint_selftest.unpinned() returns int language sql security definer as 'select 1';
      create function lint_selftest.callable() returns int language sql security definer set search_path = '' as 'select 1';
      grant execute on function lint_selftest.callable() to public;`,
    expected: [
      'lint_selftest.callable() is executable by anon or authenticated',
      'lint_selftest.unpinned() has no fixed search_path',
    ],
  },
  {
    // A view runs as its owner unless security_invoker is on, so it reads the tables past their RLS;
    // a materialized view can never apply RLS, so the API roles must not read one.
    title: 'every view in an exposed schema is security_invoker and no materialized view is readable by the API roles',
    sql: `select format('%I.%I %s', n.nspname, c.relname,
                   case c.relkind when 'v' then 'is not security_invoker' else 'is a materialized view readable by anon or authenticated' end) as offender
          from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where n.nspname = any ($1::text[])
            and ((c.relkind = 'v'
                  and not exists (select from unnest(c.reloptions) option where option ~* '^security_invoker=(true|on|yes|1)$'))
                 or (c.relkind = 'm'
                     and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))))
          order by 1`,
    badExample: `${SELFTEST_TABLE}
      create view lint_selftest.things_view as select id from lint_selftest.things;`,
    expected: ['lint_selftest.things_view is not security_invoker'],
  },
  {
    // raw_user_meta_data (user_metadata in the JWT) is editable by the user through auth.updateUser().
    title: 'no policy trusts user-editable metadata',
    sql: `select format('policy %I on %I.%I reads user metadata', policyname, schemaname, tablename) as offender
          from pg_catalog.pg_policies
          where concat_ws(' ', qual, with_check) ~* '(raw_user_meta_data|user_metadata)'
          order by 1`,
    badExample: `${SELFTEST_TABLE}
      alter table lint_selftest.things enable row level security;
      create policy "Self-declared admins read" on lint_selftest.things for select to authenticated
        using (((select auth.jwt()) -> 'user_metadata' ->> 'role') = 'admin');`,
    expected: ['policy "Self-declared admins read" on lint_selftest.things reads user metadata'],
  },
  {
    title: 'no insert, update or delete policy is always true for anon',
    sql: `select format('%s policy %I on %I.%I is always true for %s', cmd, policyname, schemaname, tablename, roles::text) as offender
          from pg_catalog.pg_policies
          where cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
            and roles && array['anon', 'public']::name[]
            and (qual = 'true' or with_check = 'true')
          order by 1`,
    badExample: `${SELFTEST_TABLE}
      alter table lint_selftest.things enable row level security;
      create policy "Anyone adds" on lint_selftest.things for insert to anon with check (true);`,
    expected: ['INSERT policy "Anyone adds" on lint_selftest.things is always true for {anon}'],
  },
  {
    // TRUNCATE ignores RLS, and a bare INSERT grant is enough to fill a table from the browser.
    title: 'anon holds no privilege on any table or view in an exposed schema unless allow-listed',
    sql: `select format('anon may %s %I.%I', privilege, n.nspname, c.relname) as offender
          from pg_catalog.pg_class c
          join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) privilege
          where n.nspname = any ($1::text[]) and c.relkind in ('r', 'p', 'v', 'm', 'f')
            and not (format('%I.%I', n.nspname, c.relname) = any ($2::text[]))
            and (has_table_privilege('anon', c.oid, privilege)
                 or (privilege in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES')
                     and has_any_column_privilege('anon', c.oid, privilege)))
          order by 1`,
    badExample: `${SELFTEST_TABLE}
      alter table lint_selftest.things enable row level security;
      grant insert on lint_selftest.things to anon;`,
    expected: ['anon may INSERT lint_selftest.things'],
  },
  {
    title: 'anon cannot execute any function in an exposed schema unless allow-listed',
    sql: `select format('anon may execute %I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as offender
          from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
          where n.nspname = any ($1::text[])
            and not (format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) = any ($2::text[]))
            and has_function_privilege('anon', p.oid, 'execute')
          order by 1`,
    // Under the defaults of before 2026-10-30 functions are executable by PUBLIC unless revoked, as the
    // migrations do for each rpc; today's defaults revoke that, so the example grants it to hold under both.
    badExample: `create schema lint_selftest;
      create function lint_selftest.lead_count() returns int language sql as 'select 1';
      grant execute on function lint_selftest.lead_count() to public;`,
    expected: ['anon may execute lint_selftest.lead_count()'],
  },
  {
    // Postgres deparses (select auth.uid()) as "( SELECT auth.uid() AS uid)": an initplan evaluated once
    // per query. Remove those; any auth.uid()/jwt()/role() left is evaluated per row, including one
    // handed bare to a helper such as private.has_role(auth.uid(), ...).
    title: 'policies call auth.uid(), auth.jwt() and auth.role() wrapped in (select ...)',
    sql: `select format('policy %I on %I.%I calls an auth function per row: %s', policyname, schemaname, tablename,
                   concat_ws(' / ', qual, with_check)) as offender
          from pg_catalog.pg_policies
          where regexp_replace(concat_ws(' ', qual, with_check),
                               '\\( SELECT auth\\.(uid|jwt|role)\\(\\) AS \\w+\\)', '', 'g')
                ~ 'auth\\.(uid|jwt|role)\\('
          order by 1`,
    badExample: `${SELFTEST_TABLE}
      alter table lint_selftest.things enable row level security;
      create policy "Admins read" on lint_selftest.things for select to authenticated
        using ((select private.has_role(auth.uid(), 'admin')));`,
    expected: ['policy "Admins read" on lint_selftest.things calls an auth function per row'],
  },
];

let db: Database;
let schemas: string[];

async function offenders(queryable: Queryable, lint: Lint, exposed: string[]): Promise<string[]> {
  // Postgres refuses parameters a statement does not use, so pass only up to the highest $n.
  const used = Math.max(0, ...[...lint.sql.matchAll(/\$(\d)/g)].map((match) => Number(match[1])));
  const params = [exposed, Object.keys(ANON_ALLOWED)].slice(0, used);
  const { rows } = await queryable.query<{ offender: string }>(lint.sql, params);
  return rows.map((row) => row.offender);
}

/**
 * The lints run on `db`, migrated under today's default privileges as every database here is; `olderDb` is
 * migrated under those of before 2026-10-30, for the comparison at the end.
 */
const today: DefaultPrivileges = 'today';
const older: DefaultPrivileges = 'before-2026-10-30';
let olderDb: Database;

beforeAll(async () => {
  [db, olderDb] = await Promise.all([openTestDatabase({ migrated: false }), openTestDatabase({ migrated: false })]);
  await Promise.all([
    prepareDatabase(db, { seed: false, defaultPrivileges: today }),
    prepareDatabase(olderDb, { seed: false, defaultPrivileges: older }),
  ]);
  schemas = await exposedSchemas();
});
afterAll(async () => {
  await Promise.all([db.close(), olderDb.close()]);
});

describe('database lints on the migrated schema', () => {
  it('reads the exposed schemas from supabase/config.toml, which hold the migrated tables', async () => {
    expect(schemas).toContain('public');
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = any ($1::text[]) and c.relkind = 'r'`,
      [schemas],
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  for (const lint of LINTS) {
    it(lint.title, async () => {
      expect(await offenders(db, lint, schemas)).toEqual([]);
    });
  }
});

class Rollback extends Error {}

describe('each lint catches a bad example', () => {
  for (const lint of LINTS) {
    it(lint.title, async () => {
      let found: string[] = [];
      await db
        .transaction(async (tx) => {
          await tx.exec(lint.badExample);
          found = await offenders(tx, lint, [...schemas, 'lint_selftest']);
          throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        });
      expect(found).toEqual(lint.expected.map((fragment) => expect.stringContaining(fragment)));
    });
  }
});

// Hosted Supabase's default privileges changed (changelog 45329): before 2026-10-30 whatever a migration
// created in public was granted to anon, authenticated and service_role; since then, on every project, to
// nobody. A project created before then still holds the objects it made under the old defaults, so a
// migration that states its grants (revoke all, then grant what each role needs) is what gives its objects
// the same privileges on every project; one that does not leaves them to the defaults, and they differ. So
// the migrations run on one database under each set of defaults, and every table, view, sequence, function
// and column privilege outside Postgres's own schemas (the exposed ones of supabase/config.toml included)
// must come out the same.

/**
 * One row per privilege, `object` and `privilege` ("grantee PRIVILEGE", PUBLIC for the pseudo-role, the owner's
 * own included), and a row with a null privilege for an object that grants nothing.
 */
const PRIVILEGES_SQL = `
with objects as (
  select format('%I.%I', n.nspname, c.relname)
           || case c.relkind when 'S' then ' (sequence)' when 'v' then ' (view)' when 'm' then ' (materialized view)'
                             when 'f' then ' (foreign table)' else ' (table)' end as object,
         coalesce(c.relacl, pg_catalog.acldefault((case c.relkind when 'S' then 's' else 'r' end)::"char", c.relowner)) as acl
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_(toast|temp)'
  union all
  select format('%I.%I.%I (column)', n.nspname, c.relname, a.attname), a.attacl
  from pg_catalog.pg_attribute a
  join pg_catalog.pg_class c on c.oid = a.attrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where a.attacl is not null and a.attnum > 0 and not a.attisdropped
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_(toast|temp)'
  union all
  select format('%I.%I(%s) (function)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)),
         coalesce(p.proacl, pg_catalog.acldefault('f'::"char", p.proowner))
  from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_(toast|temp)'
)
select o.object,
       case when x.grantee = 0 then 'PUBLIC' else pg_catalog.pg_get_userbyid(x.grantee) end
         || ' ' || x.privilege_type || case when x.is_grantable then ' with grant option' else '' end as privilege
from objects o left join lateral pg_catalog.aclexplode(o.acl) x on true`;

async function privileges(queryable: Queryable): Promise<Map<string, Set<string>>> {
  const { rows } = await queryable.query<{ object: string; privilege: string | null }>(PRIVILEGES_SQL);
  const byObject = new Map<string, Set<string>>();
  for (const { object, privilege } of rows) {
    const granted = byObject.get(object) ?? new Set<string>();
    if (privilege !== null) granted.add(privilege);
    byObject.set(object, granted);
  }
  return byObject;
}

/** One line per object whose privileges depend on the default privileges, naming what each set grants alone. */
function dependsOnDefaults(mine: Map<string, Set<string>>, theirs: Map<string, Set<string>>): string[] {
  const lines: string[] = [];
  for (const object of [...new Set([...mine.keys(), ...theirs.keys()])].sort()) {
    const here = mine.get(object);
    const there = theirs.get(object);
    if (!here || !there) {
      lines.push(`${object} exists only under the defaults of ${here ? today : older}`);
      continue;
    }
    const onlyHere = [...here].filter((privilege) => !there.has(privilege)).sort();
    const onlyThere = [...there].filter((privilege) => !here.has(privilege)).sort();
    if (onlyHere.length === 0 && onlyThere.length === 0) continue;
    const side = (defaults: DefaultPrivileges, only: string[]) => `only ${defaults}: ${only.length > 0 ? only.join(', ') : 'nothing'}`;
    lines.push(`${object} depends on the default privileges (${side(today, onlyHere)}; ${side(older, onlyThere)})`);
  }
  return lines;
}

describe('grants stated by the migrations, not left to the default privileges', () => {
  it('every object has the same privileges under today\'s default privileges and those of before 2026-10-30', async () => {
    const [mine, theirs] = await Promise.all([privileges(db), privileges(olderDb)]);
    // It compares the migrated objects of the exposed schemas, not only the platform's.
    for (const schema of schemas) expect([...mine.keys()].filter((object) => object.startsWith(`${schema}.`)).length).toBeGreaterThan(10);
    expect(dependsOnDefaults(mine, theirs)).toEqual([]);
  });

  it('names each object created without stated grants, and none whose grants are stated', async () => {
    const statements = `
      create table public.lint_defaults_table (id int primary key);
      create view public.lint_defaults_view with (security_invoker = true) as select id from public.lint_defaults_table;
      create sequence public.lint_defaults_sequence;
      create function public.lint_defaults_function() returns int language sql as 'select 1';
      create function private.lint_defaults_helper() returns int language sql as 'select 1';
      create table public.lint_stated_table (id int primary key, note text);
      revoke all on table public.lint_stated_table from public, anon, authenticated, service_role;
      grant select on table public.lint_stated_table to authenticated;
      grant update (note) on table public.lint_stated_table to authenticated;
      create function public.lint_stated_function() returns int language sql as 'select 1';
      revoke all on function public.lint_stated_function() from public, anon, authenticated, service_role;
      grant execute on function public.lint_stated_function() to service_role;`;
    let found: string[] = [];
    await db
      .transaction((tx) =>
        olderDb.transaction(async (otherTx) => {
          await Promise.all([tx.exec(statements), otherTx.exec(statements)]);
          found = dependsOnDefaults(await privileges(tx), await privileges(otherTx));
          throw new Rollback();
        }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(found).toEqual([
      expect.stringMatching(/^private\.lint_defaults_helper\(\) \(function\) depends on the default privileges \(.*PUBLIC EXECUTE/),
      expect.stringContaining('public.lint_defaults_function() (function) depends on'),
      expect.stringContaining('public.lint_defaults_sequence (sequence) depends on'),
      expect.stringMatching(/^public\.lint_defaults_table \(table\) depends on .*anon SELECT/),
      expect.stringContaining('public.lint_defaults_view (view) depends on'),
    ]);
  });
});
