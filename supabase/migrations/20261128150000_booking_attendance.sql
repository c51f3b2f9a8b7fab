-- Whether a booked call took place (issue 26): staff mark each call attended or a no-show once its time
-- has come, and the Bookings tab shows the show-up rate. A cancelled call, or one still ahead, has no
-- attendance; the trigger refuses it whoever writes, so no later code path can record one by mistake.

alter table public.call_bookings
  add column attendance text check (attendance in ('attended', 'no_show')),
  add column attendance_marked_at timestamptz,
  add column attendance_marked_by uuid references auth.users (id) on delete set null;
comment on column public.call_bookings.attendance is 'attended or no_show, marked by staff once the call''s time has come; null until then, and for a cancelled call.';
comment on column public.call_bookings.attendance_marked_at is 'When attendance was last marked. Set by a trigger.';
comment on column public.call_bookings.attendance_marked_by is 'Who last marked attendance. Set by a trigger.';

-- The show-up rate counts the marked calls of a period.
create index call_bookings_attendance_idx on public.call_bookings (slot_start) where attendance is not null;

create function private.check_booking_attendance()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- A cancel (by anyone) leaves no attendance behind.
  if new.status = 'cancelled' then
    new.attendance := null;
  end if;
  if new.attendance is distinct from old.attendance then
    if new.attendance is not null and new.slot_start > now() then
      raise exception 'attendance is marked only once the call''s time has come'
        using errcode = '22023', hint = 'not_started';
    end if;
    new.attendance_marked_at := case when new.attendance is null then null else now() end;
    new.attendance_marked_by := auth.uid();
  end if;
  return new;
end;
$$;
revoke all on function private.check_booking_attendance() from public, anon, authenticated, service_role;
-- Nobody: a trigger runs its function without asking for EXECUTE.

create trigger call_bookings_check_attendance
  before update on public.call_bookings
  for each row execute function private.check_booking_attendance();

-- Admins mark attendance (the update policy of 20261121130000 already limits updates to admins).
grant update (attendance) on table public.call_bookings to authenticated;

-- As in 20261125130000_booking_caps_and_unverified_bookings.sql, with the attendance and how a cancel came about.
create or replace view public.call_booking_list
with (security_invoker = true)
as
  select
    b.id,
    b.created_at,
    b.lead_id,
    b.email,
    b.phone,
    b.slot_start,
    b.time_zone,
    b.preferred_date,
    b.preferred_time,
    b.biggest_question,
    b.status,
    b.status_changed_at,
    case when b.client_address_hash is null then null else (
      select count(*)::integer from public.call_bookings as other
      where other.client_address_hash = b.client_address_hash and other.status = 'booked' and other.slot_start > now()
    ) end as live_bookings_from_client,
    b.attendance,
    b.cancelled_by,
    b.cancel_reason
  from public.call_bookings as b;
