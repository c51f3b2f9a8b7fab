import {
  MAX_CLICKS_PER_BATCH,
  MAX_DOCUMENT_PIXELS as SHARED_MAX_DOCUMENT_PIXELS,
  MAX_PIXELS as SHARED_MAX_PIXELS,
  MAX_SCROLL_SAMPLES_PER_BATCH,
  heatmapClicksSchema,
  heatmapScrollSchema,
} from '@shared/tracking-schemas.ts';
import {
  CLICK_BATCH_SIZE,
  HEATMAP_CLICKS_URL,
  HEATMAP_SCROLL_URL,
  MAX_DOCUMENT_PIXELS,
  MAX_PIXELS,
  SCROLL_BATCH_SIZE,
  clickRecordFrom,
  elementName,
  scrollRecordFrom,
  startHeatmap,
  type HeatmapWindow,
} from './heatmap';
import { type ConsentClaim } from './consent';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const CONSENT: ConsentClaim = { analytics: true, version: '2026-11-21' };

function fakeWindow(): HeatmapWindow & { scrollTo: (y: number) => void; click: (x: number, y: number, target: EventTarget | null) => void } {
  const windowTarget = new EventTarget();
  const documentTarget = new EventTarget();
  const fake = {
    innerWidth: 1280,
    innerHeight: 800,
    scrollY: 0,
    addEventListener: windowTarget.addEventListener.bind(windowTarget),
    removeEventListener: windowTarget.removeEventListener.bind(windowTarget),
    document: {
      addEventListener: documentTarget.addEventListener.bind(documentTarget),
      removeEventListener: documentTarget.removeEventListener.bind(documentTarget),
      documentElement: { scrollHeight: 4000 },
    },
    scrollTo(y: number) {
      fake.scrollY = y;
      windowTarget.dispatchEvent(new Event('scroll'));
    },
    click(x: number, y: number, target: EventTarget | null) {
      const event = new Event('click');
      Object.defineProperties(event, { pageX: { value: x }, pageY: { value: y }, target: { value: target } });
      documentTarget.dispatchEvent(event);
    },
  };
  return fake as unknown as ReturnType<typeof fakeWindow>;
}

