import { type SendAnalyticsEvent } from './analytics';
import {
  ENGAGEMENT_CHECK_INTERVAL_MS,
  createScrollMilestones,
  isScrollFlag,
  pageLoadTime,
  reportPageLoadTime,
  scrollDepthPercent,
  startEngagementTimer,
  trackPageMilestones,
  type MilestoneWindow,
} from './milestones';

afterEach(() => {
  vi.useRealTimers();
});

describe('scrollDepthPercent', () => {
  it('is the share of the scrollable distance', () => {
    expect(scrollDepthPercent(0, 800, 4800)).toBe(0);
    expect(scrollDepthPercent(1000, 800, 4800)).toBe(25);
    expect(scrollDepthPercent(4000, 800, 4800)).toBe(100);
  });

  it('stays within 0 to 100 and treats a page that does not scroll as fully read', () => {
    expect(scrollDepthPercent(-50, 800, 4800)).toBe(0);
    expect(scrollDepthPercent(9000, 800, 4800)).toBe(100);
    expect(scrollDepthPercent(0, 800, 600)).toBe(100);
  });
});

describe('isScrollFlag (docs/product.md#scroll-flag)', () => {
  it.each([
    [0, false],
    [30, false],
    [30.1, true],
    [50, true],
    [84.9, true],
    [85, false],
    [100, false],
  ])('depth %d %% → %s', (depth, flag) => {
    expect(isScrollFlag(depth)).toBe(flag);
  });
});

describe('createScrollMilestones', () => {
  it('reports 25, 50 and 75 once each, including several crossed at once', () => {
    const report = vi.fn();
    const update = createScrollMilestones(report);
    update(10);
    update(26);
    update(30);
    update(24);
    update(26);
    expect(report.mock.calls).toEqual([[25]]);
    update(80);
    update(100);
    expect(report.mock.calls).toEqual([[25], [50], [75]]);
  });
});

describe('startEngagementTimer', () => {
  it('reports 30 s and 60 s, checking every 10 s', () => {
    vi.useFakeTimers();
    const report = vi.fn();
    startEngagementTimer(report);
    vi.advanceTimersByTime(29_999);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report.mock.calls).toEqual([[30]]);
    vi.advanceTimersByTime(30_000);
    expect(report.mock.calls).toEqual([[30], [60]]);
    vi.advanceTimersByTime(120_000);
    expect(report).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('notices a milestone at the next 10-second check, not before', () => {
    vi.useFakeTimers();
    const report = vi.fn();
    let clock = 0;
    startEngagementTimer(report, () => clock);
    clock = 35_000; // e.g. the tab slept: the check at 10 s sees 35 s
    vi.advanceTimersByTime(ENGAGEMENT_CHECK_INTERVAL_MS - 1);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report.mock.calls).toEqual([[30]]);
  });

  it('stops reporting once stopped', () => {
    vi.useFakeTimers();
    const report = vi.fn();
    const stop = startEngagementTimer(report);
    vi.advanceTimersByTime(20_000);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('pageLoadTime', () => {
  it('is load end minus navigation start, rounded', () => {
    expect(pageLoadTime({ startTime: 0, loadEventEnd: 1234.6 })).toBe(1235);
  });

  it('is null before the load has ended or without a navigation entry', () => {
    expect(pageLoadTime({ startTime: 0, loadEventEnd: 0 })).toBeNull();
    expect(pageLoadTime(undefined)).toBeNull();
  });
});

function fakeWindow(): MilestoneWindow & { scrollTo: (y: number) => void } {
  const target = new EventTarget();
  const fake = {
    scrollY: 0,
    innerHeight: 800,
    document: { documentElement: { scrollHeight: 4800 } },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    scrollTo(y: number) {
      fake.scrollY = y;
      target.dispatchEvent(new Event('scroll'));
    },
  };
  return fake as unknown as ReturnType<typeof fakeWindow>;
}

describe('trackPageMilestones', () => {
  it('sends scroll_depth and engagement_time events for one page and stops cleanly', () => {
    vi.useFakeTimers();
    const send = vi.fn<SendAnalyticsEvent>();
    const win = fakeWindow();
    const stop = trackPageMilestones({ send, win });
    win.scrollTo(2100); // 52.5 %
    vi.advanceTimersByTime(30_000);
    expect(send.mock.calls).toEqual([
      ['scroll_depth', { percent: 25 }],
      ['scroll_depth', { percent: 50 }],
      ['engagement_time', { seconds: 30 }],
    ]);
    stop();
    win.scrollTo(4000);
    vi.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(3);
  });
});

describe('reportPageLoadTime', () => {
  function loadWindow(readyState: DocumentReadyState, loadEventEnd: number) {
    const target = new EventTarget();
    return {
      target,
      win: {
        addEventListener: target.addEventListener.bind(target),
        removeEventListener: target.removeEventListener.bind(target),
        document: { readyState },
        performance: { getEntriesByType: () => [{ startTime: 0, loadEventEnd } as unknown as PerformanceEntry] },
      },
    };
  }

  it('measures after the load event when the page is still loading', () => {
    vi.useFakeTimers();
    const send = vi.fn<SendAnalyticsEvent>();
    const { target, win } = loadWindow('loading', 950);
    reportPageLoadTime({ send, win });
    vi.runAllTimers();
    expect(send).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(send.mock.calls).toEqual([['page_load_time', { value: 950 }]]);
  });

  it('measures at once when the page has loaded, and not when cancelled', () => {
    vi.useFakeTimers();
    const send = vi.fn<SendAnalyticsEvent>();
    reportPageLoadTime({ send, win: loadWindow('complete', 700).win });
    vi.runAllTimers();
    expect(send.mock.calls).toEqual([['page_load_time', { value: 700 }]]);
    const cancelled = vi.fn<SendAnalyticsEvent>();
    reportPageLoadTime({ send: cancelled, win: loadWindow('complete', 700).win })();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
