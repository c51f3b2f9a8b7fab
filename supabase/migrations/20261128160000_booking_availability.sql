-- Staff availability for booked calls (issue 26): closed dates and ranges (holidays, vacations) and weekly
-- working hours, kept in the database, changed by admins only, honoured by every booking and move.
--
-- - booking_closures: a closed range of the agency's calendar days, with a note only staff see.
-- - booking_weekly_hours: per weekday (Monday 1 … Friday 5), closed all day or open a narrower span than
--   the published hours (08:00–18:00, what the site states and the booking form's rules offer). A weekday
--   without a row keeps the published hours. Weekends stay closed: the published hours exclude them.
-- - A trigger on call_bookings refuses a booked slot these close, on every write that books or moves a
--   call (book_call, move_booking, staff restoring a cancelled call): the database stays the one
--   authority, and callers answer its refusal (hint 'day_closed' or 'time_closed') as a conflict.
-- - public.booking_availability: what the booking page needs to offer only open slots (closed days and
--   weekly hours, never the notes), read by the booking-availability function for anyone.
-- - public.booking_conflicts: calls already booked that a closure or new hours now cover, for staff to
--   move; nothing is dropped silently.

-- Closed days ----------------------------------------------------------------------------------------

create table public.booking_closures (
  id uuid primary key default gen_random_uuid(),
  starts_on date not null,
  ends_on date not null,
  note text check (char_length(note) <= 200),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint booking_closures_in_order check (ends_on >= starts_on),
  -- A year at most: a mistyped year would otherwise close the calendar for good.
  constraint booking_closures_at_most_a_year check (ends_on - starts_on <= 366)
);
comment on table public.booking_closures is 'Days no call can be booked (the agency''s calendar days, both ends included); the note is for staff.';
create index booking_closures_ends_on_idx on public.booking_closures (ends_on, starts_on);

-- Weekly hours ---------------------------------------------------------------------------------------

create table public.booking_weekly_hours (
  id uuid primary key default gen_random_uuid(),
  weekday smallint not null unique check (weekday between 1 and 5),
  is_open boolean not null default true,
  opens_at time not null default '08:00',
  closes_at time not null default '18:00',
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint booking_weekly_hours_within_published check (opens_at >= '08:00' and closes_at <= '18:00' and opens_at < closes_at),
  constraint booking_weekly_hours_on_the_half_hour check (
    date_part('minute', opens_at) in (0, 30) and date_part('second', opens_at) = 0
    and date_part('minute', closes_at) in (0, 30) and date_part('second', closes_at) = 0
  )
);
comment on table public.booking_weekly_hours is
  'Per weekday (1 Monday … 5 Friday): closed, or calls offered from opens_at to closes_at within the published 08:00–18:00. A weekday without a row keeps the published hours.';

create or replace function private.stamp_weekly_hours_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$$;
revoke all on function private.stamp_weekly_hours_change() from public, anon, authenticated, service_role;

create trigger booking_weekly_hours_stamp
  before update on public.booking_weekly_hours
  for each row execute function private.stamp_weekly_hours_change();

-- Access ---------------------------------------------------------------------------------------------

alter table public.booking_closures enable row level security;
alter table public.booking_weekly_hours enable row level security;

create policy "Admins read closures" on public.booking_closures for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins add closures" on public.booking_closures for insert to authenticated
  with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins remove closures" on public.booking_closures for delete to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

create policy "Admins read weekly hours" on public.booking_weekly_hours for select to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins set weekly hours" on public.booking_weekly_hours for insert to authenticated
  with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins change weekly hours" on public.booking_weekly_hours for update to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')))
  with check ((select private.has_role((select auth.uid()), 'admin')));
create policy "Admins drop weekly hours" on public.booking_weekly_hours for delete to authenticated
  using ((select private.has_role((select auth.uid()), 'admin')));

revoke all on table public.booking_closures from public, anon, authenticated, service_role;
revoke all on table public.booking_weekly_hours from public, anon, authenticated, service_role;
-- authenticated: the dashboard (the policies above admit admins only). service_role: reads, for the functions.
grant select, delete on table public.booking_closures to authenticated;
grant insert (starts_on, ends_on, note) on table public.booking_closures to authenticated;
grant select, delete on table public.booking_weekly_hours to authenticated;
grant insert (weekday, is_open, opens_at, closes_at) on table public.booking_weekly_hours to authenticated;
grant update (is_open, opens_at, closes_at) on table public.booking_weekly_hours to authenticated;
grant select on table public.booking_closures to service_role;
grant select on table public.booking_weekly_hours to service_role;

-- The rule -------------------------------------------------------------------------------------------

-- Why no call may be booked at `slot_start` (a 30-minute call in the agency's zone), or null when one
-- may: 'day_closed' when a closure covers its day, 'time_closed' when its weekday's hours, if staff set
-- any, do not hold the whole call. Security definer: the booking paths run as the service role and the
-- trigger as whoever writes; the tables stay admin-only.
create function private.slot_refusal(slot_start timestamptz)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  with local as (select (slot_start at time zone 'America/Los_Angeles') as at)
  select case
    when exists (
      select 1 from public.booking_closures as c, local
      where local.at::date between c.starts_on and c.ends_on
    ) then 'day_closed'
    when exists (
      select 1 from public.booking_weekly_hours as h, local
      where h.weekday = extract(isodow from local.at)
        and (not h.is_open or local.at::time < h.opens_at or local.at::time + interval '30 minutes' > h.closes_at)
    ) then 'time_closed'
  end;
$$;
revoke all on function private.slot_refusal(timestamptz) from public, anon, authenticated, service_role;
-- authenticated: booking_conflicts runs as the admin reading it. service_role: the booking functions.
grant execute on function private.slot_refusal(timestamptz) to authenticated, service_role;

-- Refuses a booked call at a closed time, with the reason as the hint ('day_closed' or 'time_closed'),
-- which book-call and manage-booking answer as a conflict on the date or the time.
create function private.refuse_unoffered_slot()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  _refusal text;
begin
  if new.status = 'booked'
     and (tg_op = 'INSERT' or new.slot_start is distinct from old.slot_start or old.status is distinct from 'booked') then
    _refusal := private.slot_refusal(new.slot_start);
    if _refusal is not null then
      raise exception 'no calls are offered at %: %', new.slot_start, _refusal using errcode = 'P0001', hint = _refusal;
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_unoffered_slot() from public, anon, authenticated, service_role;
-- Nobody: a trigger runs its function without asking for EXECUTE.

create trigger call_bookings_refuse_unoffered_slot
  before insert or update of slot_start, status on public.call_bookings
  for each row execute function private.refuse_unoffered_slot();

-- What the booking page reads ------------------------------------------------------------------------

-- The closed days from `from_date` to `to_date` (at most 120 days) and the weekly hours staff set: what
-- the booking page offers from. No note, no author. The booking-availability function calls it for
-- visitors (anon executes no function here).
create function public.booking_availability(from_date date, to_date date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'closed_dates', coalesce((
      select jsonb_agg(to_char(day, 'YYYY-MM-DD') order by day)
      from generate_series(from_date, least(to_date, from_date + 120), interval '1 day') as day
      where exists (select 1 from public.booking_closures as c where day::date between c.starts_on and c.ends_on)
    ), '[]'::jsonb),
    'weekly_hours', coalesce((
      select jsonb_agg(jsonb_build_object(
        'weekday', h.weekday, 'is_open', h.is_open,
        'opens_at', to_char(h.opens_at, 'HH24:MI'), 'closes_at', to_char(h.closes_at, 'HH24:MI')
      ) order by h.weekday)
      from public.booking_weekly_hours as h
    ), '[]'::jsonb)
  );
$$;
revoke all on function public.booking_availability(date, date) from public, anon, authenticated, service_role;
-- service_role: the booking-availability function.
grant execute on function public.booking_availability(date, date) to service_role;

-- What staff must move -------------------------------------------------------------------------------

-- Calls still ahead that a closure or the weekly hours now cover. Security invoker: call_bookings'
-- policies decide, so only admins see rows.
create view public.booking_conflicts
with (security_invoker = true)
as
  select b.id, b.lead_id, b.email, b.phone, b.slot_start, b.time_zone
  from public.call_bookings as b
  where b.status = 'booked' and b.slot_start > now() and private.slot_refusal(b.slot_start) is not null;
comment on view public.booking_conflicts is 'Booked calls still ahead on a day or at a time that is now closed: for staff to move or cancel.';

revoke all on table public.booking_conflicts from public, anon, authenticated, service_role;
grant select on table public.booking_conflicts to authenticated;
