/**
 * The rows the dashboard reads, derived from the generated database types (src/lib/database.ts), so a
 * migration that changes a column changes them too. Where the app knows more than the schema can say, a
 * row narrows a column rather than restating it: a status's values (check constraints), the shape of a
 * jsonb column, a view's columns that cannot be null because the table's cannot. Timestamps arrive as ISO
 * strings; jsonb as parsed JSON.
 */
import type { LeadPriority } from '@shared/smart-lead.ts';
import type { Database, Tables } from '@/lib/database';
import type { LeadStatus } from '../pipeline';

export type JsonObject = Record<string, unknown>;

/** `Row` with the columns of `Narrowed` replaced by their narrower types. */
type Narrow<Row, Narrowed extends Partial<Record<keyof Row, unknown>>> = Omit<Row, keyof Narrowed> & Narrowed;

/** The columns of a view, each typed as its table's column: introspection reports every view column as nullable. */
type ViewOf<Table, View> = { [K in keyof View]: K extends keyof Table ? Table[K] : View[K] };

/** A `leads` row as the dashboard's client types it: the status and priority checks' values, the jsonb objects. */
export type LeadRow = Narrow<
  Tables<'leads'>,
  {
    status: LeadStatus;
    /** The smart form's priority. */
    priority: LeadPriority | null;
    quiz_answers: JsonObject | null;
    details: JsonObject;
    attribution: JsonObject;
  }
>;

/**
 * A lead as the detail view and the CSV export read it (leadColumns): every column but the functions' own
 * bookkeeping. `name` is null when the form asks for none (show the e-mail instead, leadTitle); `message` is
 * what the visitor wrote in their own words; the budget is in US cents, max null for an open top.
 */
export type Lead = Omit<LeadRow, 'client_submission_id' | 'notified_at' | 'email_key'>;

export type LeadNote = Tables<'lead_notes'>;

export type LeadEventKind = 'status_changed' | 'call_booked_changed' | 'note_added' | 'booking_status_changed';

/** `actor_id` is null when the system or the visitor made the change (a booking, an intake trigger). */
export type LeadEvent = Narrow<Tables<'lead_events'>, { kind: LeadEventKind }>;

export type BookingStatus = 'booked' | 'cancelled';

/** Whether a call took place, as staff marked it once its time had come. */
export type Attendance = 'attended' | 'no_show';

/** Who cancelled a call through cancel_booking: the visitor by the manage link, or staff. */
export type CancelledBy = 'visitor' | 'staff';

export type CallBookingRow = Narrow<Tables<'call_bookings'>, { status: BookingStatus; attendance: Attendance | null; cancelled_by: CancelledBy | null }>;

/** A booking as the bookings tab reads it (bookingColumns), without the client's hash and the submission id. */
export type CallBooking = Omit<
  CallBookingRow,
  // The manage link's hash opens the booking to whoever holds the token: the dashboard never reads it.
  | 'client_address_hash'
  | 'client_submission_id'
  | 'status_changed_by'
  | 'updated_at'
  | 'manage_token_hash'
  | 'cancelled_at'
  | 'attendance_marked_at'
  | 'attendance_marked_by'
>;

/**
 * One row of the `call_booking_list` view: a booking and the live (future, not cancelled) bookings from
 * the same client address, by its stored hash; null when the booking has no address (older bookings).
 */
export type CallBookingListRow = ViewOf<CallBookingRow, Tables<'call_booking_list'>>;

/** One row of the `lead_inbox` view: what the list shows, without the heavy jsonb columns. */
export type InboxLead = ViewOf<
  LeadRow & {
    /** How many leads share this e-mail address, this one included. */
    email_lead_count: number;
    /** This lead's e-mails that failed for good or are still unsent 30 minutes after they were due. */
    undelivered_email_count: number;
  },
  Tables<'lead_inbox'>
>;

/** An acceptance without its terms text, which is only fetched when someone opens it. */
export type AgreementAcceptance = Omit<Tables<'agreement_acceptances'>, 'terms_text'>;

/** An agreement link staff made for a lead (quoteColumns): who made it stays in the database. */
export type AgreementQuoteRow = Pick<Tables<'agreement_quotes'>, 'id' | 'created_at' | 'lead_id' | 'package_name' | 'monthly_investment' | 'setup_fee'>;

/**
 * 'suppressed': a visitor e-mail over the hourly cap per mailbox, or a team notification over the cap per
 * lead mailbox (decision 026), stored and never sent. 'withdrawn': about a booking that was moved,
 * cancelled or had started before it went out, so never sent.
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'suppressed' | 'withdrawn';

export type OutboxRow = Narrow<Tables<'email_outbox'>, { status: OutboxStatus }>;

/** An e-mail queued for a lead, without its body (outboxColumns). `to_address` null means the team's address, resolved when sent. */
export type OutboxMessage = Pick<
  OutboxRow,
  'id' | 'created_at' | 'lead_id' | 'kind' | 'to_address' | 'subject' | 'status' | 'attempts' | 'next_attempt_at' | 'last_error' | 'sent_at'
>;

/** The answer of rpc `lead_inbox_summary(days)`; the median is null while no lead has had a response. */
export type InboxSummary = Narrow<
  Database['public']['Functions']['lead_inbox_summary']['Returns'][number],
  {
    median_response_seconds: number | null;
    status_counts: Partial<Record<LeadStatus, number>>;
    owner_business_types: Record<string, number>;
  }
>;

/** A closed range of days (both ends included) and staff's note; no call can be booked in it. */
export type BookingClosure = Pick<Tables<'booking_closures'>, 'id' | 'starts_on' | 'ends_on' | 'note' | 'created_at'>;

/** A weekday's hours as staff set them (1 Monday … 5 Friday); a weekday without a row keeps the business hours. */
export type WeeklyHours = Pick<Tables<'booking_weekly_hours'>, 'id' | 'weekday' | 'is_open' | 'opens_at' | 'closes_at'>;

/** A booked call still ahead on a day or at a time staff have since closed. */
export type BookingConflict = ViewOf<Pick<CallBookingRow, 'id' | 'lead_id' | 'email' | 'phone' | 'slot_start' | 'time_zone' | 'sequence'>, Tables<'booking_conflicts'>>;
