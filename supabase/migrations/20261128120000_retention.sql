-- How long the site keeps what it collects, in one place (docs/product.md#data-retention). The privacy
-- choices dialog states the same periods; tests/backend/retention.test.ts holds the two together.
--
-- - Tracking (clicks, scroll samples, analytics events, conversions) and its daily rollups: 13 months,
--   a year to compare with plus a month, the most the Analytics tab looks back.
-- - Consent records: 24 months, the time California's CCPA regulations ask a business to keep its
--   records of consumers' requests (an opt-out, a Global Privacy Control signal), and longer than the
--   tracking any of them allowed.
-- - E-mails: their bodies and attachments 30 days after they were sent (or, never sent, held back or
--   given up on); what was sent, to whom, when and how it went stays for the lead's page.
-- Leads, their notes, events, bookings and agreements are the agency's records and are not deleted here.
--
-- private.apply_retention() runs with the rollups (hourly, supabase/README.md) and deletes in batches
-- of 10,000 rows, committing after each, so that a first run over years of data neither holds locks
-- for long nor writes one huge transaction.

create or replace function private.retention_policy()
returns table (data text, kept interval)
language sql
immutable
set search_path = ''
as $$
  values
    ('tracking', interval '13 months'),
    ('consent records', interval '24 months'),
    ('e-mail bodies', interval '30 days');
$$;
comment on function private.retention_policy() is 'How long each kind of data is kept; private.apply_retention() deletes what is older.';
revoke all on function private.retention_policy() from public, anon, authenticated, service_role;

create or replace function private.kept_for(what text)
returns interval
language sql
immutable
set search_path = ''
as $$
  select p.kept from private.retention_policy() as p where p.data = what;
$$;
revoke all on function private.kept_for(text) from public, anon, authenticated, service_role;

-- A cleared body is an empty one, marked with when it was cleared: the checks that bound a body now
-- allow '' for those rows only.
alter table public.email_outbox add column body_cleared_at timestamptz;
comment on column public.email_outbox.body_cleared_at is 'When the retention job cleared this e-mail''s body and attachments (30 days after it settled).';
alter table public.email_outbox drop constraint email_outbox_html_check;
alter table public.email_outbox drop constraint email_outbox_text_body_check;
alter table public.email_outbox add constraint email_outbox_html_check
  check (char_length(html) <= 500000 and (char_length(html) >= 1 or body_cleared_at is not null));
alter table public.email_outbox add constraint email_outbox_text_body_check
  check (char_length(text_body) <= 200000 and (char_length(text_body) >= 1 or body_cleared_at is not null));
create index email_outbox_settled_created_at_idx on public.email_outbox (created_at)
  where body_cleared_at is null and status in ('sent', 'failed', 'suppressed');

-- Deletes rows of `table_name` whose `time_column` is before `cutoff`, `batch` at a time, committing in
-- between. Procedures, not functions, so that they may commit; and without `set search_path`, which
-- would forbid it, so every name in them is qualified.
create or replace procedure private.delete_before(table_name regclass, time_column text, cutoff timestamptz, batch integer default 10000)
language plpgsql
as $$
declare
  _deleted integer;
begin
  loop
    execute pg_catalog.format(
      'delete from %s where ctid = any (array(select ctid from %s where %I < $1 limit $2))',
      table_name, table_name, time_column
    ) using cutoff, batch;
    get diagnostics _deleted = row_count;
    commit;
    exit when _deleted < batch;
  end loop;
end;
$$;
revoke all on procedure private.delete_before(regclass, text, timestamptz, integer) from public, anon, authenticated, service_role;

create or replace procedure private.apply_retention(batch integer default 10000)
language plpgsql
as $$
declare
  _tracking timestamptz := pg_catalog.now() - private.kept_for('tracking');
  _consent timestamptz := pg_catalog.now() - private.kept_for('consent records');
  _bodies timestamptz := pg_catalog.now() - private.kept_for('e-mail bodies');
  _cleared integer;
begin
  call private.delete_before('public.heatmap_clicks', 'received_at', _tracking, batch);
  call private.delete_before('public.heatmap_scroll_samples', 'received_at', _tracking, batch);
  call private.delete_before('public.analytics_events', 'received_at', _tracking, batch);
  call private.delete_before('public.tracking_conversions', 'received_at', _tracking, batch);
  delete from private.analytics_daily_clicks where day < private.agency_day(_tracking);
  delete from private.analytics_daily_pages where day < private.agency_day(_tracking);
  delete from private.analytics_daily_scroll_depth where day < private.agency_day(_tracking);
  delete from private.analytics_daily_funnel where day < private.agency_day(_tracking);
  delete from private.analytics_daily_ab where day < private.agency_day(_tracking);
  delete from private.analytics_daily_vitals where day < private.agency_day(_tracking);
  commit;
  call private.delete_before('public.consent_records', 'decided_at', _consent, batch);
  loop
    update public.email_outbox as o
    set html = '', text_body = '', attachments = '[]'::jsonb, body_cleared_at = pg_catalog.now()
    where o.id = any (array(
      select e.id from public.email_outbox as e
      where e.body_cleared_at is null
        and e.status in ('sent', 'failed', 'suppressed')
        and e.created_at < _bodies
        and coalesce(e.sent_at, e.updated_at) < _bodies
      limit batch
    ));
    get diagnostics _cleared = row_count;
    commit;
    exit when _cleared < batch;
  end loop;
end;
$$;
comment on procedure private.apply_retention(integer) is
  'Deletes tracking older than 13 months, consent records older than 24 and clears e-mail bodies 30 days after they settled. Scheduled hourly.';
revoke all on procedure private.apply_retention(integer) from public, anon, authenticated, service_role;
-- Nobody but its owner: pg_cron and the local backend run it as the database's owner.
