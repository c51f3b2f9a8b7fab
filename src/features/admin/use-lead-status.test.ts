import { describe, expect, it } from 'vitest';
import { withStatus } from './use-lead-status';

describe('withStatus', () => {
  const row = { id: 'a', status: 'New', is_spam: false, name: 'Ann' };

  it('changes the lead wherever a cached value holds it: a row, a list, a page of rows', () => {
    expect(withStatus(row, 'a', 'Client')).toEqual({ ...row, status: 'Client' });
    expect(withStatus([row, { ...row, id: 'b' }], 'a', 'Spam')).toEqual([{ ...row, status: 'Spam', is_spam: true }, { ...row, id: 'b' }]);
    expect(withStatus({ rows: [row], total: 1 }, 'a', 'Nurturing')).toEqual({ rows: [{ ...row, status: 'Nurturing' }], total: 1 });
  });

  it('leaves values without the lead untouched, so unrelated queries keep their identity', () => {
    const page = { rows: [{ ...row, id: 'b' }], total: 1 };
    expect(withStatus(page, 'a', 'Client')).toBe(page);
    expect(withStatus(undefined, 'a', 'Client')).toBeUndefined();
  });
});
