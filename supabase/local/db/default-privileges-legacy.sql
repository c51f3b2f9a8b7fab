-- Default privileges of a Supabase project of 2024–25 (LOCAL_PLATFORM=legacy): every table, view,
-- function and sequence created in public is granted to anon, authenticated and service_role, and
-- functions keep Postgres's built-in EXECUTE to PUBLIC as well. RLS and each migration's revokes decide.
-- Run after bootstrap.sql, every time: it also undoes default-privileges-current.sql on a database that
-- modelled the other generation before.

-- Back to Postgres's built-in default (EXECUTE to PUBLIC); Postgres then drops the global entry.
alter default privileges grant execute on functions to public;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
