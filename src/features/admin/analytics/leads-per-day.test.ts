import { describe, expect, it } from 'vitest';
import type { LeadsPerDayRow } from '../api/admin-database';
import { OTHER_CHANNEL, periodDays, stackLeadsPerDay, todayInLosAngeles } from './leads-per-day';

/** A day as analytics_leads_per_day returns it: its leads, by channel and by form. */
function day(date: string, channels: Record<string, number>, forms: Record<string, number>): LeadsPerDayRow {
  const leads = Object.values(channels).reduce((sum, count) => sum + count, 0);
  return { day: date, leads, channels, forms };
}

describe('leads per day', () => {
  it('lists the days of the period, oldest first, across a month end', () => {
    expect(periodDays(3, '2026-12-01')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  });

  it('stacks channels per day, busiest channel at the bottom, and keeps empty days', () => {
    const chart = stackLeadsPerDay(
      [day('2026-11-20', { google: 5, direct: 1 }, { quiz: 3, contact: 3 }), day('2026-11-22', { direct: 1 }, { quiz: 1 })],
      3,
      '2026-11-22',
    );
    expect(chart.channels.map(({ channel, leads }) => [channel, leads])).toEqual([
      ['google', 5],
      ['direct', 2],
    ]);
    expect(chart.columns.map((column) => [column.day, column.total])).toEqual([
      ['2026-11-20', 6],
      ['2026-11-21', 0],
      ['2026-11-22', 1],
    ]);
    expect(chart.columns[0]?.segments).toEqual([
      { channel: 'google', leads: 5, offset: 0 },
      { channel: 'direct', leads: 1, offset: 5 },
    ]);
    expect(chart.forms).toEqual([
      { form: 'quiz', leads: 4 },
      { form: 'contact', leads: 3 },
    ]);
    expect(chart.total).toBe(7);
    expect(chart.maxDayTotal).toBe(6);
  });

  it('merges channels beyond the fifth into Other, with a colour of its own', () => {
    const channels = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((channel, index) => [channel, 10 - index]));
    const rows = [day('2026-11-22', channels, { quiz: 49 })];
    const chart = stackLeadsPerDay(rows, 1, '2026-11-22');
    expect(chart.channels.map(({ channel }) => channel)).toEqual(['a', 'b', 'c', 'd', 'e', OTHER_CHANNEL]);
    expect(chart.channels.at(-1)?.leads).toBe(5 + 4);
    expect(new Set(chart.channels.map(({ colour }) => colour.fill)).size).toBe(6);
    expect(chart.columns[0]?.total).toBe(rows.reduce((sum, row) => sum + row.leads, 0));
  });

  it('gives the partial first day of the rolling window a column of its own', () => {
    const chart = stackLeadsPerDay([day('2026-11-19', { direct: 2 }, { quiz: 2 })], 3, '2026-11-22');
    expect(chart.columns.map(({ day }) => day)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(chart.columns[0]?.total).toBe(2);
  });

  it("takes today's date in Los Angeles, as the database counts days", () => {
    // 02:00 UTC on Nov 22 is still the evening of Nov 21 in Los Angeles (UTC−8 in November).
    expect(todayInLosAngeles(new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-21');
    expect(todayInLosAngeles(new Date('2026-11-22T09:00:00Z'))).toBe('2026-11-22');
  });

  it('ends the period on the latest day the database has when it is ahead of the browser clock', () => {
    const chart = stackLeadsPerDay([day('2026-11-23', { direct: 1 }, { quiz: 1 })], 2, '2026-11-22');
    expect(chart.columns.map(({ day }) => day)).toEqual(['2026-11-22', '2026-11-23']);
  });
});
