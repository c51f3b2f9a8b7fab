import { canMarkAttendance, cancellationNote, showUpRateText, staffChangesFor } from './attendance';

const NOW = new Date('2026-11-28T18:00:00Z');

describe('attendance', () => {
  it('may be marked once the call\'s time has come, and never for a cancelled call', () => {
    expect(canMarkAttendance({ status: 'booked', slot_start: '2026-11-28T18:00:00Z' }, NOW)).toBe(true);
    expect(canMarkAttendance({ status: 'booked', slot_start: '2026-11-28T18:30:00Z' }, NOW)).toBe(false);
    expect(canMarkAttendance({ status: 'cancelled', slot_start: '2026-11-20T18:00:00Z' }, NOW)).toBe(false);
  });

  it('gives the show-up rate as the share of marked calls attended', () => {
    expect(showUpRateText(3, 1)).toBe('75% (3 of 4 marked calls)');
    expect(showUpRateText(2, 1)).toBe('67% (2 of 3 marked calls)');
    expect(showUpRateText(0, 1)).toBe('0% (0 of 1 marked call)');
    expect(showUpRateText(0, 0)).toBe('No calls marked yet');
  });

  it('says who cancelled, and why when a reason was given', () => {
    expect(cancellationNote('visitor', 'Found another agency')).toBe('Cancelled by the visitor: Found another agency');
    expect(cancellationNote('staff', null)).toBe('Cancelled by staff');
    expect(cancellationNote(null, null)).toBeNull();
  });

  it('lets staff move or cancel a call still ahead, restore one staff cancelled, and change nothing once its time has come', () => {
    const ahead = '2026-11-28T18:30:00Z';
    expect(staffChangesFor({ status: 'booked', slot_start: ahead, cancelled_by: null }, NOW)).toBe('move-or-cancel');
    expect(staffChangesFor({ status: 'cancelled', slot_start: ahead, cancelled_by: 'staff' }, NOW)).toBe('restore');
    expect(staffChangesFor({ status: 'cancelled', slot_start: ahead, cancelled_by: null }, NOW)).toBe('restore');
    expect(staffChangesFor({ status: 'cancelled', slot_start: ahead, cancelled_by: 'visitor' }, NOW)).toBeNull();
    expect(staffChangesFor({ status: 'booked', slot_start: '2026-11-28T18:00:00Z', cancelled_by: null }, NOW)).toBeNull();
    expect(staffChangesFor({ status: 'cancelled', slot_start: '2026-11-20T18:00:00Z', cancelled_by: 'staff' }, NOW)).toBeNull();
  });
});