function setup(consent: () => ConsentClaim | null = () => CONSENT) {
  vi.useFakeTimers({ now: NOW });
  const win = fakeWindow();
  const send = vi.fn<(url: string, body: string) => void>();
  const stop = startHeatmap({ page: '/services', consent, sessionId: () => 'session-1234', abVariant: () => 'B', send, win, now: () => new Date() });
  const sent = (url: string) => send.mock.calls.filter(([to]) => to === url).map(([, body]) => JSON.parse(body) as Record<string, unknown>);
  return { win, send, stop, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('record builders', () => {
  it('names the element by its lower-case tag only', () => {
    const button = document.createElement('button');
    button.textContent = 'Secret text';
    button.setAttribute('aria-label', 'private');
    expect(elementName(button)).toBe('button');
    expect(elementName(document.createElementNS('http://www.w3.org/2000/svg', 'path'))).toBe('path');
    expect(elementName(document.createElement('my-widget'))).toBe('my-widget');
    expect(elementName(document.createElement(`x-${'a'.repeat(40)}`))).toBe('unknown');
    expect(elementName(document.createTextNode('typed text'))).toBe('unknown');
    expect(elementName(null)).toBe('unknown');
  });

  it('records page coordinates, the tag and the time, and nothing else', () => {
    const input = document.createElement('input');
    input.value = 'ada@example.com';
    const record = clickRecordFrom({ pageX: 100.4, pageY: 2500.6, target: input }, NOW);
    expect(record).toEqual({ x: 100, y: 2501, element: 'input', timestamp: NOW.toISOString() });
    expect(JSON.stringify(record)).not.toContain('ada@');
  });

  it('leaves out clicks the server could not store', () => {
    expect(clickRecordFrom({ pageX: -5, pageY: 10, target: null }, NOW)).toBeNull();
    expect(clickRecordFrom({ pageX: MAX_PIXELS + 1, pageY: 10, target: null }, NOW)).toBeNull();
    expect(clickRecordFrom({ pageX: 5, pageY: MAX_DOCUMENT_PIXELS + 1, target: null }, NOW)).toBeNull();
    expect(clickRecordFrom({ pageX: Number.NaN, pageY: 10, target: null }, NOW)).toBeNull();
  });

  it('keeps a click far down a long page (the phone home page is over 30,000 px tall)', () => {
    expect(clickRecordFrom({ pageX: 5, pageY: 31_000, target: null }, NOW)?.y).toBe(31_000);
  });

  it('treats overscroll above the top as the top', () => {
    expect(scrollRecordFrom(-40, 800, NOW)).toEqual({ scrollY: 0, timestamp: NOW.toISOString(), viewportHeight: 800 });
  });

  it('uses the batch sizes and limits of the shared schemas', () => {
    expect(CLICK_BATCH_SIZE).toBe(MAX_CLICKS_PER_BATCH);
    expect(SCROLL_BATCH_SIZE).toBe(MAX_SCROLL_SAMPLES_PER_BATCH);
    expect(MAX_PIXELS).toBe(SHARED_MAX_PIXELS);
    expect(MAX_DOCUMENT_PIXELS).toBe(SHARED_MAX_DOCUMENT_PIXELS);
  });
});

describe('startHeatmap', () => {
  it('sends 10 clicks as one batch the server schema accepts', () => {
    const { win, sent } = setup();
    const link = document.createElement('a');
    for (let i = 0; i < 10; i += 1) win.click(10 * i, 20 * i, link);
    const batches = sent(HEATMAP_CLICKS_URL);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ page: '/services', viewportWidth: 1280, viewportHeight: 800, abVariant: 'B', sessionId: 'session-1234', consent: CONSENT });
    expect(batches[0]?.clicks).toHaveLength(10);
    expect(heatmapClicksSchema.safeParse(batches[0]).success).toBe(true);
  });

  it('samples scrolling at most every 500 ms, keeps the resting position, and sends 20 samples per batch', () => {
    const { win, sent, stop } = setup();
    win.scrollTo(100); // leading sample
    win.scrollTo(150); // within 500 ms: becomes the trailing sample
    win.scrollTo(200);
    vi.advanceTimersByTime(500);
    for (let i = 0; i < 18; i += 1) {
      win.scrollTo(300 + i);
      vi.advanceTimersByTime(500);
    }
    const batches = sent(HEATMAP_SCROLL_URL);
    expect(batches).toHaveLength(1);
    const samples = batches[0]?.scroll as { scrollY: number }[];
    expect(samples).toHaveLength(20);
    expect(samples.slice(0, 2).map((sample) => sample.scrollY)).toEqual([100, 200]);
    expect(batches[0]).toMatchObject({ page: '/services', documentHeight: 4000, sessionId: 'session-1234' });
    expect(heatmapScrollSchema.safeParse(batches[0]).success).toBe(true);
    stop();
  });

  it('on stop sends the remaining clicks and samples and stops listening', () => {
    const { win, sent, stop } = setup();
    win.click(1, 2, null);
    win.scrollTo(50);
    win.scrollTo(60); // pending trailing sample, taken at stop
    stop();
    expect(sent(HEATMAP_CLICKS_URL)[0]?.clicks).toEqual([{ x: 1, y: 2, element: 'unknown', timestamp: NOW.toISOString() }]);
    expect((sent(HEATMAP_SCROLL_URL)[0]?.scroll as { scrollY: number }[]).map((sample) => sample.scrollY)).toEqual([50, 60]);
    win.click(3, 4, null);
    stop();
    expect(sent(HEATMAP_CLICKS_URL)).toHaveLength(1);
  });

  it('records and sends nothing without consent', () => {
    const { win, send, stop } = setup(() => null);
    for (let i = 0; i < 12; i += 1) win.click(i, i, null);
    win.scrollTo(100);
    vi.advanceTimersByTime(1000);
    stop();
    expect(send).not.toHaveBeenCalled();
  });
});
