import { describe, expect, it } from 'vitest';
import { csvCell, exportFileName, toCsv, type ExportLead } from './csv';

const lead: ExportLead = {
  id: '6f0c5b8e-0000-4000-8000-000000000001',
  created_at: '2026-11-20T10:00:00.000Z',
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '+1 555 010 2030',
  company: 'Lee, Kim & "Partners"',
  source: 'quiz',
  user_type: 'owner',
  industry: 'Hybrid',
  status: 'Nurturing',
  call_booked: true,
  first_response_at: '2026-11-20T10:12:30.000Z',
  priority: null,
  budget_min_cents: null,
  budget_max_cents: null,
  message: null,
  details: {},
  attribution: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'fall', landing_page: '/quiz/owner', referrer: 'https://www.google.com/' },
};

describe('CSV export', () => {
  it('writes a header and one row per lead, with CRLF line ends', () => {
    const csv = toCsv([lead]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Captured,Name,Email,Phone,Company,Source,User type,Industry,Status,Call booked,First response,Response minutes,Priority,Monthly budget from (USD),Monthly budget to (USD),Message,Details,UTM source,UTM medium,UTM campaign,Landing page,Referrer,Lead ID',
    );
    expect(lines[1]).toBe(
      '2026-11-20T10:00:00.000Z,Ann Lee,ann@example.com,\'+1 555 010 2030,"Lee, Kim & ""Partners""",Quiz,Owner,Hybrid,Nurturing,Yes,2026-11-20T10:12:30.000Z,13,,,,,,google,cpc,fall,/quiz/owner,https://www.google.com/,6f0c5b8e-0000-4000-8000-000000000001',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });

  it('leaves unknown values empty', () => {
    const row = toCsv([{ ...lead, phone: null, company: null, user_type: null, industry: null, first_response_at: null, call_booked: false, attribution: {} }]).split('\r\n')[1];
    expect(row).toBe('2026-11-20T10:00:00.000Z,Ann Lee,ann@example.com,,,Quiz,,,Nurturing,No,,,,,,,,,,,,,6f0c5b8e-0000-4000-8000-000000000001');
  });

  it('writes what the visitor gave in its own columns: priority, the budget in whole dollars, the message and the other answers', () => {
    const smart: ExportLead = {
      ...lead,
      source: 'smart-lead',
      user_type: null,
      industry: null,
      priority: 'high',
      budget_min_cents: 500_000,
      budget_max_cents: 1_500_000,
      message: 'Phones are quiet,\nweekends worst.',
      details: { urgency: 'immediate', leadSource: 'Referral', primaryGoal: 'revenue' },
    };
    const row = toCsv([smart]).split('\r\n').slice(1, -1).join('\r\n');
    expect(row).toContain(',High,5000,15000,"Phones are quiet,\nweekends worst.",Urgency: Immediately; Lead source: Referral; Primary goal: Increase revenue,');
    const openTop = toCsv([{ ...smart, budget_min_cents: 5_000_000, budget_max_cents: null }]);
    expect(openTop).toContain(',High,50000,,');
  });

  it('leaves the name empty for a lead whose form asked for none', () => {
    const row = toCsv([{ ...lead, name: null }]).split('\r\n')[1];
    expect(row?.startsWith('2026-11-20T10:00:00.000Z,,ann@example.com,')).toBe(true);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it.each([
    ['=', '=cmd|\' /C calc\'!A0'],
    ['+', '+1+cmd|\' /C calc\'!A0'],
    ['-', '-2+3+cmd|\' /C calc\'!A0'],
    ['@', '@SUM(1+9)*cmd|\' /C calc\'!A0'],
    ['tab', '\t=1+1'],
    ['carriage return', '\r=1+1'],
  ])('neutralises a leading %s in every column a visitor fills in', (_label, formula) => {
    const hostile = {
      ...lead,
      name: formula,
      email: formula,
      phone: formula,
      company: formula,
      industry: formula,
      attribution: { utm_source: formula, utm_medium: formula, utm_campaign: formula, landing_page: formula, referrer: formula },
    };
    const expected = csvCell(formula);
    expect(expected.replace(/^"/, '').startsWith("'")).toBe(true);
    const row = toCsv([hostile]).split('\r\n').slice(1, -1).join('\r\n');
    // Name, e-mail, phone, company, industry and the five attribution columns: each the neutralised cell.
    expect(row.split(expected)).toHaveLength(11);
  });

  it('quotes cells with commas, quotes or line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('names the file by the reader’s date', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('leads-2026-01-05.csv');
  });
});
