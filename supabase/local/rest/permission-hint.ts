/**
 * The hint hosted Supabase adds to a permission error on a table or view. PostgREST passes a Postgres
 * error's hint through unchanged (PostgREST.Error: `hint (ServerError _ _ _ h _)`); on Supabase the hint
 * comes from the supautils extension's "Enhanced hints" (supabase/supautils, src/supautils.c
 * supautils_executor_start, src/permission_hints.c), for the roles in `supautils.hint_roles` (anon,
 * authenticated and service_role on Supabase): when a statement's permission check fails as its executor
 * starts, it names the first relation of the statement the current role lacks privileges on, and those of
 * SELECT, INSERT, UPDATE and DELETE it needed and lacks (column privileges count):
 *
 *   Grant the required privileges to the current role with: GRANT SELECT, UPDATE ON public.leads TO anon;
 *
 * No hint otherwise: a function's EXECUTE, a schema's USAGE, a sequence, TRUNCATE, or an RLS refusal.
 *
 * PGlite and a plain PostgreSQL have no supautils, so the local backend finds the same answer by asking
 * Postgres: in a transaction it rolls back, it grants the relation's missing privileges to the role and runs
 * the request's statement again as the caller, once with all of them and once without each; a privilege
 * without which the statement still fails on that relation is one it needs. Running the statement (rather
 * than reading its plan) also finds what a statement inside a security-invoker function needed, as
 * supautils does for that inner statement.
 */
import type { Caller } from '../context.ts';
import { actAs, type ApiRole, type RequestInfo } from '../db/as-caller.ts';
import { isDatabaseError, type Database, type DatabaseError, type Queryable } from '../db/drivers.ts';
import type { BuiltQuery } from './build-sql.ts';

/** Postgres's aclcheck_error() wording for the relation kinds supautils looks at. */
const RELATION_DENIED = /^permission denied for (?:table|view|materialized view|foreign table) (.+)$/;

/** In supautils' order (build_privileges_string). */
const PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'] as const;
type Privilege = (typeof PRIVILEGES)[number];

export function permissionHintText(privileges: readonly string[], qualifiedRelation: string, quotedRole: string): string {
  return `Grant the required privileges to the current role with: GRANT ${privileges.join(', ')} ON ${qualifiedRelation} TO ${quotedRole};`;
}

interface Candidate {
  oid: string;
  /** `schema.name`, each part quoted only where needed, as quote_qualified_identifier() does. */
  qualified: string;
  lacking: Privilege[];
}

class ProbeDone extends Error {}

/** The statement again as the caller, in a savepoint, after granting `privileges`: does it fail on the relation? */
async function stillDenied(
  tx: Queryable,
  context: { caller: Caller & { role: ApiRole }; request: RequestInfo; statement: BuiltQuery; message: string },
  candidate: Candidate,
  privileges: Privilege[],
): Promise<boolean> {
  await tx.exec('savepoint permission_hint');
  try {
    // The privileges come from PRIVILEGES and the role from API_ROLES; the relation is named by oid.
    if (privileges.length > 0) {
      const { rows } = await tx.query<{ sql: string }>(`select format('grant %s on %s to %I', $1::text, $2::text::oid::regclass, $3::text) as sql`, [
        privileges.join(', '),
        candidate.oid,
        context.caller.role,
      ]);
      await tx.exec(rows[0]?.sql ?? '');
    }
    await actAs(tx, context.caller, context.request);
    await tx.query(context.statement.sql, context.statement.params);
    return false;
  } catch (error) {
    return isDatabaseError(error) && error.code === '42501' && error.message === context.message;
  } finally {
    await tx.exec('rollback to savepoint permission_hint');
  }
}

/**
 * The hint for `error`, which `statement` raised as `caller`; null when supautils would give none.
 * Runs the statement a few more times, so call it only for a permission error.
 */
export async function permissionHint(
  db: Database,
  caller: Caller & { role: ApiRole },
  request: RequestInfo,
  statement: BuiltQuery,
  error: DatabaseError,
): Promise<string | null> {
  if (error.code !== '42501') return null;
  const relation = RELATION_DENIED.exec(error.message)?.[1];
  if (relation === undefined) return null;
  const context = { caller, request, statement, message: error.message };
  let hint: string | null = null;
  await db
    .transaction(async (tx) => {
      const { rows } = await tx.query<Candidate>(
        `select c.oid::text as oid, format('%I.%I', n.nspname, c.relname) as qualified,
                array(select p from unnest($2::text[]) as p where not has_table_privilege($3::text, c.oid, p)) as lacking
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         where c.relname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
         order by n.nspname = 'public' desc, n.nspname`,
        [relation, [...PRIVILEGES], caller.role],
      );
      for (const candidate of rows) {
        if (candidate.lacking.length === 0) continue;
        // With every missing privilege granted the statement must get past this relation, or it is not the one.
        if (await stillDenied(tx, context, candidate, candidate.lacking)) continue;
        const needed: Privilege[] = [];
        for (const privilege of candidate.lacking) {
          const others = candidate.lacking.filter((other) => other !== privilege);
          if (await stillDenied(tx, context, candidate, others)) needed.push(privilege);
        }
        if (needed.length === 0) continue;
        const role = await tx.query<{ quoted: string }>('select format(\'%I\', $1::text) as quoted', [caller.role]);
        hint = permissionHintText(needed, candidate.qualified, role.rows[0]?.quoted ?? caller.role);
        break;
      }
      // Nothing of the probe may stay: the grants above are undone with the transaction.
      throw new ProbeDone();
    })
    .catch((failure: unknown) => {
      if (!(failure instanceof ProbeDone)) throw failure;
    });
  return hint;
}
