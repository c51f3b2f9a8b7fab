/**
 * The columns each view selects, named once so the typed client infers the same row shape everywhere
 * and no list pulls the heavy columns (e-mail bodies, terms text) it does not show.
 */
export const leadColumns =
  'id, created_at, updated_at, source, name, email, phone, company, message, priority, budget_min_cents, budget_max_cents, user_type, industry, status, call_booked, quiz_answers, details, attribution, is_spam, spam_reason, first_response_at, status_changed_at, status_changed_by';

export const bookingColumns =
  'id, created_at, lead_id, email, phone, slot_start, time_zone, preferred_date, preferred_time, biggest_question, status, status_changed_at, attendance, cancelled_by, cancel_reason, sequence';

/** The bookings tab reads call_booking_list: the booking plus how many live bookings its client address holds. */
export const bookingListColumns = `${bookingColumns}, live_bookings_from_client` as const;

/** Without terms_text, which is large and loaded only when someone opens it; quote_id says whether the agency quoted the amounts. */
export const acceptanceColumns =
  'id, created_at, lead_id, package_name, monthly_investment, setup_fee, agreement_date, accepted_at, signer_name, signer_email, terms_fingerprint, quote_id';

/** An agreement link staff made: its id is the link's credential, the rest what the link shows. */
export const quoteColumns = 'id, created_at, lead_id, package_name, monthly_investment, setup_fee';

/** Without the message bodies. */
export const outboxColumns = 'id, created_at, lead_id, kind, to_address, subject, status, attempts, next_attempt_at, last_error, sent_at';

/** What the CSV export reads from `leads`: the list's facts, what the visitor gave (message, priority, budget, details) and attribution. */
export const exportColumns =
  'id, created_at, name, email, phone, company, source, user_type, industry, status, call_booked, first_response_at, priority, budget_min_cents, budget_max_cents, message, details, attribution';

/** An endpoint as the Integrations tab lists it (its secret is nowhere an API role can read). */
export const webhookEndpointColumns = 'id, created_at, url, kind, events, description, paused';

/** Without the body: the log shows what happened to each delivery, not what it said. */
export const webhookDeliveryColumns = 'id, endpoint_id, event_type, status, attempts, last_status_code, last_error, last_attempt_at, delivered_at, created_at';
