import { setLeadTracking, submitLead } from './submit-lead';

const invoke = vi.fn();
vi.mock('./supabase', () => ({ getSupabase: () => ({ functions: { invoke } }) }));

const onConversion = vi.fn();

beforeEach(() => {
  invoke.mockReset();
  onConversion.mockReset();
  sessionStorage.clear();
  sessionStorage.setItem('campaignAttribution', JSON.stringify({ utm_source: 'google', landing_page: '/?utm_source=google' }));
});

afterEach(() => setLeadTracking(null));

const sentAttribution = () => (invoke.mock.calls[0]?.[1] as { body: { attribution?: Record<string, string> } }).body.attribution;

describe('submitLead and tracking', () => {
  it('adds the A/B variant the visitor saw to the lead’s attribution', async () => {
    setLeadTracking({ abVariant: () => 'B', onConversion });
    invoke.mockResolvedValue({ data: { leadId: 'l1' }, error: null });
    await submitLead('submit-lead', { name: 'Dana' });
    expect(sentAttribution()).toEqual({ utm_source: 'google', landing_page: '/?utm_source=google', ab_variant: 'B' });
  });

  it('sends no ab_variant when no variant was assigned', async () => {
    setLeadTracking({ abVariant: () => null, onConversion });
    invoke.mockResolvedValue({ data: null, error: null });
    await submitLead('send-contact-email', { name: 'Dana' });
    expect(sentAttribution()).not.toHaveProperty('ab_variant');
  });

  it.each([
    ['submit-lead', 'generate_lead'],
    ['send-contact-email', 'generate_lead'],
    ['book-call', 'book_call'],
  ] as const)('reports the conversion after a successful %s (%s)', async (name, conversion) => {
    setLeadTracking({ abVariant: () => 'A', onConversion });
    invoke.mockResolvedValue({ data: null, error: null });
    await expect(submitLead(name, {})).resolves.toMatchObject({ ok: true });
    expect(onConversion.mock.calls).toEqual([[conversion]]);
  });

  it('reports no conversion for the team’s notification or a failed lead, and a throwing tracker never fails a saved lead', async () => {
    setLeadTracking({ abVariant: () => 'A', onConversion });
    invoke.mockResolvedValue({ data: null, error: null });
    await submitLead('notify-new-lead', { leadId: 'l1' });
    invoke.mockResolvedValue({ data: null, error: new Error('down') });
    await expect(submitLead('submit-lead', {})).resolves.toMatchObject({ ok: false });
    expect(onConversion).not.toHaveBeenCalled();

    setLeadTracking({
      abVariant: () => 'A',
      onConversion: () => {
        throw new Error('tracking broke');
      },
    });
    invoke.mockResolvedValue({ data: null, error: null });
    await expect(submitLead('submit-lead', {})).resolves.toMatchObject({ ok: true });
  });
});

describe('submitLead and the rate limits', () => {
  it('reports a 429 as a failure with the server’s words and its Retry-After', async () => {
    const response = new Response(JSON.stringify({ error: 'Too many requests. Please try again in a few minutes.' }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
    });
    invoke.mockResolvedValue({ data: null, error: Object.assign(new Error('Edge Function returned a non-2xx status code'), { context: response }) });
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
