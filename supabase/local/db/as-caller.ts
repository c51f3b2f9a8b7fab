import type { Caller } from '../context.ts';
import type { Database, Queryable } from './drivers.ts';

/** The roles a token may act as; anything else in a `role` claim is refused before SQL runs. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export function isApiRole(role: string): role is ApiRole {
  return (API_ROLES as readonly string[]).includes(role);
}

export interface RequestInfo {
  method: string;
  path: string;
  headers?: Record<string, string>;
}

/**
 * Makes the rest of the transaction run as PostgREST runs a request: the caller's claims in
 * request.jwt.claims, then SET LOCAL ROLE. Refuses a role that is not one of API_ROLES.
 */
export async function actAs(tx: Queryable, caller: Caller & { role: ApiRole }, request: RequestInfo): Promise<void> {
  if (!isApiRole(caller.role)) throw new Error(`refusing to act as role ${caller.role}`);
  await tx.query(
    `select set_config('request.jwt.claims', $1, true), set_config('request.method', $2, true),
            set_config('request.path', $3, true), set_config('request.headers', $4, true)`,
    [JSON.stringify(caller.claims), request.method, request.path, JSON.stringify(request.headers ?? {})],
  );
  // The role is one of API_ROLES (checked above), so it is safe to splice into SET ROLE.
  await tx.exec(`set local role "${caller.role}"`);
}

/**
 * Runs work in one transaction as PostgREST does (actAs), so the migrations' grants and RLS policies
 * decide what it may touch.
 */
export function asCaller<T>(
  db: Database,
  caller: Caller & { role: ApiRole },
  request: RequestInfo,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  if (!isApiRole(caller.role)) return Promise.reject(new Error(`refusing to act as role ${caller.role}`));
  return db.transaction(async (tx) => {
    await actAs(tx, caller, request);
    return work(tx);
  });
}
