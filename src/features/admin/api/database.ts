/**
 * The part of the database the dashboard touches, in the shape `supabase gen types` produces, so that
 * every query the admin makes is typed by supabase-js from its select string. Written by hand because
 * the generator needs the Supabase CLI's Docker stack; keep it in step with supabase/migrations.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LeadStatus } from '../pipeline';
import type { AgreementAcceptance, BookingStatus, CallBooking, CallBookingListRow, InboxLead, InboxSummary, Lead, LeadEvent, LeadNote, OutboxMessage } from './types';

/*
 * The rows of the Analytics tab's functions (issue 8). Counts arrive as numbers; `day` as 'YYYY-MM-DD'.
 */
/** analytics_leads_per_day: channel = attribution utm_source or 'direct'; form = leads.source. */
export type LeadsPerDayRow = { day: string; channel: string; form: string; leads: number };
/** analytics_funnel: per quiz, stages start (0), 'step 1'..'step 5', submit (6), booking (7); stages nobody reached have no row. */
export type FunnelRow = { quiz: string; step_order: number; step: string; sessions: number };
/** analytics_ab_results: hero_cta_v1 per variant; leads are those whose attribution carries the variant. */
export type AbResultRow = { variant: string; views: number; cta_clicks: number; leads: number };
/** analytics_click_points: clicks grouped by page position (page pixels at the recorded viewport width). */
export type ClickPointRow = { x: number; y: number; viewport_width: number; clicks: number };
export type AnalyticsPageRow = { page: string; clicks: number; scroll_samples: number };
/** analytics_scroll_depth: sessions whose deepest scroll reached at least `depth` % (10, 20, … 100). */
export type ScrollDepthRow = { page: string; depth: number; sessions: number };
/** analytics_web_vitals: the 75th percentile per page and metric (LCP, INP, CLS, FID, page_load_time). */
export type WebVitalRow = { page: string; metric: string; p75: number; samples: number };

type ReadOnlyTable<Row> = { Row: Row; Insert: Record<string, never>; Update: Record<string, never>; Relationships: [] };

export type Database = {
  public: {
    Tables: {
      // Column grants (see the migrations) are what the API accepts: nothing else is writable.
      leads: {
        Row: Lead;
        Insert: Record<string, never>;
        Update: { status?: LeadStatus; call_booked?: boolean };
        Relationships: [];
      };
      lead_notes: {
        Row: LeadNote;
        Insert: { lead_id: string; body: string };
        Update: Record<string, never>;
        Relationships: [];
      };
      lead_events: ReadOnlyTable<LeadEvent>;
      call_bookings: {
        Row: CallBooking;
        Insert: Record<string, never>;
        Update: { status?: BookingStatus };
        Relationships: [];
      };
      agreement_acceptances: ReadOnlyTable<AgreementAcceptance & { terms_text: string }>;
      email_outbox: ReadOnlyTable<OutboxMessage & { html: string; text_body: string }>;
      user_roles: ReadOnlyTable<{ id: string; user_id: string; role: 'admin'; created_at: string }>;
    };
    Views: {
      lead_inbox: { Row: InboxLead; Relationships: [] };
      // 20261125130000: the bookings tab's list, with the live bookings from each booking's client address.
      call_booking_list: { Row: CallBookingListRow; Relationships: [] };
    };
    Functions: {
      lead_inbox_summary: { Args: { days?: number }; Returns: InboxSummary[] };
      // Whether admins must sign in with a second factor (supabase/migrations/*_admin_mfa.sql).
      admin_mfa_required: { Args: Record<string, never>; Returns: boolean };
      // The Analytics tab's reads (issue 8, supabase/migrations/*_analytics.sql): security invoker, admin-only through RLS.
      // days defaults to 30 there; variant and device take null for "all" (gen types would say only string).
      analytics_leads_per_day: { Args: { days?: number }; Returns: LeadsPerDayRow[] };
      analytics_funnel: { Args: { days?: number }; Returns: FunnelRow[] };
      analytics_ab_results: { Args: { days?: number }; Returns: AbResultRow[] };
      analytics_click_points: { Args: { page: string; variant?: string | null; device?: string | null; days?: number }; Returns: ClickPointRow[] };
      analytics_pages: { Args: { days?: number }; Returns: AnalyticsPageRow[] };
      analytics_scroll_depth: { Args: { days?: number }; Returns: ScrollDepthRow[] };
      analytics_web_vitals: { Args: { days?: number }; Returns: WebVitalRow[] };
    };
    Enums: { app_role: 'admin' };
    CompositeTypes: Record<string, never>;
  };
};

export type AdminClient = SupabaseClient<Database>;
