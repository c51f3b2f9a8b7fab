import { describe, expect, it } from 'vitest';
import { scrollDepthBars, scrollPages } from './scroll-depth';

const rows = [
  { page: '/', depth: 10, sessions: 200 },
  { page: '/', depth: 50, sessions: 100 },
  { page: '/', depth: 100, sessions: 20 },
  { page: '/quiz', depth: 10, sessions: 40 },
];

describe('scroll depth', () => {
  it('lists pages with the most sessions first', () => {
    expect(scrollPages(rows)).toEqual(['/', '/quiz']);
  });

  it('gives every 10 % a bar with its share of the sessions on the page, zero where nobody got', () => {
    const { sessions, bars } = scrollDepthBars(rows, '/');
    expect(sessions).toBe(200);
    expect(bars).toHaveLength(10);
    expect(bars[0]).toEqual({ depth: 10, sessions: 200, share: 1 });
    expect(bars[4]).toEqual({ depth: 50, sessions: 100, share: 0.5 });
    expect(bars[5]).toEqual({ depth: 60, sessions: 0, share: 0 });
    expect(bars[9]).toEqual({ depth: 100, sessions: 20, share: 0.1 });
  });

  it('has no shares for a page without data', () => {
    expect(scrollDepthBars(rows, '/nowhere').bars.every((bar) => bar.share === null)).toBe(true);
  });
});
