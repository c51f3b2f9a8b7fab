import { describe, expect, it } from 'vitest';
import { applyInboxFilters, applyInboxWhere, inboxFilters, inboxOrder, rowsAfter, startOfLocalDay, type InboxFilterable } from './inbox-filters';
import { defaultInboxQuery } from './inbox-query';

/** Records what the filters ask of a supabase-js builder. */
class RecordingBuilder implements InboxFilterable<RecordingBuilder> {
  calls: string[] = [];
  filter(column: string, operator: string, value: unknown) {
    this.calls.push(`${column}=${operator}.${String(value)}`);
    return this;
  }
  or(filters: string) {
    this.calls.push(`or=(${filters})`);
    return this;
  }
  order(column: string, options?: { ascending?: boolean; nullsFirst?: boolean }) {
    this.calls.push(`order=${column}.${options?.ascending ? 'asc' : 'desc'}`);
    return this;
  }
}

describe('inbox filters', () => {
  it('keeps spam out of the default view, newest first', () => {
    expect(applyInboxFilters(new RecordingBuilder(), defaultInboxQuery).calls).toEqual(['status=neq.Spam', 'order=created_at.desc', 'order=id.asc']);
  });

  it('shows every status for "all" and exactly one for a chosen status', () => {
    expect(inboxFilters({ ...defaultInboxQuery, status: 'all' })).toEqual([]);
    expect(inboxFilters({ ...defaultInboxQuery, status: 'Spam' })).toEqual([{ kind: 'compare', column: 'status', operator: 'eq', value: 'Spam' }]);
  });

  it('applies source, user type, business type, call booked and search', () => {
    const calls = applyInboxFilters(new RecordingBuilder(), {
      ...defaultInboxQuery,
      status: 'all',
      source: 'quiz',
      userType: 'aspirer',
      industry: 'Online',
      callBooked: 'no',
      q: 'ann',
    }).calls;
    expect(calls.slice(0, 5)).toEqual([
      'source=eq.quiz',
      'user_type=eq.aspirer',
      'industry=eq.Online',
      'call_booked=eq.false',
      'or=(name.ilike."*ann*",email.ilike."*ann*",company.ilike."*ann*")',
    ]);
  });

  it('takes the date range as whole days in the reader’s time zone, the last day included', () => {
    const filters = inboxFilters({ ...defaultInboxQuery, status: 'all', from: '2026-11-01', to: '2026-11-20' });
    expect(filters).toEqual([
      { kind: 'compare', column: 'created_at', operator: 'gte', value: new Date(2026, 10, 1).toISOString() },
      { kind: 'compare', column: 'created_at', operator: 'lt', value: new Date(2026, 10, 21).toISOString() },
    ]);
    // Month ends roll over.
    expect(startOfLocalDay('2026-12-31', 1)).toBe(new Date(2027, 0, 1).toISOString());
  });

  it('groups owners by business type, then the chosen order', () => {
    expect(inboxOrder({ ...defaultInboxQuery, userType: 'owner' })).toEqual([
      { column: 'industry', ascending: true },
      { column: 'created_at', ascending: false },
      { column: 'id', ascending: true },
    ]);
    expect(inboxOrder({ ...defaultInboxQuery, sort: 'name' }).map((order) => order.column)).toEqual(['name', 'created_at', 'id']);
  });

  it('filters the export as the list, without the list\'s order', () => {
    expect(applyInboxWhere(new RecordingBuilder(), { ...defaultInboxQuery, source: 'quiz', sort: 'name' }).calls).toEqual(['status=neq.Spam', 'source=eq.quiz']);
  });

  it('starts an export chunk after the last row: older, or as old with a greater id', () => {
    const last = { created_at: '2026-11-27T10:00:00.5+00:00', id: '00000000-0000-4000-8000-000000000001' };
    expect(rowsAfter(last)).toEqual({
      bound: '2026-11-27T10:00:00.5+00:00',
      after: 'created_at.lt."2026-11-27T10:00:00.5+00:00",and(created_at.eq."2026-11-27T10:00:00.5+00:00",id.gt."00000000-0000-4000-8000-000000000001")',
    });
  });
});
