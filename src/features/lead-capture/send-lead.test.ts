import { setLeadTracking } from './lead-tracking';
import { submitLead } from './send-lead';

/** The network: each call answers what the test set with `answer` (200 with a lead function's answer by default). */
const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown = null, headers: Record<string, string> = {}) =>
  fetchMock.mockImplementation(async () => new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }));

const onConversion = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  answer(200, { success: true });
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
    answer(200, { success: true, leadId: 'l1' });
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
    });
  });
});
