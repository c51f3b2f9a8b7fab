-- Staff move, cancel and restore a booked call from the dashboard (issue 26), and the visitor hears of
-- it as when they change it themselves: an updated invite, a CANCEL, new reminders. The e-mails are
-- written by the staff-booking function, so a change goes through it:
--
-- - public.booking_for_staff(booking_id): run with the admin's own session (security invoker), so the
--   call_bookings policies decide whether the caller may see the booking at all (an admin, in an aal2
--   session when MFA is required). It answers the booking and who the caller is, or null.
-- - public.staff_change_booking(action, change, messages): the service role's, after that check. It
--   makes the change as move_booking and cancel_booking do for a manage link, restores a cancelled
--   call, records the staff member as the one who made it, and gives a moved or restored booking a new
--   manage link (the old one stops working: the e-mails that carried it are withdrawn or describe a
--   booking that is gone; the new e-mails carry the new link).
-- - The notice of a change (moved, cancelled, restored) always goes out: the hourly cap per visitor
--   address counts it but never suppresses it. Only the holder of the manage link (the address's owner)
--   or staff can cause one, never a stranger, and a suppressed one would leave the visitor's calendar out
--   of step. What a stranger can cause (a confirmation, a reminder) is capped as before.
-- - Admins no longer update call_bookings.status directly: a cancel or restore made that way would
--   leave the visitor's calendar out of step, with no e-mail.

-- Who is asking, and about which booking -----------------------------------------------------------

create function public.booking_for_staff(booking_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'id', b.id, 'lead_id', b.lead_id, 'email', b.email, 'slot_start', b.slot_start, 'time_zone', b.time_zone,
    'status', b.status, 'sequence', b.sequence, 'started', b.slot_start <= now(), 'cancelled_by', b.cancelled_by,
    'staff', jsonb_build_object('id', auth.uid(), 'email', auth.jwt() ->> 'email')
  )
  from public.call_bookings as b
  where b.id = booking_for_staff.booking_id;
$$;

-- Restoring a cancelled call ------------------------------------------------------------------------

-- Puts a call staff cancelled back on its slot, one revision on, and queues `messages` (the invite,
-- the reminders). Refuses ('not_found', 'booked': it is not cancelled, 'visitor_cancelled', 'started',
-- 'stale') as lock_booking_for_change does; the unique slot index answers {slot_taken} when the slot
-- went to someone else, and refuse_unoffered_slot raises when staff have closed it since.
create function private.restore_booking(change jsonb, messages jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _booking public.call_bookings;
  _sequence integer;
begin
  select * into _booking from public.call_bookings as b where b.id = (change ->> 'booking_id')::uuid for update;
  if _booking.id is null then
    return jsonb_build_object('refused', 'not_found');
  elsif _booking.status = 'booked' then
    return jsonb_build_object('refused', 'booked');
  elsif _booking.cancelled_by = 'visitor' then
    -- They cancelled it themselves: their calendar has removed it, and it is theirs to book again.
    return jsonb_build_object('refused', 'visitor_cancelled');
  elsif _booking.slot_start <= now() then
    return jsonb_build_object('refused', 'started');
  elsif _booking.sequence is distinct from (change ->> 'expected_sequence')::integer then
    return jsonb_build_object('refused', 'stale');
  end if;

  begin
    update public.call_bookings as b
    set status = 'booked', sequence = b.sequence + 1, cancelled_at = null, cancelled_by = null, cancel_reason = null
    where b.id = _booking.id
    returning b.sequence into _sequence;
  exception when unique_violation then
    return jsonb_build_object('slot_taken', true);
  end;

  return jsonb_build_object('restored', true, 'booking_id', _booking.id, 'sequence', _sequence,
                            'message_ids', to_jsonb(private.queue_outbox(_booking.lead_id, messages)));
end;
$$;

-- A staff member's change ---------------------------------------------------------------------------

-- `action` is 'move', 'cancel' or 'restore'. `change` holds booking_id and expected_sequence, what the
-- action needs (move: slot_start, preferred_date, preferred_time; cancel: an optional reason), `staff`
-- ({id, email}, as booking_for_staff answered it for the caller's session) and, for a move or a restore,
-- new_manage_token_hash, the hash of the link the e-mails in `messages` carry. Answers as move_booking,
-- cancel_booking and restore_booking do.
create function public.staff_change_booking(action text, change jsonb, messages jsonb default '[]'::jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  _change jsonb := change - 'staff' - 'new_manage_token_hash';
  _result jsonb;
begin
  if jsonb_typeof(change -> 'staff' -> 'id') is distinct from 'string' then
    raise exception 'a staff change names the staff member who made it' using errcode = '22023';
  end if;
  if action in ('move', 'restore') and (change ->> 'new_manage_token_hash') !~ '^[0-9a-f]{64}$' then
    raise exception 'a moved or restored booking gets a new manage link' using errcode = '22023';
  end if;
  -- For this transaction only, the change is the staff member's own, as if their session had made it:
  -- the triggers that stamp who cancelled or restored a booking, and the lead's activity, read auth.uid()
  -- and auth.jwt(). The function runs as the service role, which the caller has already checked was asked
  -- by this admin (booking_for_staff, with their session).
  perform set_config('request.jwt.claim.sub', change -> 'staff' ->> 'id', true);
  perform set_config('request.jwt.claims',
                     jsonb_build_object('sub', change -> 'staff' ->> 'id', 'email', change -> 'staff' ->> 'email', 'role', 'service_role')::text,
                     true);

  _result := case action
    when 'move' then public.move_booking(_change, messages)
    when 'cancel' then public.cancel_booking(_change || jsonb_build_object('cancelled_by', 'staff'), messages)
    when 'restore' then private.restore_booking(_change, messages)
  end;
  if _result is null then
    raise exception 'unknown action %', action using errcode = '22023';
  end if;

  if action in ('move', 'restore') and _result ? 'booking_id' then
    update public.call_bookings as b
    set manage_token_hash = change ->> 'new_manage_token_hash'
    where b.id = (_result ->> 'booking_id')::uuid;
  end if;
  return _result;
end;
$$;

-- The cap's exemption ------------------------------------------------------------------------------------

-- As in 20261128140000_visitor_email_cap_at_send.sql, with the notices of a change counted, never suppressed.
create or replace function private.suppress_visitor_email_over_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _over text;
begin
  if new.to_address is null or new.status <> 'pending' or new.next_attempt_at > now() then
    return new;
  end if;
  -- Held to the end of the writer's transaction: a concurrent submission to the same address counts
  -- after this one's row is committed (each statement of a volatile function takes a new snapshot).
  perform pg_catalog.pg_advisory_xact_lock(private.visitor_email_lock_key(new.to_address));
  _over := case when new.kind not in ('booking-moved', 'booking-cancelled', 'booking-restored') then private.visitor_email_over_cap(new.to_address) end;
  if _over is null then
    new.counted_at := now();
  else
    new.status := 'suppressed';
    new.last_error := _over;
  end if;
  return new;
end;
$$;

-- The bookings list ------------------------------------------------------------------------------------

-- As in 20261128150000_booking_attendance.sql, with the booking's revision, which a staff change names.
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
    b.cancel_reason,
    b.sequence
  from public.call_bookings as b;

-- As in 20261128160000_booking_availability.sql, with the revision: staff move or cancel these calls from the notice.
create or replace view public.booking_conflicts
with (security_invoker = true)
as
  select b.id, b.lead_id, b.email, b.phone, b.slot_start, b.time_zone, b.sequence
  from public.call_bookings as b
  where b.status = 'booked' and b.slot_start > now() and private.slot_refusal(b.slot_start) is not null;

-- Grants -----------------------------------------------------------------------------------------------

revoke all on function public.booking_for_staff(uuid) from public, anon, authenticated, service_role;
revoke all on function private.restore_booking(jsonb, jsonb) from public, anon, authenticated, service_role;
revoke all on function public.staff_change_booking(text, jsonb, jsonb) from public, anon, authenticated, service_role;
-- authenticated: the staff-booking function asks with the caller's session; RLS answers.
grant execute on function public.booking_for_staff(uuid) to authenticated;
-- service_role: the staff-booking function, after that check.
grant execute on function public.staff_change_booking(text, jsonb, jsonb) to service_role;
grant execute on function private.restore_booking(jsonb, jsonb) to service_role;

-- Cancelling or restoring goes through staff_change_booking, which tells the visitor; attendance stays
-- the admins' to mark directly (20261128150000_booking_attendance.sql).
revoke update (status) on table public.call_bookings from authenticated;
