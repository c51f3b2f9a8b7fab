import { describe, expect, it } from 'vitest';
import { pageCount, pageRange, pageSummary } from './pagination';

describe('server-side paging', () => {
  it('asks for an inclusive range of rows per page', () => {
    expect(pageRange(1, 25)).toEqual({ from: 0, to: 24 });
    expect(pageRange(3, 25)).toEqual({ from: 50, to: 74 });
    expect(pageRange(0, 25)).toEqual({ from: 0, to: 24 });
  });

  it('counts pages, with one page even when empty', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(50, 25)).toBe(2);
    expect(pageCount(51, 25)).toBe(3);
  });

  it('describes the rows shown', () => {
    expect(pageSummary(2, 25, 132, 'leads')).toBe('Showing 26–50 of 132 leads');
    expect(pageSummary(6, 25, 132, 'leads')).toBe('Showing 126–132 of 132 leads');
    expect(pageSummary(1, 25, 0, 'leads')).toBe('No leads');
  });
});
