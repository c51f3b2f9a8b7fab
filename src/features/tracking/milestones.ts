/**
 * Scroll-depth and engagement milestones, the scroll flag, and page_load_time
 * (docs/product.md#analytics-events, #scroll-flag). The rules are pure; `trackPageMilestones` wires them to a window for one page.
 */
import { type EngagementMilestone, type ScrollMilestone, type SendAnalyticsEvent } from './analytics';

export const SCROLL_MILESTONES: readonly ScrollMilestone[] = [25, 50, 75];
export const ENGAGEMENT_MILESTONES_SECONDS: readonly EngagementMilestone[] = [30, 60];
export const ENGAGEMENT_CHECK_INTERVAL_MS = 10_000;
/** The scroll flag is true while depth is between these (exclusive) percentages. */
export const SCROLL_FLAG_RANGE = { from: 30, to: 85 } as const;

/**
 * How far down the page the visitor has scrolled, 0 to 100: the share of the scrollable distance.
 * A page that does not scroll counts as fully read.
 */
export function scrollDepthPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (!(scrollable > 0)) return 100;
  const depth = (Math.max(0, scrollY) / scrollable) * 100;
  return Math.min(100, Math.max(0, depth));
}

/** True while scroll depth is within SCROLL_FLAG_RANGE, both ends excluded. */
export function isScrollFlag(depthPercent: number): boolean {
  return depthPercent > SCROLL_FLAG_RANGE.from && depthPercent < SCROLL_FLAG_RANGE.to;
}

/** Returns an update function that reports each milestone once, in order, the first time depth reaches it. */
export function createScrollMilestones(report: (milestone: ScrollMilestone) => void): (depthPercent: number) => void {
  const reported = new Set<ScrollMilestone>();
  return (depthPercent) => {
    for (const milestone of SCROLL_MILESTONES) {
      if (depthPercent >= milestone && !reported.has(milestone)) {
        reported.add(milestone);
        report(milestone);
      }
    }
  };
}

/**
 * Checks every ENGAGEMENT_CHECK_INTERVAL_MS how long the page has been open and reports each of
 * ENGAGEMENT_MILESTONES_SECONDS once; returns a stop function.
 */
export function startEngagementTimer(report: (seconds: EngagementMilestone) => void, now: () => number = Date.now): () => void {
  const startedAt = now();
  const reported = new Set<EngagementMilestone>();
  const timer = setInterval(() => {
    const elapsedSeconds = (now() - startedAt) / 1000;
    for (const milestone of ENGAGEMENT_MILESTONES_SECONDS) {
      if (elapsedSeconds >= milestone && !reported.has(milestone)) {
        reported.add(milestone);
        report(milestone);
      }
    }
    if (reported.size === ENGAGEMENT_MILESTONES_SECONDS.length) clearInterval(timer);
  }, ENGAGEMENT_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}

/** Load end minus navigation start, rounded ms; null while the load has not ended. */
export function pageLoadTime(entry: Pick<PerformanceNavigationTiming, 'loadEventEnd' | 'startTime'> | undefined): number | null {
  if (!entry || !(entry.loadEventEnd > 0)) return null;
  const duration = entry.loadEventEnd - entry.startTime;
  return duration >= 0 ? Math.round(duration) : null;
}

export type MilestoneWindow = Pick<Window, 'scrollY' | 'innerHeight' | 'addEventListener' | 'removeEventListener'> & {
  document: { documentElement: Pick<HTMLElement, 'scrollHeight'> };
};

export interface PageMilestonesOptions {
  send: SendAnalyticsEvent;
  win?: MilestoneWindow;
  now?: () => number;
}

/** Scroll and engagement milestones for one page view; restart on route change (milestones are per page). */
export function trackPageMilestones(options: PageMilestonesOptions): () => void {
  const win: MilestoneWindow = options.win ?? window;
  const updateScroll = createScrollMilestones((percent) => options.send('scroll_depth', { percent }));
  const onScroll = () => updateScroll(scrollDepthPercent(win.scrollY, win.innerHeight, win.document.documentElement.scrollHeight));
  win.addEventListener('scroll', onScroll, { passive: true });
  const stopEngagement = startEngagementTimer((seconds) => options.send('engagement_time', { seconds }), options.now);
  return () => {
    win.removeEventListener('scroll', onScroll);
    stopEngagement();
  };
}

export interface PageLoadTimeOptions {
  send: SendAnalyticsEvent;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    document: Pick<Document, 'readyState'>;
    performance: Pick<Performance, 'getEntriesByType'>;
  };
}

/** Sends page_load_time once per document load, after the load event has finished. Returns a cancel function. */
export function reportPageLoadTime(options: PageLoadTimeOptions): () => void {
  const win = options.win ?? window;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const measure = () => {
    // loadEventEnd is set only once every load handler has run: measure on the next task.
    timer = setTimeout(() => {
      const value = pageLoadTime(win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined);
      if (value !== null) options.send('page_load_time', { value });
    }, 0);
  };
  if (win.document.readyState === 'complete') measure();
  else win.addEventListener('load', measure, { once: true });
  return () => {
    win.removeEventListener('load', measure);
    if (timer !== undefined) clearTimeout(timer);
  };
}
