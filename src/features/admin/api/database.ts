/**
 * The part of the database the dashboard touches, in the shape `supabase gen types` produces, so that
 * every query the admin makes is typed by supabase-js from its select string. Written by hand because
 * the generator needs the Supabase CLI's Docker stack; keep it in step with supabase/migrations.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LeadStatus } from '../pipeline';
import type { AgreementAcceptance, BookingStatus, CallBooking, InboxLead, InboxSummary, Lead, LeadEvent, LeadNote, OutboxMessage } from './types';

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
    };
    Functions: {
      lead_inbox_summary: { Args: { days?: number }; Returns: InboxSummary[] };
    };
    Enums: { app_role: 'admin' };
    CompositeTypes: Record<string, never>;
  };
};

export type AdminClient = SupabaseClient<Database>;
