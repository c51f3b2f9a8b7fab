import { CLOSING_TIMES, OPENING_TIMES, closureLabel, closureSchema, hoursOrBusiness } from './availability-rules';

describe('availability rules', () => {
  it('offers opening times from 8:00 to 17:30 and closing times from 8:30 to 18:00', () => {
    expect([OPENING_TIMES[0], OPENING_TIMES.at(-1)]).toEqual(['08:00', '17:30']);
    expect([CLOSING_TIMES[0], CLOSING_TIMES.at(-1)]).toEqual(['08:30', '18:00']);
  });

  it('shows a weekday without hours set as open all business hours', () => {
    expect(hoursOrBusiness(undefined)).toEqual({ isOpen: true, opensAt: '08:00', closesAt: '18:00' });
    expect(hoursOrBusiness({ is_open: false, opens_at: '09:00:00', closes_at: '12:30:00' })).toEqual({ isOpen: false, opensAt: '09:00', closesAt: '12:30' });
  });

  it('takes one day or a range of up to a year, and says what is wrong otherwise', () => {
    expect(closureSchema.parse({ startsOn: '2026-12-24', endsOn: '', note: ' Holidays ' })).toEqual({ startsOn: '2026-12-24', endsOn: '2026-12-24', note: 'Holidays' });
    const messages = (input: Record<string, string>) => closureSchema.safeParse({ note: '', endsOn: '', ...input }).error?.issues.map((issue) => issue.message);
    expect(messages({ startsOn: '' })).toContain('Please choose the first closed day');
    expect(messages({ startsOn: '2026-12-24', endsOn: '2026-12-23' })).toEqual(['The last day cannot be before the first']);
    expect(messages({ startsOn: '2026-01-01', endsOn: '2027-01-03' })).toEqual(['A closure can be at most a year long']);
    expect(messages({ startsOn: '2026-12-24', note: 'x'.repeat(201) })).toEqual(['Note must be less than 200 characters']);
  });

  it('labels one day, or the first and the last', () => {
    expect(closureLabel('2026-12-24', '2026-12-24')).toMatch(/Dec 24, 2026$/);
    expect(closureLabel('2026-12-24', '2027-01-01')).toMatch(/Dec 24, 2026 – .*Jan 1, 2027$/);
  });
});
