/**
 * The database as the dashboard's supabase-js client sees it: the generated types (src/lib/database.ts,
 * `npm run gen:db-types`) with the rows the app narrows (api/types.ts) and the writes the column grants
 * allow, so every query the admin makes is typed from its select string and a write the database would
 * refuse does not compile.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database as GeneratedDatabase } from '@/lib/database';
import type { LeadStatus } from '../pipeline';
import type { Attendance, BookingConflict, BookingStatus, CallBookingListRow, CallBookingRow, InboxLead, InboxSummary, LeadEvent, LeadRow, OutboxRow } from './types';

type Generated = GeneratedDatabase['public'];
type Functions = Generated['Functions'];
type Returned<Name extends keyof Functions> = Functions[Name]['Returns'] extends (infer Row)[] ? Row : never;

/*
 * The rows of the Analytics tab's functions. Counts arrive as numbers; `day` as 'YYYY-MM-DD'.
 */
/**
 * analytics_leads_per_day: one row a (Los Angeles) day with its leads, counted by channel (attribution
 * utm_source or 'direct') and by form (leads.source).
 */
export type LeadsPerDayRow = Omit<Returned<'analytics_leads_per_day'>, 'channels' | 'forms'> & {
  channels: Record<string, number>;
  forms: Record<string, number>;
};
/** analytics_funnel: per quiz, stages start (0), 'step 1'..'step 5', submit (6), booking (7); stages nobody reached have no row. */
export type FunnelRow = Returned<'analytics_funnel'>;
/** analytics_ab_results: hero_cta_v1 per variant; leads are those whose attribution carries the variant. */
export type AbResultRow = Returned<'analytics_ab_results'>;
/**
 * analytics_click_map: the page cut into the columns and row height asked for; each cell with clicks as
 * [column, row, clicks], hottest first, and the total of every click on the page in the window.
 */
export type ClickMap = { total_clicks: number; cells: [column: number, row: number, clicks: number][] };
export type AnalyticsPageRow = Returned<'analytics_pages'>;
/** analytics_scroll_depth: sessions whose deepest scroll reached at least `depth` % (10, 20, … 100). */
export type ScrollDepthRow = Returned<'analytics_scroll_depth'>;
/** analytics_web_vitals: the 75th percentile per page and metric (LCP, INP, CLS, FID, page_load_time). */
export type WebVitalRow = Returned<'analytics_web_vitals'>;

type Table<Name extends keyof Generated['Tables'], Row, Insert, Update> = Omit<Generated['Tables'][Name], 'Row' | 'Insert' | 'Update'> & {
  Row: Row;
  Insert: Insert;
  Update: Update;
};
type View<Name extends keyof Generated['Views'], Row> = Omit<Generated['Views'][Name], 'Row'> & { Row: Row };
type NoWrites = Record<string, never>;

export type Database = {
  public: Omit<Generated, 'Tables' | 'Views' | 'Functions'> & {
    Tables: Omit<Generated['Tables'], 'leads' | 'lead_notes' | 'lead_events' | 'call_bookings' | 'email_outbox' | 'booking_closures' | 'booking_weekly_hours' | 'agreement_quotes'> & {
      // Column grants (see the migrations) are what the API accepts: nothing else is writable.
      leads: Table<'leads', LeadRow, NoWrites, { status?: LeadStatus; call_booked?: boolean }>;
      lead_notes: Table<'lead_notes', Generated['Tables']['lead_notes']['Row'], Pick<Generated['Tables']['lead_notes']['Insert'], 'lead_id' | 'body'>, NoWrites>;
      lead_events: Table<'lead_events', LeadEvent, NoWrites, NoWrites>;
      call_bookings: Table<'call_bookings', CallBookingRow, NoWrites, { status?: BookingStatus; attendance?: Attendance | null }>;
      email_outbox: Table<'email_outbox', OutboxRow, NoWrites, NoWrites>;
      // id, created_at and created_by are the database's: a quote names its lead, package and amounts only.
      agreement_quotes: Table<
        'agreement_quotes',
        Generated['Tables']['agreement_quotes']['Row'],
        Pick<Generated['Tables']['agreement_quotes']['Insert'], 'lead_id' | 'package_name' | 'monthly_investment' | 'setup_fee'>,
        NoWrites
      >;
      booking_closures: Table<'booking_closures', Generated['Tables']['booking_closures']['Row'], Pick<Generated['Tables']['booking_closures']['Insert'], 'starts_on' | 'ends_on' | 'note'>, NoWrites>;
      booking_weekly_hours: Table<
        'booking_weekly_hours',
        Generated['Tables']['booking_weekly_hours']['Row'],
        Pick<Generated['Tables']['booking_weekly_hours']['Insert'], 'weekday' | 'is_open' | 'opens_at' | 'closes_at'>,
        Pick<Generated['Tables']['booking_weekly_hours']['Update'], 'is_open' | 'opens_at' | 'closes_at'>
      >;
    };
    Views: {
      lead_inbox: View<'lead_inbox', InboxLead>;
      call_booking_list: View<'call_booking_list', CallBookingListRow>;
      booking_conflicts: View<'booking_conflicts', BookingConflict>;
    };
    Functions: Omit<Functions, 'lead_inbox_summary' | 'analytics_click_map' | 'analytics_leads_per_day'> & {
      lead_inbox_summary: { Args: Functions['lead_inbox_summary']['Args']; Returns: InboxSummary[] };
      analytics_leads_per_day: { Args: Functions['analytics_leads_per_day']['Args']; Returns: LeadsPerDayRow[] };
      // variant and device take null for "all", which the generator cannot know of a nullable argument.
      analytics_click_map: {
        Args: Omit<Functions['analytics_click_map']['Args'], 'variant' | 'device'> & { variant?: string | null; device?: string | null };
        Returns: ClickMap[];
      };
    };
  };
};

export type AdminClient = SupabaseClient<Database>;
