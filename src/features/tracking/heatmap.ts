/**
 * Click and scroll heatmaps (docs/product.md#heatmaps). Privacy by construction: a click record holds the
 * page position and the target's tag name only; never text, values, attributes or selectors, so
 * nothing a visitor types or reads can leak into the heatmap.
 */
import type { ClickRecord, HeatmapClicksBeacon, HeatmapScrollBeacon, ScrollRecord } from '@shared/tracking-schemas.ts';
import { type AbVariant } from './ab-test';
import { browserLifecycle, createBeaconQueue, type PageLifecycle, type SendBeacon } from './beacon-queue';
import { type ConsentClaim } from './consent';

export type { ClickRecord, ScrollRecord };

/** Mirrors MAX_CLICKS_PER_BATCH and friends in @shared/tracking-schemas.ts (a test keeps them equal); not imported so zod stays out of the page bundle. */
export const CLICK_BATCH_SIZE = 10;
export const SCROLL_BATCH_SIZE = 20;
export const MAX_PIXELS = 20_000;
export const MAX_DOCUMENT_PIXELS = 1_000_000;
/** At most one scroll sample per this many ms: enough to draw depth, far below the scroll event rate. */
export const SCROLL_SAMPLE_INTERVAL_MS = 500;

export const HEATMAP_CLICKS_URL = '/api/heatmap-clicks';
export const HEATMAP_SCROLL_URL = '/api/heatmap-scroll';

const TAG_NAME = /^[a-z][a-z0-9-]*$/;

/** The target's lower-case tag name, or 'unknown' (text nodes, the window, very long custom tags). */
export function elementName(target: EventTarget | null): string {
  const tag = target && 'tagName' in target && typeof target.tagName === 'string' ? target.tagName.toLowerCase() : '';
  return tag.length <= 32 && TAG_NAME.test(tag) ? tag : 'unknown';
}

function pixelsOrNull(value: number, max: number): number | null {
  if (!Number.isFinite(value)) return null;
  const rounded = Math.round(value);
  return rounded >= 0 && rounded <= max ? rounded : null;
}

/** A click's record: page coordinates (scroll included), tag name and time; null when off the recordable area. */
export function clickRecordFrom(event: Pick<MouseEvent, 'pageX' | 'pageY' | 'target'>, now: Date): ClickRecord | null {
  const x = pixelsOrNull(event.pageX, MAX_PIXELS);
  const y = pixelsOrNull(event.pageY, MAX_DOCUMENT_PIXELS);
  if (x === null || y === null) return null; // The server would refuse the whole batch for one such record.
  return { x, y, element: elementName(event.target), timestamp: now.toISOString() };
}

/** A scroll sample; iOS overscroll (negative scrollY) counts as the top. */
export function scrollRecordFrom(scrollY: number, viewportHeight: number, now: Date): ScrollRecord | null {
  const y = pixelsOrNull(Math.max(0, scrollY), MAX_DOCUMENT_PIXELS);
  const height = pixelsOrNull(viewportHeight, MAX_PIXELS);
  if (y === null || height === null) return null;
  return { scrollY: y, timestamp: now.toISOString(), viewportHeight: height };
}

/** The window the heatmap reads: a real window, or a small fake in tests. */
export type HeatmapWindow = Pick<Window, 'innerWidth' | 'innerHeight' | 'scrollY' | 'addEventListener' | 'removeEventListener'> & {
  document: Pick<Document, 'addEventListener' | 'removeEventListener'> & { documentElement: Pick<HTMLElement, 'scrollHeight'> };
};

export interface HeatmapOptions {
  /** The route path being recorded (e.g. /services). Restart the heatmap on each route change. */
  page: string;
  /** The consent proof, or null when analytics is not allowed: then nothing is recorded or sent. */
  consent: () => ConsentClaim | null;
  /** The visit's id (see getTrackingSessionId); called only when a batch is sent. */
  sessionId: () => string;
  /** The hero A/B variant shown on this page, so the heatmap can be split per variant. */
  abVariant?: () => AbVariant | null;
  send?: SendBeacon;
  win?: HeatmapWindow;
  lifecycle?: PageLifecycle;
  now?: () => Date;
  scrollSampleIntervalMs?: number;
}

/** Starts recording clicks and scroll samples for one page; the returned function stops and sends what remains. */
export function startHeatmap(options: HeatmapOptions): () => void {
  const win: HeatmapWindow = options.win ?? window;
  const now = options.now ?? (() => new Date());
  const interval = options.scrollSampleIntervalMs ?? SCROLL_SAMPLE_INTERVAL_MS;
  const lifecycle = options.lifecycle ?? browserLifecycle();
  const allowed = () => options.consent() !== null;
  const shared = { allowed, ...(options.send ? { send: options.send } : {}), ...(lifecycle ? { lifecycle } : {}) };

  const clicks = createBeaconQueue<ClickRecord>({
    ...shared,
    url: HEATMAP_CLICKS_URL,
    batchSize: CLICK_BATCH_SIZE,
    toBody: (records): HeatmapClicksBeacon | null => {
      const consent = options.consent();
      if (!consent) return null;
      const variant = options.abVariant?.() ?? null;
      return {
        page: options.page,
        viewportWidth: Math.min(MAX_PIXELS, Math.max(0, Math.round(win.innerWidth))),
        viewportHeight: Math.min(MAX_PIXELS, Math.max(0, Math.round(win.innerHeight))),
        ...(variant ? { abVariant: variant } : {}),
        sessionId: options.sessionId(),
        consent,
        clicks: records,
      };
    },
  });

  const scroll = createBeaconQueue<ScrollRecord>({
    ...shared,
    url: HEATMAP_SCROLL_URL,
    batchSize: SCROLL_BATCH_SIZE,
    toBody: (records): HeatmapScrollBeacon | null => {
      const consent = options.consent();
      if (!consent) return null;
      return {
        page: options.page,
        documentHeight: Math.min(MAX_DOCUMENT_PIXELS, Math.max(0, Math.round(win.document.documentElement.scrollHeight))),
        sessionId: options.sessionId(),
        consent,
        scroll: records,
      };
    },
  });

  function onClick(event: MouseEvent): void {
    if (!allowed()) return;
    const record = clickRecordFrom(event, now());
    if (record) clicks.push(record);
  }

  let lastSampleAt = Number.NEGATIVE_INFINITY;
  let trailing: ReturnType<typeof setTimeout> | undefined;

  function sample(): void {
    lastSampleAt = now().getTime();
    const record = scrollRecordFrom(win.scrollY, win.innerHeight, now());
    if (record) scroll.push(record);
  }

  // Leading and trailing throttle: the first movement and the resting position are both recorded.
  function onScroll(): void {
    if (!allowed()) return;
    const wait = interval - (now().getTime() - lastSampleAt);
    if (wait <= 0) {
      sample();
    } else {
      trailing ??= setTimeout(() => {
        trailing = undefined;
        sample();
      }, wait);
    }
  }

  // Capture phase: a component that stops propagation still shows up on the heatmap.
  win.document.addEventListener('click', onClick, { capture: true, passive: true });
  win.addEventListener('scroll', onScroll, { passive: true });

  return () => {
    win.document.removeEventListener('click', onClick, { capture: true });
    win.removeEventListener('scroll', onScroll);
    if (trailing !== undefined) {
      clearTimeout(trailing);
      trailing = undefined;
      sample();
    }
    clicks.stop();
    scroll.stop();
  };
}
