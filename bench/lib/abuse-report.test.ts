import { brokenControls, countAccepted, formatAbuseTable, statusTally, tally, windowsTouched, type AttackResult } from './abuse-report';

const result = (overrides: Partial<AttackResult> = {}): AttackResult => ({
  attack: 'mail cannon',
  requests: 60,
  accepted: 10,
  emails: 3,
  target: '≤ 3 e-mails an hour',
  observed: '200×10, 429×50',
  held: true,
  ...overrides,
});

describe('counting answers', () => {
  it('counts only 2xx as accepted', () => {
    expect(countAccepted([200, 204, 299, 300, 400, 429, 500, 0])).toBe(3);
    expect(countAccepted([])).toBe(0);
  });

  it('tallies labels in the order they first occur', () => {
    expect(tally(['failed', 'failed', 'expired', 'failed', 'limited'])).toBe('failed×3, expired×1, limited×1');
  });

  it('tallies statuses lowest first, naming requests that got no answer', () => {
    expect(statusTally([429, 200, 429, 0, 200, 429])).toBe('no answer×1, 200×2, 429×3');
    expect(statusTally([])).toBe('');
  });
});

describe('windowsTouched', () => {
  it('counts the windows a run touched', () => {
    expect(windowsTouched(new Date('2026-11-25T10:00:05Z'), new Date('2026-11-25T10:00:59.999Z'), 60)).toBe(1);
    expect(windowsTouched(new Date('2026-11-25T10:00:55Z'), new Date('2026-11-25T10:01:02Z'), 60)).toBe(2);
  });
});

describe('brokenControls', () => {
  it('names each attack that was not stopped, with what it wanted and got', () => {
    expect(brokenControls([result(), result({ attack: 'calendar', held: false, target: '≤ 2 bookings', observed: '5 bookings' })])).toEqual([
      'calendar: wanted ≤ 2 bookings, got 5 bookings',
    ]);
  });
});

describe('formatAbuseTable', () => {
  it('renders one aligned row per attack, a dash where no e-mail applies, and ✓ or ✗', () => {
    const [header, rule, held, broken, ...rest] = formatAbuseTable([result(), result({ attack: 'x | y', emails: null, held: false })]).split('\n');
    expect(rest).toEqual([]);
    expect(header).toMatch(/^\| attack +\| requests \| accepted \(2xx\) \| e-mails sent \| target +\| observed +\| held \|$/);
    expect(rule).toMatch(/^\| -+ \| -+: \| -+: \| -+: \| -+ \| -+ \| -+ \|$/);
    expect(held?.split(' | ').map((text) => text.trim())).toEqual(['| mail cannon', '60', '10', '3', '≤ 3 e-mails an hour', '200×10, 429×50', '✓    |']);
    // A pipe in a cell is escaped, so the row keeps its seven cells.
    expect(broken).toContain('x \\| y');
    expect(broken).toMatch(/\| +– \|/);
    expect(broken).toMatch(/\| ✗ +\|$/);
    expect(new Set([header, rule, held, broken].map((text) => text?.length))).toEqual(new Set([header?.length]));
  });
});
