-- The inbox flags leads whose e-mails did not get out: no outbox row may stay undelivered without being
-- visible to the admin as failed (docs/decisions/009-abuse-controls.md). The lead detail lists each e-mail's
-- delivery; without a mark in the list, staff would have to open every lead to find the team notification
-- that never arrived.
--
-- Undelivered: failed for good, or still not sent half an hour after it was due. The second case is mail
-- that is not configured (no RESEND_API_KEY or TEAM_NOTIFICATION_EMAIL: the dispatcher claims nothing)
-- or a dispatch schedule that stopped; such rows stay pending so that they go out once that is mended.
-- src/features/admin/lead-detail/email-delivery.ts applies the same 30 minutes to each message.
create or replace view public.lead_inbox
with (security_invoker = true)
as
  select
    l.id,
    l.created_at,
    l.source,
    l.name,
    l.email,
    l.phone,
    l.company,
    l.user_type,
    l.industry,
    l.status,
    l.call_booked,
    l.is_spam,
    l.first_response_at,
    l.status_changed_at,
    (select count(*) from public.leads as same where lower(same.email) = lower(l.email)) as email_lead_count,
    -- Security invoker: the outbox's own policy decides, so only admins count anything here.
    (
      select count(*)
      from public.email_outbox as o
      where o.lead_id = l.id
        and (o.status = 'failed' or (o.status <> 'sent' and o.next_attempt_at < now() - interval '30 minutes'))
    ) as undelivered_email_count
  from public.leads as l;
comment on view public.lead_inbox is
  'The dashboard''s lead list: one row per lead, with how many leads share its e-mail and how many of its e-mails did not get out.';
