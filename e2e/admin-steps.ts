/**
 * Staff for the admin journeys and the leads they work. Each test signs in as a staff member of its
 * own, so a Log out in one test (which ends that user's sessions) cannot end another's.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { Page, TestInfo } from '@playwright/test';
import { ensureAdmin } from '../supabase/local/admin-account.ts';
import { newLocalHumanCheckToken } from '../supabase/functions/_shared/rules/submission.ts';
import { DEVELOPMENT_API_KEYS } from '../supabase/local/keys.ts';
import { BACKEND_URL } from './backend.ts';
import { expect } from './fixtures.ts';

/** The keys of the backend playwright.config.ts starts (on the development secret). */
const keys = DEVELOPMENT_API_KEYS;
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const serviceClient = () => createClient(BACKEND_URL, keys.secretKey, clientOptions);

export interface Staff {
  email: string;
  password: string;
}

function staffAddress(testInfo: TestInfo, label: string): string {
  return `${label}-${testInfo.project.name}-${testInfo.workerIndex}-${randomUUID().slice(0, 6)}@agency.example`;
}

export async function newAdmin(testInfo: TestInfo): Promise<Staff> {
  const staff = { email: staffAddress(testInfo, 'admin'), password: `pw-${randomUUID()}` };
  await ensureAdmin(serviceClient(), staff.email, staff.password);
  return staff;
}

/** A user who can sign in but holds no admin role row. */
export async function newNonAdmin(testInfo: TestInfo): Promise<Staff> {
  const staff = { email: staffAddress(testInfo, 'staff'), password: `pw-${randomUUID()}` };
  const { error } = await serviceClient().auth.admin.createUser({ email: staff.email, password: staff.password, email_confirm: true });
  if (error) throw error;
  return staff;
}

export async function signIn(page: Page, staff: Staff): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

export async function signInAsAdmin(page: Page, staff: Staff): Promise<void> {
  await signIn(page, staff);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Growth Engine Dashboard' })).toBeVisible();
}

async function post(name: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${BACKEND_URL}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: keys.publishableKey, Authorization: `Bearer ${keys.publishableKey}` },
    body: JSON.stringify({ clientSubmissionId: randomUUID(), ...body }),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
}

/** A spreadsheet formula a visitor might type into a form, to prove the export defuses it. */
export const FORMULA_COMPANY = '=HYPERLINK("http://evil.example","Open")';

/**
 * One lead from each kind of form, through the same functions the site calls, all carrying `marker`
 * in their e-mail so a search finds exactly them. Returns the e-mail of each, by source.
 */
export async function captureLeadsFromEverySource(marker: string): Promise<Record<string, string>> {
  const email = (source: string) => `${marker}-${source}@example.com`;
  await post('send-contact-email', {
    source: 'contact', name: 'Cora Contact', email: email('contact'), phone: '(310) 555-0100', challenge: 'Not enough leads',
    humanCheckToken: newLocalHumanCheckToken(),
  });
  await post('send-contact-email', {
    source: 'consultation', name: 'Cal Consult', email: email('consultation'), phone: '(310) 555-0101', company: FORMULA_COMPANY,
    message: 'We need more qualified leads from search.', service: 'Pay-Per-Results SEO',
  });
  await post('submit-resource-download', {
    email: email('resource-download'), name: 'Gina Guide', phone: '', company: 'Guide Goods', resource_type: 'The Local Business Lead Generation Playbook',
  });
  await post('exit-intent-signup', { email: email('exit-intent') });
  await post('submit-lead', {
    name: 'Olive Owner', email: email('quiz-owner'), user_type: 'owner', industry: 'Hybrid', status: 'New', 'business-website': '',
    quiz_answers: { businessType: 'Hybrid', improvement: 'online-reviews', currentMethod: 'word-of-mouth', win: 'foot-traffic' },
  });
  await post('submit-lead', {
    name: 'Ari Aspirer', email: email('quiz-aspirer'), user_type: 'aspirer', status: 'New', 'business-website': '',
    quiz_answers: { stage: 'validating', concept: 'A mobile dog-grooming van', customer: 'Busy pet owners', fear: 'no-customers' },
  });
  return {
    contact: email('contact'),
    consultation: email('consultation'),
    'resource-download': email('resource-download'),
    'exit-intent': email('exit-intent'),
    'quiz-owner': email('quiz-owner'),
    'quiz-aspirer': email('quiz-aspirer'),
  };
}

/**
 * One lead from each of the smart form, the consultation form and the onboarding wizard, as their forms
 * send them, with `marker` in each e-mail. Returns the e-mail of each, by source.
 */
export async function captureContactStyleLeads(marker: string): Promise<Record<'smart-lead' | 'consultation' | 'onboarding', string>> {
  const email = (source: string) => `${marker}-${source}@example.com`;
  await post('send-contact-email', {
    source: 'smart-lead', name: 'Sam Smart', email: email('smart-lead'), company: 'Smart Dental', urgency: 'immediate', budget: '5000-15000',
    leadSource: 'Referral', primaryGoal: 'revenue', challenges: 'Our phones are quiet on weekends.\nWe lose patients to the chain down the street.',
    humanCheckToken: newLocalHumanCheckToken(),
  });
  await post('send-contact-email', {
    source: 'consultation', name: 'Cal Consult', email: email('consultation'), phone: '(310) 555-0101',
    message: 'Help with local SEO please.', service: 'Pay-Per-Results SEO',
  });
  await post('send-contact-email', {
    source: 'onboarding', goal: 'ai-calls', company: 'Onboard Clinic', industry: 'Healthcare', email: email('onboarding'),
    budget: '25000+', timeline: '1-3 months', details: 'We miss calls after 5 pm.',
  });
  return { 'smart-lead': email('smart-lead'), consultation: email('consultation'), onboarding: email('onboarding') };
}

/** A call booked for `email` that started `hoursAgo` hours ago, in a slot of its own (stored as book_call would, by the service role). */
export async function pastBooking(email: string, hoursAgo: number): Promise<string> {
  // Whole minutes apart per call, so no two journeys' past calls share a slot; within about two weeks,
  // so the call stays inside the Bookings tab's 30-day show-up rate.
  const slotStart = new Date(Math.floor(Date.now() / 60_000) * 60_000 - hoursAgo * 3_600_000 - Math.floor(Math.random() * 20_000) * 60_000);
  return bookingAt(email, slotStart);
}

/** A call booked for `email` at `slotStart`, stored as book_call would (by the service role). */
export async function bookingAt(email: string, slotStart: Date): Promise<string> {
  const { data, error } = await serviceClient()
    .from('call_bookings')
    .insert({ email, phone: '(555) 010-4000', slot_start: slotStart.toISOString() })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}
