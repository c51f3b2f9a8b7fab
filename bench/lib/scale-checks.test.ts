import { addDays, clickMapCheck, exportCheck, inboxPageCheck, leadPageCheck, leadsPerDayCheck, MAX_ROWS, rowCountCheck, sameAddressCheck } from './scale-checks';

describe('leadsPerDayCheck', () => {
  const truth = { leads: 30, days: 3, firstDay: '2026-11-26', lastDay: '2026-11-28' };

  it('passes rows that cover the database’s days, to its newest', () => {
    const rows = [
      { day: '2026-11-26', leads: 10 },
      { day: '2026-11-27', leads: 10 },
      { day: '2026-11-28', leads: 10 },
    ];
    expect(leadsPerDayCheck(rows, truth)).toEqual({ text: '3 days 2026-11-26…2026-11-28 (database: 3 days 2026-11-26…2026-11-28), 30 leads (database: 30)', ok: true });
  });

  it('allows the window’s first day to differ by one (a whole-day window against a moment)', () => {
    expect(leadsPerDayCheck([{ day: '2026-11-27', leads: 12 }, { day: '2026-11-28', leads: 10 }], truth).ok).toBe(true);
  });

  it('fails rows cut short: the newest days missing, as a read stopped at max_rows loses them', () => {
    const rows = Array.from({ length: MAX_ROWS }, () => ({ day: '2026-11-26', channel: 'direct', leads: 1 }));
    expect(leadsPerDayCheck(rows, truth).ok).toBe(false);
    expect(leadsPerDayCheck([], truth).ok).toBe(false);
  });

  it('passes an empty answer for an empty window', () => {
    expect(leadsPerDayCheck([], { leads: 0, days: 0, firstDay: null, lastDay: null }).ok).toBe(true);
  });
});

describe('inboxPageCheck', () => {
  it('checks the total and the rows on the page against the database', () => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => index);
    expect(inboxPageCheck({ rows: rows(25), total: 95, beyondEnd: false }, { page: 1, pageSize: 25, total: 95 })).toEqual({ text: '25 of 95', ok: true });
    expect(inboxPageCheck({ rows: rows(20), total: 95, beyondEnd: false }, { page: 4, pageSize: 25, total: 95 })).toEqual({ text: '20 of 95', ok: true });
    expect(inboxPageCheck({ rows: rows(25), total: 90, beyondEnd: false }, { page: 1, pageSize: 25, total: 95 })).toEqual({
      text: '25 of 90 (database: 95, so 25 on this page)',
      ok: false,
    });
  });

  it('reports a page past the end, right when the database has fewer pages', () => {
    expect(inboxPageCheck({ rows: [], total: 0, beyondEnd: true }, { page: 400, pageSize: 25, total: 95 })).toEqual({ text: 'beyond the end (4 pages)', ok: true });
    expect(inboxPageCheck({ rows: [], total: 0, beyondEnd: true }, { page: 2, pageSize: 25, total: 95 }).ok).toBe(false);
  });

  it('only reports the count where the database’s total is not known, unless no lead matched', () => {
    expect(inboxPageCheck({ rows: [1, 2], total: 2, beyondEnd: false }, { page: 1, pageSize: 25 })).toEqual({ text: '2 of 2' });
    expect(inboxPageCheck({ rows: [], total: 0, beyondEnd: false }, { page: 1, pageSize: 25 })).toEqual({
      text: '0 of 0: no lead matches, so the data lacks this case',
      ok: false,
    });
  });
});

describe('the other checks', () => {
  it('count rows and warn at exactly max_rows', () => {
    expect(rowCountCheck([1, 2, 3])).toEqual({ text: '3 rows' });
    expect(rowCountCheck(Array.from({ length: MAX_ROWS }))).toMatchObject({ warning: true });
    expect(clickMapCheck({ total_clicks: 12_345, cells: [1, 2] })).toEqual({ text: '2 cells, 12,345 clicks' });
  });

  it('want every lead exported', () => {
    expect(exportCheck(Array.from({ length: 3 }), 3)).toEqual({ text: '3 rows exported', ok: true });
    expect(exportCheck(Array.from({ length: 2 }), 3)).toEqual({ text: '2 rows exported (database: 3)', ok: false });
  });

  it('want each part of the lead page to have rows', () => {
    expect(leadPageCheck(true, [['notes', 2], ['events', 1]])).toEqual({ text: 'notes 2, events 1', ok: true });
    expect(leadPageCheck(true, [['notes', 0], ['events', 1]])).toEqual({ text: 'notes 0, events 1 (none: notes)', ok: false });
    expect(leadPageCheck(false, [])).toEqual({ text: 'the lead was not found', ok: false });
  });

  it('compare the list’s same-address counts with the database’s, in lower case', () => {
    const truth = new Map([['ann@example.com', 2]]);
    expect(sameAddressCheck([{ email: 'Ann@example.com', email_lead_count: 2 }], truth)).toEqual({ text: '1 rows, same-address counts right', ok: true });
    expect(sameAddressCheck([{ email: 'ann@example.com', email_lead_count: 0 }], truth)).toEqual({
      text: '1 rows; 1 with a wrong same-address count (ann@example.com: 0, database: 2)',
      ok: false,
    });
  });

  it('move a day across month ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
