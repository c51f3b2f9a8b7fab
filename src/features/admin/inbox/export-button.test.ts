import { describe, expect, it } from 'vitest';
import { exportingLabel } from './export-button';

describe('the export button while it works', () => {
  it('says how many leads are read of how many match, once it knows', () => {
    expect(exportingLabel(null)).toBe('Exporting…');
    expect(exportingLabel({ read: 2000, total: 100_000 })).toBe('Exporting 2,000 of 100,000…');
  });
});
