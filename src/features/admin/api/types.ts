/**
 * The rows the dashboard reads, as the migrations define them (supabase/migrations/*_lead_inbox.sql
 * and earlier). Timestamps arrive as ISO strings; jsonb as parsed JSON.
 */
import type { LeadPriority } from '@shared/smart-lead.ts';
import type { LeadStatus } from '../pipeline';

export type JsonObject = Record<string, unknown>;


/** A full `leads` row, for the detail view and the CSV export. */
export type Lead = {
  id: string;
  created_at: string;
  updated_at: string;
  source: string;
  /** Null when the form asks for no name (onboarding, exit intent): show the e-mail instead (leadTitle). */
  name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
  /** What the visitor wrote in their own words (a message, their challenges, the onboarding details). */
  message: string | null;
  /** The smart form's priority. */
  priority: LeadPriority | null;
  /** The monthly budget the visitor chose, in US cents; max null for an open top. */
  budget_min_cents: number | null;
  budget_max_cents: number | null;
  user_type: string | null;
  industry: string | null;
  status: LeadStatus;
  call_booked: boolean;
  quiz_answers: JsonObject | null;
  details: JsonObject;
  attribution: JsonObject;
  is_spam: boolean;
  spam_reason: string | null;
  first_response_at: string | null;
  status_changed_at: string | null;
  status_changed_by: string | null;
};

export type LeadNote = {
  id: string;
  lead_id: string;
  created_at: string;
  author_id: string | null;
  author_email: string | null;
  body: string;
};

export type LeadEventKind = 'status_changed' | 'call_booked_changed' | 'note_added' | 'booking_status_changed';

export type LeadEvent = {
  id: string;
  lead_id: string;
  created_at: string;
  /** Null when the system or the visitor made the change (a booking, an intake trigger). */
  actor_id: string | null;
  actor_email: string | null;
  kind: LeadEventKind;
  from_value: string | null;
  to_value: string | null;
};

export type BookingStatus = 'booked' | 'cancelled';

export type CallBooking = {
  id: string;
  created_at: string;
  lead_id: string | null;
  email: string;
  phone: string;
  slot_start: string;
  time_zone: string;
  preferred_date: string | null;
  preferred_time: string | null;
  biggest_question: string | null;
  status: BookingStatus;
  status_changed_at: string | null;
};

/**
 * One row of the `call_booking_list` view: a booking and the live (future, not cancelled) bookings from
 * the same client address, by its stored hash; null when the booking has no address (older bookings).
 */
export type CallBookingListRow = CallBooking & { live_bookings_from_client: number | null };

/** One row of the `lead_inbox` view: what the list shows, without the heavy jsonb columns. */
export type InboxLead = Pick<
  Lead,
  'id' | 'created_at' | 'source' | 'name' | 'email' | 'phone' | 'company' | 'user_type' | 'industry' | 'status' | 'call_booked' | 'is_spam' | 'first_response_at' | 'status_changed_at'
> & {
  /** How many leads share this e-mail address, this one included. */
  email_lead_count: number;
  /** This lead's e-mails that failed for good or are still unsent 30 minutes after they were due. */
  undelivered_email_count: number;
};

/** An acceptance without its terms text, which is only fetched when someone opens it. */
export type AgreementAcceptance = {
  id: string;
  created_at: string;
  lead_id: string | null;
  package_name: string;
  monthly_investment: number;
  setup_fee: number;
  agreement_date: string;
  accepted_at: string;
  signer_name: string;
  signer_email: string;
  terms_fingerprint: string;
  consent_text: string;
  ip_address: string | null;
  user_agent: string | null;
};

/** 'suppressed': a visitor e-mail over the hourly cap per address, stored and never sent. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'suppressed';

/** An e-mail queued for a lead, without its body. */
export type OutboxMessage = {
  id: string;
  created_at: string;
  lead_id: string | null;
  kind: string;
  /** Null means the team's address, resolved when the message is sent. */
  to_address: string | null;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
};

/** The answer of rpc `lead_inbox_summary(days)`. */
export type InboxSummary = {
  leads_in_period: number;
  awaiting_response: number;
  responded_in_period: number;
  median_response_seconds: number | null;
  spam_leads: number;
  status_counts: Partial<Record<LeadStatus, number>>;
  owner_business_types: Record<string, number>;
};
