/**
 * The lead functions refuse bad input with the schema's own messages, per field, as the forms show
 * them; nothing a client can send makes them answer 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from './harness.ts';
import {
  consultationBody,
  contactBody,
  exitIntentBody,
  invoke,
  leadsFor,
  onboardingBody,
  resourceBody,
  smartLeadBody,
  startLeadBackend,
  uniqueEmail,
} from './lead-test-kit.ts';

let backend: TestBackend;

beforeAll(async () => {
  // Every form's refusals from one test client: the rate limits are another test's subject.
  backend = await startLeadBackend({ secrets: { LEAD_RATE_LIMIT_PER_IP: '100000', LEAD_RATE_LIMIT_PER_FUNCTION: '100000', LEAD_RATE_LIMIT_PER_EMAIL: '100000' } });
});
afterAll(() => backend.stop());

const long = (length: number) => 'a'.repeat(length);
const longEmail = (length: number) => `${long(length - '@example.com'.length)}@example.com`;

type Case = [field: string, value: unknown, message: string];

/** send-contact-email, one request per form: each field under the form's own name, with the form's messages. */
const contactCases: Case[] = [
  ['name', '', 'Name is required'],
  ['name', '   ', 'Name is required'],
  ['name', undefined, 'Name is required'],
  ['name', 42, 'Name is required'],
  ['name', long(101), 'Name must be less than 100 characters'],
  ['name', 'R2-D2', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
  ['email', 'not-an-email', 'Please enter a valid email address'],
  ['email', longEmail(101), 'Email must be less than 100 characters'],
  ['phone', '', 'Phone number is required'],
  ['phone', long(21).replace(/a/g, '5'), 'Phone number must be less than 20 characters'],
  ['phone', 'call me', 'Please enter a valid phone number'],
  ['challenge', 'World domination', 'Please choose your biggest challenge'],
  ['clientSubmissionId', 'not-a-uuid', 'Invalid submission id'],
];

const smartLeadCases: Case[] = [
  ['name', '', 'Name is required'],
  ['name', long(101), 'Name must be less than 100 characters'],
  ['company', '', 'Company name is required'],
  ['company', long(101), 'Company name must be less than 100 characters'],
  ['urgency', undefined, 'Please choose how soon you need results'],
  ['budget', '$5,000-15,000/month', 'Please choose one of the budgets'],
  ['challenges', '', 'Please describe your challenges'],
  ['challenges', long(1001), 'Challenges must be less than 1000 characters'],
];

const consultationCases: Case[] = [
  ['name', '', 'Name is required'],
  ['email', longEmail(256), 'Email must be less than 255 characters'],
  ['phone', '', 'Phone number is required'],
  ['company', long(101), 'Company name must be less than 100 characters'],
  ['message', long(1001), 'Message must be less than 1000 characters'],
];

const onboardingCases: Case[] = [
  ['goal', 'world-domination', 'Please choose your main goal'],
  ['company', '', 'Company name is required'],
  ['industry', 'Fitness', 'Please choose your industry'],
  ['email', 'owner@localhost', 'Please enter a valid email address'],
  ['budget', '$1,000 - $5,000/month', 'Please choose your monthly budget'],
  ['timeline', 'Someday', 'Please choose your timeline'],
  ['details', long(801), 'Details must be less than 800 characters'],
];

const resourceCases: Case[] = [
  ['email', 'ann@example', 'Please enter a valid email address'],
  ['email', undefined, 'Please enter a valid email address'],
  ['email', longEmail(256), 'Email must be less than 255 characters'],
  ['name', '  ', 'Please enter your name'],
  ['name', undefined, 'Please enter your name'],
  ['name', long(101), 'Name must be less than 100 characters'],
  ['phone', long(21), 'Phone number must be less than 20 characters'],
  ['company', long(101), 'Company name must be less than 100 characters'],
  ['resource_type', 'A guide we never wrote', 'Please choose a guide'],
];

const exitIntentCases: Case[] = [
  ['email', 'nope', 'Please enter a valid email address'],
  ['email', undefined, 'Email is required'],
  ['email', longEmail(256), 'Email must be less than 255 characters'],
];

const functions = [
  ['send-contact-email (standard form)', 'send-contact-email', contactBody, contactCases],
  ['send-contact-email (smart form)', 'send-contact-email', smartLeadBody, smartLeadCases],
  ['send-contact-email (consultation)', 'send-contact-email', consultationBody, consultationCases],
  ['send-contact-email (onboarding)', 'send-contact-email', onboardingBody, onboardingCases],
  ['submit-resource-download', 'submit-resource-download', resourceBody, resourceCases],
  ['exit-intent-signup', 'exit-intent-signup', exitIntentBody, exitIntentCases],
] as const;

describe.each(functions)('%s', (_label, name, validBody, cases) => {
  it.each(cases)('%s = %j is refused with “%s” and nothing is stored', async (field, value, message) => {
    const email = uniqueEmail('invalid');
    const body = { ...validBody(email), [field]: value };
    const answer = await invoke(backend, name, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'Validation failed' });
    expect((answer.body as { issues: unknown[] }).issues).toContainEqual({ path: field, message });
    expect(await leadsFor(backend, email)).toEqual([]);
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const answer = await invoke(backend, name, '{"email": "ann@example.com",');
    expect(answer).toEqual({ status: 400, body: { error: 'Request body must be JSON', issues: [{ path: '', message: 'Invalid JSON' }] } });
  });

  it('answers 400, not 500, for an array, a string or null instead of an object', async () => {
    for (const body of [[validBody(uniqueEmail('array'))], JSON.stringify('just a string'), JSON.stringify(null)]) {
      const answer = await invoke(backend, name, body);
      expect(answer.status).toBe(400);
      expect((answer.body as { issues: { path: string }[] }).issues[0]?.path).toBe('');
    }
  });

  it('answers 400 for fields of the wrong type in the envelope', async () => {
    const answer = await invoke(backend, name, { ...validBody(uniqueEmail('types')), attribution: 'google', website: 7 });
    expect(answer.status).toBe(400);
    const paths = (answer.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['attribution', 'website']));
  });

  it('answers 413, not 500, for a body far larger than any form', async () => {
    const answer = await invoke(backend, name, { ...validBody(uniqueEmail('huge')), name: long(100_000) });
    expect(answer).toEqual({ status: 413, body: { error: 'Request body is too large', issues: [{ path: '', message: 'Request body is too large' }] } });
  });

  it('refuses other methods than POST', async () => {
    const response = await fetch(`${backend.url}/functions/v1/${name}`, { headers: { apikey: backend.publishableKey, Authorization: `Bearer ${backend.publishableKey}` } });
    expect(response.status).toBe(405);
  });

  it('answers the browser’s CORS preflight', async () => {
    const response = await fetch(`${backend.url}/functions/v1/${name}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('send-contact-email sources', () => {
  it('refuses a source the site does not send', async () => {
    const answer = await invoke(backend, 'send-contact-email', contactBody(uniqueEmail('source'), { source: 'admin' }));
    expect(answer.status).toBe(400);
    expect((answer.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(['source']);
  });

  it('refuses a body without a source: each form says which it is', async () => {
    const email = uniqueEmail('nosource');
    const answer = await invoke(backend, 'send-contact-email', contactBody(email, { source: undefined }));
    expect(answer.status).toBe(400);
    expect((answer.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(['source']);
    expect(await leadsFor(backend, email)).toEqual([]);
  });
});

describe('submit-resource-download checks the e-mail first, as the form does (docs/product.md#validation-messages)', () => {
  it('refuses a bad e-mail with an empty name with the e-mail message alone, and stores nothing', async () => {
    const email = uniqueEmail('order');
    const answer = await invoke(backend, 'submit-resource-download', { ...resourceBody(email), email: `${email}@`, name: '' });
    expect(answer).toEqual({
      status: 400,
      body: { error: 'Validation failed', issues: [{ path: 'email', message: 'Please enter a valid email address' }] },
    });
    expect(await leadsFor(backend, email)).toEqual([]);
  });

  it('refuses the empty name once the e-mail is valid', async () => {
    const email = uniqueEmail('order');
    const answer = await invoke(backend, 'submit-resource-download', { ...resourceBody(email), name: '   ' });
    expect(answer).toEqual({ status: 400, body: { error: 'Validation failed', issues: [{ path: 'name', message: 'Please enter your name' }] } });
    expect(await leadsFor(backend, email)).toEqual([]);
  });
});
