import { describe, expect, it } from 'vitest';
import { groupByIndustry, UNKNOWN_INDUSTRY } from './industry-groups';

describe('owners grouped by business type', () => {
  it('starts a group at each change of business type, keeping the order within', () => {
    const rows = [
      { id: 1, industry: 'Brick-and-Mortar' },
      { id: 2, industry: 'Brick-and-Mortar' },
      { id: 3, industry: 'Online' },
      { id: 4, industry: null },
    ];
    expect(groupByIndustry(rows)).toEqual([
      { industry: 'Brick-and-Mortar', rows: [rows[0], rows[1]] },
      { industry: 'Online', rows: [rows[2]] },
      { industry: UNKNOWN_INDUSTRY, rows: [rows[3]] },
    ]);
  });
});
