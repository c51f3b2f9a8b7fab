import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatSlot, shortFingerprint } from './record-format';

describe('formatSlot', () => {
  it('writes the call in the time zone it was booked in, whatever the reader’s zone', () => {
    expect(formatSlot('2026-11-24T18:00:00.000Z', 'America/Los_Angeles')).toBe('Tue, Nov 24, 2026, 10:00 AM PST');
    expect(formatSlot('2026-11-24T18:00:00.000Z', 'America/New_York')).toBe('Tue, Nov 24, 2026, 1:00 PM EST');
  });

  it('still shows the moment when the stored zone is unknown', () => {
    expect(formatSlot('2026-11-24T18:00:00.000Z', 'Mars/Olympus_Mons')).toMatch(/2026/);
  });
});

describe('formatCalendarDate', () => {
  it('keeps a date column on its own day', () => {
    expect(formatCalendarDate('2026-11-20')).toBe('Nov 20, 2026');
    expect(formatCalendarDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('shows an unreadable value as it is', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
  });
});

describe('shortFingerprint', () => {
  it('keeps the first 12 characters', () => {
    expect(shortFingerprint('0123456789abcdef0123')).toBe('0123456789ab');
  });
});
