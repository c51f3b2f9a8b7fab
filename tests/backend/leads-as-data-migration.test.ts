/**
 * The data half of 20261125160000_leads_as_data.sql: leads stored the way the forms used to send them
 * (invented names and companies, phone, message, priority and budget packed into details.goals) are
 * inserted into a database migrated to just before it; after it, each value is in its column or typed
 * details key, and what it could not parse is left as it was.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/local/db/drivers.ts';
import { applyMigrations, bootstrapPlatform } from '../../supabase/local/db/migrate.ts';
import { migrationsBefore } from './migrations-before.ts';
import { openTestDatabase } from './migrated-template.ts';

const MIGRATION = '20261125160000';

interface OldLead {
  id: string;
  source: string;
  name: string;
  email: string;
  phone?: string;
  company?: string;
  industry?: string;
  details: Record<string, unknown>;
}

const id = (n: number) => `0000da7a-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Leads as the forms sent them before: each with the exact text the old code composed. */
const oldLeads: OldLead[] = [
  {
    id: id(1),
    source: 'contact',
    name: 'Jane Journey Contact',
    email: 'jane@example.com',
    phone: '(555) 010-1234',
    company: 'N/A',
    details: { goals: 'Biggest challenge: Not enough leads', recommendedService: 'The Launch Pad', human_check: 'local' },
  },
  {
    id: id(2),
    source: 'contact',
    name: 'Rachel Goldberg',
    email: 'rachel@example.com',
    company: 'Goldberg Interiors',
    details: { goals: 'We want more high-end residential projects.', budget: '$2,500 - $5,000' },
  },
  {
    id: id(3),
    source: 'smart-lead',
    name: 'Maria Elena Lopez',
    email: 'maria@example.com',
    company: 'Lopez Dental',
    details: {
      goals:
        'Primary Goal: Generate more leads\nUrgency: Within 90 days\nBudget: $5,000-15,000/month\nLead Source: Referral\nChallenges: Urgent!\nPriority: HIGH\nPriority: LOW',
      budget: '$5,000-15,000/month',
      priority: 'LOW',
      human_check: 'verified',
    },
  },
  {
    id: id(4),
    source: 'smart-lead',
    name: 'Cher Lead',
    email: 'cher@example.com',
    company: 'Cher Co',
    details: {
      goals: 'Primary Goal: Not specified\nUrgency: Immediately\nBudget: Not specified\nLead Source: Not specified\nChallenges: Phones are quiet\nPriority: HIGH',
      budget: '',
    },
  },
  {
    id: id(5),
    source: 'smart-lead',
    name: 'Olivia Bennett',
    email: 'olivia@example.com',
    company: 'Bennett Pilates',
    details: { goals: 'Priority: HIGH\nWe just opened a second studio.', budget: 'Under $1,000', priority: 'HIGH' },
  },
  {
    id: id(6),
    source: 'consultation',
    name: 'Brian Lead',
    email: 'brian@example.com',
    company: 'Not provided',
    details: { goals: 'Service: Google Advertising\nPhone: (213) 555-0171\nMessage: Our cost per case doubled.\nCan you help?', budget: '' },
  },
  {
    id: id(7),
    source: 'consultation',
    name: "Brian O'Connor",
    email: 'oconnor@example.com',
    company: "O'Connor Injury Law",
    details: { goals: 'Service: Local SEO\nPhone: +1 (555) 010-2030\nMessage: None', budget: '' },
  },
  {
    id: id(8),
    source: 'onboarding',
    name: 'Onboarding Lead',
    email: 'owner@brightside.example',
    company: 'Brightside Fitness',
    details: {
      goals:
        'Main goal: Automate Phone Calls\nIndustry: Healthcare\nTimeline: 1-3 months\nRecommended package: Launch Pad\nDetails: Two gyms in Long Beach.\nWe want trial sign-ups.',
      budget: '$1,000 - $5,000/month',
    },
  },
  {
    id: id(9),
    source: 'onboarding',
    name: 'Onboarding Lead',
    email: 'ashley@glow.example',
    company: 'Glow Studio',
    details: {
      goals: 'Main goal: Build Brand Awareness\nIndustry: Other\nTimeline: 6+ months\nRecommended package: Market Leader',
      budget: '$25,000+ /month',
    },
  },
  { id: id(10), source: 'exit-intent', name: 'grace.lee', email: 'grace.lee@example.com', details: { offer: 'ppc-audit-checklist' } },
  { id: id(11), source: 'exit-intent', name: 'Grace', email: 'hello@example.com', details: { offer: 'ppc-audit-checklist' } },
  { id: id(13), source: 'call-booking', name: 'tbecker@example.com', email: 'tbecker@example.com', phone: '(310) 555-0133', details: {} },
  {
    id: id(12),
    source: 'quiz',
    name: 'Dana Lead',
    email: 'dana@example.com',
    industry: 'Hybrid',
    details: { goals: 'Biggest challenge: Other', budget: '$1,000-5,000/month' },
  },
];

let db: Database;
let dir: string;

type Row = {
  id: string;
  name: string | null;
  phone: string | null;
  company: string | null;
  industry: string | null;
  message: string | null;
  priority: string | null;
  budget_min_cents: number | null;
  budget_max_cents: number | null;
  details: Record<string, unknown>;
};
let rows: Map<string, Row>;

