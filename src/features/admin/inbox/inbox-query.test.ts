import { describe, expect, it } from 'vitest';
import { activeFilterCount, defaultInboxQuery, inboxSearchParams, parseInboxQuery, withFilters, type InboxQuery } from './inbox-query';

describe('the inbox query in the URL', () => {
  it('is the default view for a bare /admin', () => {
    expect(parseInboxQuery(new URLSearchParams())).toEqual(defaultInboxQuery);
    expect(inboxSearchParams(defaultInboxQuery).toString()).toBe('');
  });

  it('round-trips every filter, writing only what differs from the defaults', () => {
    const query: InboxQuery = {
      q: 'ann, (co).',
      source: 'quiz',
      userType: 'owner',
      status: 'Call Booked',
      industry: 'Brick-and-Mortar',
      callBooked: 'yes',
      from: '2026-11-01',
      to: '2026-11-20',
      sort: 'name-desc',
      page: 3,
    };
    expect(parseInboxQuery(new URLSearchParams(inboxSearchParams(query).toString()))).toEqual(query);
    expect([...inboxSearchParams({ ...defaultInboxQuery, status: 'all' }).keys()]).toEqual(['status']);
  });

  it('falls back to defaults for junk instead of failing', () => {
    const junk = new URLSearchParams('source=fax&type=robot&status=Deleted&booked=maybe&from=2026-02-30&to=yesterday&sort=random&page=-2');
    expect(parseInboxQuery(junk)).toEqual(defaultInboxQuery);
    expect(parseInboxQuery(new URLSearchParams('page=abc')).page).toBe(1);
    expect(parseInboxQuery(new URLSearchParams('q=' + 'x'.repeat(500))).q).toHaveLength(200);
  });

  it('starts again on page 1 when a filter changes, but not when the page does', () => {
    const onPage4 = { ...defaultInboxQuery, page: 4 };
    expect(withFilters(onPage4, { source: 'contact' }).page).toBe(1);
    expect(withFilters(onPage4, { page: 5 }).page).toBe(5);
  });

  it('counts the active filters for the phone layout’s Filters button', () => {
    expect(activeFilterCount(defaultInboxQuery)).toBe(0);
    expect(activeFilterCount({ ...defaultInboxQuery, q: 'ann', sort: 'oldest', page: 2 })).toBe(0);
    expect(activeFilterCount({ ...defaultInboxQuery, status: 'Spam', from: '2026-11-01', callBooked: 'no' })).toBe(3);
  });
});
