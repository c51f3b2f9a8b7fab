/**
 * What the lead-function tests share: a backend with the functions' e-mail secrets, calling a function
 * the way the site does (supabase-js functions.invoke), and reading back leads, outbox rows and mail.
 */
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { LeadRow, OutboxRow } from '../../src/features/admin/api/types.ts';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import type { EnvReader } from '../../supabase/functions/_shared/infra/env.ts';
import type { Handler } from '../../supabase/functions/_shared/infra/http.ts';
import { identitySender } from '../../supabase/functions/_shared/rules/content/site-identity.ts';
import type { MailboxMessage } from '../../supabase/local/mailbox/store.ts';
import { functionFactories } from '../../supabase/local/functions.ts';
import { startTestBackend, TEST_CLIENT_ADDRESS_HEADER, type TestBackend } from './harness.ts';
import type { FormSubmission } from './lead-bodies.ts';

export {
  agreementBody,
  bookingBody,
  consultationBody,
  contactBody,
  contactLeadBody,
  exitIntentBody,
  onboardingBody,
  ownerQuizBody,
  quizBody,
  resourceBody,
  smartLeadBody,
  uncheckedVisitorEmailForms,
  visitorEmailForms,
  type FormSubmission,
} from './lead-bodies.ts';

export const TEAM_ADDRESS = 'team@example.com';
/** The functions' sender: the agency's name and address, as the local backend gives it. */
export const EMAIL_FROM = identitySender();
export const SITE_URL = 'https://www.example.com';

/**
 * A backend whose functions have the production secrets for mail, plus `secrets`. Its stop() first
 * waits for the e-mails the functions are still dispatching.
 */
export async function startLeadBackend({
  secrets = {},
  functions = {},
}: { secrets?: Record<string, string>; functions?: Record<string, (env: EnvReader) => Handler> } = {}): Promise<TestBackend> {
  const all: Record<string, string> = {
    TEAM_NOTIFICATION_EMAIL: TEAM_ADDRESS,
    EMAIL_FROM,
    SITE_URL,
    ...secrets,
  };
  const backend = await startTestBackend({ functions: { ...functionFactories, ...functions }, functionSecrets: (name) => all[name] });
  return {
    ...backend,
    stop: async () => {
      await settleBackgroundTasks();
      await backend.stop();
    },
  };
}

export interface Answer {
  status: number;
  body: unknown;
}

/** Calls a function as the site does; an error answer comes back with its status and JSON body. */
export async function invoke(backend: TestBackend, name: string, body: unknown): Promise<Answer> {
  const { data, error } = await backend.anonClient().functions.invoke(name, { body: body as Record<string, unknown> });
  if (!error) return { status: 200, body: data };
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: await response.json() };
  }
  throw error;
}

export interface RawAnswer extends Answer {
  headers: Headers;
}

/**
 * POSTs to a function with the anon key as the site does, from a visitor whose address is `ip` (as the
 * platform's edge sees it), with any `headers` the visitor adds (a forged X-Forwarded-For, say), and
 * keeps the answer's headers (Retry-After).
 */
export async function postFrom(backend: TestBackend, ip: string, name: string, body: unknown, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const response = await fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: backend.publishableKey,
      Authorization: `Bearer ${backend.publishableKey}`,
      'Content-Type': 'application/json',
      ...headers,
      [TEST_CLIENT_ADDRESS_HEADER]: ip,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/**
 * Waits, when the clock is within `marginMs` of the next edge of a fixed window of `windowMs` (the rate
 * limits count in windows fixed on the clock, from the epoch), until that edge has passed. Requests
 * counted against a limit with the real clock across an edge would see the count start again: 3 of 40
 * forged requests got through in one such run. `marginMs` must cover the requests that share a count.
 */
export async function clearOfWindowEdge(windowMs: number, marginMs = 5_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * Each address in turn through the next of `forms` (round the list), each from a new client address, as an
 * attacker spreading one mailbox's spellings over the forms would: the answers' statuses.
 */
export async function postEachThroughForms(backend: TestBackend, forms: readonly FormSubmission[], addresses: readonly string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const [index, address] of addresses.entries()) {
    const form = forms[index % forms.length];
    if (!form) throw new Error('postEachThroughForms needs at least one form');
    statuses.push((await postFrom(backend, uniqueIp(), form.name, await form.body(address))).status);
  }
  return statuses;
}

let lastAddress = 0;
/** A client address no other request in this run has used (TEST-NET-3 and onwards). */
export function uniqueIp(): string {
  lastAddress += 1;
  return `203.0.${113 + Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** `count` spellings of one new mailbox by plus address: `<label>-…+0@example.com`, `+1`, and so on. */
export function plusSpellings(label: string, count: number): string[] {
  const [local, domain] = uniqueEmail(label).split('@');
  return Array.from({ length: count }, (_, index) => `${local}+${index}@${domain}`);
}

/** Six spellings of one new Gmail inbox: five with a dot in another place, and one at googlemail.com. */
export function gmailSpellings(label: string): string[] {
  const name = `${label}${randomUUID().slice(0, 8)}`;
  const dotted = Array.from({ length: 5 }, (_, index) => `${name.slice(0, index + 1)}.${name.slice(index + 1)}@gmail.com`);
  return [...dotted, `${name}@googlemail.com`];
}

/** Every lead stored for `email`, oldest first, typed as the dashboard reads a lead (its jsonb columns as objects). */
export async function leadsFor(backend: TestBackend, email: string): Promise<LeadRow[]> {
  const { data, error } = await backend.serviceClient().from('leads').select('*').eq('email', email.toLowerCase()).order('created_at');
  if (error) throw error;
  return data as LeadRow[];
}

export async function outboxFor(backend: TestBackend, leadId: string): Promise<OutboxRow[]> {
  const { data, error } = await backend.serviceClient().from('email_outbox').select('*').eq('lead_id', leadId).order('kind');
  if (error) throw error;
  return data as OutboxRow[];
}

/** Every message the local mailbox received, newest first. */
async function mailbox(backend: TestBackend): Promise<MailboxMessage[]> {
  const response = await fetch(`${backend.url}/mailbox/messages`);
  const body = (await response.json()) as { messages: MailboxMessage[] };
  return body.messages;
}

export async function mailTo(backend: TestBackend, address: string): Promise<MailboxMessage[]> {
  return (await mailbox(backend)).filter((message) => message.to.includes(address.toLowerCase()));
}

/** The team's notifications about the visitor `email` (the notification lists the visitor's address). */
export async function teamMailAbout(backend: TestBackend, email: string): Promise<MailboxMessage[]> {
  return (await mailTo(backend, TEAM_ADDRESS)).filter((message) => message.text.includes(email.toLowerCase()));
}