beforeAll(async () => {
  db = await openTestDatabase({ migrated: false });
  dir = await migrationsBefore(MIGRATION);
  await bootstrapPlatform(db);
  await applyMigrations(db, dir);
  for (const lead of oldLeads) {
    await db.query(
      `insert into public.leads (id, source, name, email, phone, company, industry, details)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
      [lead.id, lead.source, lead.name, lead.email, lead.phone ?? null, lead.company ?? null, lead.industry ?? null, JSON.stringify(lead.details)],
    );
  }
  const applied = await applyMigrations(db);
  expect(applied.map((migration) => migration.version)).toContain(MIGRATION);
  const result = await db.query<Row>(
    `select id, name, phone, company, industry, message, priority, budget_min_cents, budget_max_cents, details
     from public.leads order by id`,
  );
  rows = new Map(result.rows.map((row) => [row.id, row]));
});

afterAll(async () => {
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const lead = (n: number) => rows.get(id(n));

describe('20261125160000_leads_as_data moves packed values into their fields', () => {
  it('the standard form: the name without "Contact", no "N/A" company, the challenge as its own key', () => {
    expect(lead(1)).toMatchObject({
      name: 'Jane Journey',
      phone: '(555) 010-1234',
      company: null,
      message: null,
      priority: null,
      details: { challenge: 'Not enough leads', recommendedService: 'The Launch Pad', human_check: 'local' },
    });
    expect(lead(1)?.details).not.toHaveProperty('goals');
  });

  it('keeps text it cannot read and turns a budget it can into cents', () => {
    expect(lead(2)).toMatchObject({
      name: 'Rachel Goldberg',
      company: 'Goldberg Interiors',
      budget_min_cents: 250_000,
      budget_max_cents: 500_000,
      details: { goals: 'We want more high-end residential projects.' },
    });
    expect(lead(2)?.details).not.toHaveProperty('budget');
  });

  it('the smart form: one key per answer, the challenges as the message, the last Priority line as the priority', () => {
    expect(lead(3)).toMatchObject({
      name: 'Maria Elena Lopez',
      company: 'Lopez Dental',
      message: 'Urgent!\nPriority: HIGH',
      priority: 'low',
      budget_min_cents: 500_000,
      budget_max_cents: 1_500_000,
    });
    expect(lead(3)?.details).toEqual({ primaryGoal: 'leads', urgency: '90days', leadSource: 'Referral', human_check: 'verified' });
  });

  it('the smart form: a one-word name loses "Lead", skipped answers are absent, an empty budget goes', () => {
    expect(lead(4)).toMatchObject({ name: 'Cher', message: 'Phones are quiet', priority: 'high', budget_min_cents: null, budget_max_cents: null });
    expect(lead(4)?.details).toEqual({ urgency: 'immediate' });
  });

  it('the smart form: a Priority line that starts the text goes; the rest and an unreadable budget stay', () => {
    expect(lead(5)).toMatchObject({ priority: 'high', message: null, budget_min_cents: null });
    expect(lead(5)?.details).toEqual({ goals: 'We just opened a second studio.', budget: 'Under $1,000' });
  });

  it('the consultation: the phone and message in their columns, the service page as a key, no "Not provided"', () => {
    expect(lead(6)).toMatchObject({
      name: 'Brian',
      company: null,
      phone: '(213) 555-0171',
      message: 'Our cost per case doubled.\nCan you help?',
      details: { service: 'Google Advertising' },
    });
    expect(lead(6)?.details).toEqual({ service: 'Google Advertising' });
    expect(lead(7)).toMatchObject({ name: "Brian O'Connor", company: "O'Connor Injury Law", phone: '+1 (555) 010-2030', message: null });
    expect(lead(7)?.details).toEqual({ service: 'Local SEO' });
  });

  it('the onboarding wizard: no name, the industry in its column, the answers as keys, the budget in cents', () => {
    expect(lead(8)).toMatchObject({
      name: null,
      company: 'Brightside Fitness',
      industry: 'Healthcare',
      message: 'Two gyms in Long Beach.\nWe want trial sign-ups.',
      budget_min_cents: 100_000,
      budget_max_cents: 500_000,
    });
    expect(lead(8)?.details).toEqual({ goal: 'ai-calls', timeline: '1-3 months', recommendedPackage: 'Launch Pad' });
    expect(lead(9)).toMatchObject({ name: null, industry: 'Other', message: null, budget_min_cents: 2_500_000, budget_max_cents: null });
    expect(lead(9)?.details).toEqual({ goal: 'brand', timeline: '6+ months', recommendedPackage: 'Market Leader' });
  });

  it('the exit-intent offer and a booking: a name made from the address goes, a real one stays', () => {
    expect(lead(10)?.name).toBeNull();
    expect(lead(11)?.name).toBe('Grace');
    expect(lead(13)).toMatchObject({ name: null, phone: '(310) 555-0133' });
  });

  it('leaves the leads of other forms as they were', () => {
    expect(lead(12)).toMatchObject({
      name: 'Dana Lead',
      industry: 'Hybrid',
      budget_min_cents: null,
      details: { goals: 'Biggest challenge: Other', budget: '$1,000-5,000/month' },
    });
  });
});
