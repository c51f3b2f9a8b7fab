-- Default privileges of a Supabase project today (the default for new projects since 2026-05-30 and for
-- every project since 2026-10-30, changelog 45329,
-- https://supabase.com/changelog/45329-breaking-change-tables-not-exposed-to-data-and-graphql-api-automatically):
-- a new table, view, function or sequence in public is granted to nobody, so only what a migration
-- grants is reachable through the Data API. Run after bootstrap.sql, every time: it also undoes
-- default-privileges-before-2026-10-30.sql, on a local database made while the backend could still model
-- the older defaults, or in a test that compares both (db/migrate.ts).

-- Hosted projects may keep TRUNCATE, REFERENCES and TRIGGER in their default ACLs (Supabase's recipe
-- revokes only select, insert, update, delete); nothing here needs them, so the stricter model hides
-- nothing a migration could come to rely on.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;

-- Functions are also executable by PUBLIC, Postgres's own default, which every role (anon too) holds.
-- Supabase's recipe for opting in ("Securing your API", https://supabase.com/docs/guides/api/securing-your-api)
-- revokes that too, so "granted to nobody" holds for functions as well; we do the same. Its statement is
-- scoped `in schema public`, which Postgres ignores for a privilege granted globally (a per-schema entry
-- can only add to the global defaults), so the revoke here is global: it covers functions created by
-- this role in any schema, which is what every migration already states with its own revokes.
alter default privileges revoke execute on functions from public;
