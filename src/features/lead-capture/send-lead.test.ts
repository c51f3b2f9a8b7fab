import { callFunction } from '@/lib/call-function';
import { env } from '@/lib/env';
import { setLeadTracking } from './lead-tracking';
import { submitLead } from './send-lead';

/** The network: each call answers what the test set with `answer` (200 with a JSON body by default). */
const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown = null, headers: Record<string, string> = {}) =>
  fetchMock.mockImplementation(async () => new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }));

const onConversion = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  answer(200);
  vi.stubGlobal('fetch', fetchMock);
  onConversion.mockReset();
  sessionStorage.clear();
  sessionStorage.setItem('campaignAttribution', JSON.stringify({ utm_source: 'google', landing_page: '/?utm_source=google' }));
});

afterEach(() => {
  setLeadTracking(null);
  vi.unstubAllGlobals();
});

const sentAttribution = () => (JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { attribution?: Record<string, string> }).attribution;

describe('submitLead and tracking', () => {
  it('adds the A/B variant the visitor saw to the lead’s attribution', async () => {
    setLeadTracking({ abVariant: () => 'B', onConversion });
    answer(200, { leadId: 'l1' });
    await submitLead('submit-lead', { name: 'Dana' });
    expect(sentAttribution()).toEqual({ utm_source: 'google', landing_page: '/?utm_source=google', ab_variant: 'B' });
  });

  it('sends no ab_variant when no variant was assigned', async () => {
    setLeadTracking({ abVariant: () => null, onConversion });
    answer(200, { success: true });
    await submitLead('send-contact-email', { name: 'Dana' });
    expect(sentAttribution()).not.toHaveProperty('ab_variant');
  });

  it.each([
    ['submit-lead', 'generate_lead'],
    ['send-contact-email', 'generate_lead'],
    ['book-call', 'book_call'],
  ] as const)('reports the conversion after a successful %s (%s)', async (name, conversion) => {
    setLeadTracking({ abVariant: () => 'A', onConversion });
    answer(200, { success: true });
    await expect(submitLead(name, {})).resolves.toMatchObject({ ok: true });
    expect(onConversion.mock.calls).toEqual([[conversion]]);
  });

  it('reports no conversion for the team’s notification or a failed lead, and a throwing tracker never fails a saved lead', async () => {
    setLeadTracking({ abVariant: () => 'A', onConversion });
    answer(200, { success: true });
    await submitLead('notify-new-lead', { leadId: 'l1' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitLead('submit-lead', {})).resolves.toMatchObject({ ok: false });
    expect(onConversion).not.toHaveBeenCalled();

    setLeadTracking({
      abVariant: () => 'A',
      onConversion: () => {
        throw new Error('tracking broke');
      },
    });
    answer(200, { success: true });
    await expect(submitLead('submit-lead', {})).resolves.toMatchObject({ ok: true });
  });
});

describe('submitLead and the rate limits', () => {
  it('reports a 429 as a failure with the server’s words and its Retry-After', async () => {
    answer(429, { error: 'Too many requests. Please try again in a few minutes.' }, { 'Retry-After': '120' });
    await expect(submitLead('send-contact-email', {})).resolves.toEqual({
      ok: false,
      reason: 'failed',
      message: 'Too many requests. Please try again in a few minutes.',
      status: 429,
      retryAfterSeconds: 120,
      data: { error: 'Too many requests. Please try again in a few minutes.' },
    });
  });
});

describe('callFunction', () => {
  it('posts JSON to the project\'s function with the publishable key, as supabase-js would', async () => {
    await submitLead('send-contact-email', { name: 'Dana' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${env.VITE_SUPABASE_URL}/functions/v1/send-contact-email`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      'Content-Type': 'application/json',
      apikey: env.VITE_SUPABASE_PUBLISHABLE_KEY,
      Authorization: `Bearer ${env.VITE_SUPABASE_PUBLISHABLE_KEY}`,
    });
  });

  it('reads a 400 with field issues as invalid input, and another refusal with its status, issues and body', async () => {
    answer(400, { error: 'Validation failed', issues: [{ path: 'email', message: 'Email is required' }] });
    await expect(callFunction('book-call', {})).resolves.toEqual({ ok: false, reason: 'invalid', message: 'Validation failed', issues: [{ path: 'email', message: 'Email is required' }] });
    answer(409, { error: 'Taken', issues: [{ path: 'preferredTime', message: 'Taken' }], booking: { sequence: 2 } });
    await expect(callFunction('manage-booking', {})).resolves.toEqual({
      ok: false,
      reason: 'failed',
      message: 'Taken',
      status: 409,
      issues: [{ path: 'preferredTime', message: 'Taken' }],
      data: { error: 'Taken', issues: [{ path: 'preferredTime', message: 'Taken' }], booking: { sequence: 2 } },
    });
    answer(502);
    await expect(callFunction('manage-booking', {})).resolves.toMatchObject({ ok: false, reason: 'failed', status: 502 });
  });
});
