import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../supabase/local/db/database.ts';
import { prepareDatabase } from '../../supabase/local/db/migrate.ts';
import { openScratchDatabase } from '../../supabase/local/db/open.ts';
import { platformFromEnv } from '../../supabase/local/platform.ts';

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
    badExample: `create schema lint_selftest;
      create function lint_selftest.unpinned() returns int language sql security definer as 'select 1';
      create function lint_selftest.callable() returns int language sql security definer set search_path = '' as 'select 1';`,
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
    // Functions are executable by PUBLIC unless revoked, as the migrations do for each rpc.
    badExample: `create schema lint_selftest;
      create function lint_selftest.lead_count() returns int language sql as 'select 1';`,
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

beforeAll(async () => {
  db = await openScratchDatabase(process.env.DATABASE_URL);
  await prepareDatabase(db, { seed: false, platform: platformFromEnv() });
  schemas = await exposedSchemas();
});
afterAll(() => db.close());

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
