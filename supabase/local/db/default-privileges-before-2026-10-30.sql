-- Default privileges of a Supabase project before 2026-10-30 (changelog 45329): every table, view,
-- function and sequence created in public is granted to anon, authenticated and service_role, and
-- functions keep Postgres's built-in EXECUTE to PUBLIC as well. A project of that time still holds the
-- objects it made then with these grants, so a migration must state its own. Test material only: the
-- lint that migrations state every grant runs them under these defaults and today's and compares
-- (tests/backend/database-lints.test.ts). Run after bootstrap.sql; it also undoes
-- default-privileges-today.sql.

-- Back to Postgres's built-in default (EXECUTE to PUBLIC); Postgres then drops the global entry.
alter default privileges grant execute on functions to public;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
