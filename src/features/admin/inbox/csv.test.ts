import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { exportFileName, toCsv, type ExportLead } from './csv';

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

/** The export as a spreadsheet reads it, split on `delimiter`: rows of cells. */
function readBack(csv: string, delimiter: ',' | ';' = ','): string[][] {
  return Papa.parse<string[]>(csv, { delimiter, newline: '\r\n', skipEmptyLines: true }).data;
}

/** The export as a spreadsheet reads it, each row keyed by the header. */
function rowsOf(csv: string): Record<string, string>[] {
  const [header = [], ...rows] = readBack(csv);
  return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

/** A cell a spreadsheet would run: it starts with =, +, -, @, a tab or a carriage return. */
const isFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell);

describe('CSV export', () => {
  it('writes a header and one row per lead, every cell quoted, with CRLF line ends', () => {
    const csv = toCsv([lead]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]?.startsWith('"Captured","Name","Email","Phone","Company",')).toBe(true);
    expect(readBack(csv)[0]).toEqual([
      'Captured', 'Name', 'Email', 'Phone', 'Company', 'Source', 'User type', 'Industry', 'Status', 'Call booked', 'First response',
      'Response minutes', 'Priority', 'Monthly budget from (USD)', 'Monthly budget to (USD)', 'Message', 'Details', 'UTM source',
      'UTM medium', 'UTM campaign', 'Landing page', 'Referrer', 'Lead ID',
    ]);
    expect(rowsOf(csv)).toEqual([
      {
        Captured: '2026-11-20T10:00:00.000Z', Name: 'Ann Lee', Email: 'ann@example.com', Phone: "'+1 555 010 2030",
        Company: 'Lee, Kim & "Partners"', Source: 'Quiz', 'User type': 'Owner', Industry: 'Hybrid', Status: 'Nurturing',
        'Call booked': 'Yes', 'First response': '2026-11-20T10:12:30.000Z', 'Response minutes': '13', Priority: '',
        'Monthly budget from (USD)': '', 'Monthly budget to (USD)': '', Message: '', Details: '', 'UTM source': 'google',
        'UTM medium': 'cpc', 'UTM campaign': 'fall', 'Landing page': '/quiz/owner', Referrer: 'https://www.google.com/',
        'Lead ID': '6f0c5b8e-0000-4000-8000-000000000001',
      },
    ]);
  });

  it('leaves unknown values empty', () => {
    const [row] = rowsOf(toCsv([{ ...lead, phone: null, company: null, user_type: null, industry: null, first_response_at: null, call_booked: false, attribution: {} }]));
    expect(row).toMatchObject({ Phone: '', Company: '', 'User type': '', Industry: '', 'First response': '', 'Call booked': 'No', 'UTM source': '', Referrer: '' });
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
    expect(rowsOf(toCsv([smart]))[0]).toMatchObject({
      Priority: 'High',
      'Monthly budget from (USD)': '5000',
      'Monthly budget to (USD)': '15000',
      Message: 'Phones are quiet,\nweekends worst.',
      Details: 'Urgency: Immediately; Lead source: Referral; Primary goal: Increase revenue',
    });
    expect(rowsOf(toCsv([{ ...smart, budget_min_cents: 5_000_000, budget_max_cents: null }]))[0]).toMatchObject({
      'Monthly budget from (USD)': '50000',
      'Monthly budget to (USD)': '',
    });
  });

  it('leaves the name empty for a lead whose form asked for none', () => {
    expect(rowsOf(toCsv([{ ...lead, name: null }]))[0]).toMatchObject({ Name: '', Email: 'ann@example.com' });
  });

  const formulas = [
    ['=', "=cmd|' /C calc'!A0"],
    ['+', "+1+cmd|' /C calc'!A0"],
    ['-', "-2+3+cmd|' /C calc'!A0"],
    ['@', "@SUM(1+9)*cmd|' /C calc'!A0"],
    ['tab', '\t=1+1'],
    ['carriage return', '\r=1+1'],
    ['= before a line break', '=1+1\nsecond line'],
    ['"," then =', 'Ann,=cmd|\' /C calc\'!A0'],
    ['";" then =', "Ann;=cmd|' /C calc'!A0"],
    ['";" then = and @', 'Acme;=1+2;@SUM(1)'],
    ['";" then =HYPERLINK', 'fall;=HYPERLINK("https://evil.example","Click")'],
  ] as const;

  /** A lead with `formula` in every column a visitor fills in. */
  const hostileLead = (formula: string): ExportLead => ({
    ...lead,
    name: formula,
    email: formula,
    phone: formula,
    company: formula,
    industry: formula,
    message: formula,
    attribution: { utm_source: formula, utm_medium: formula, utm_campaign: formula, landing_page: formula, referrer: formula },
  });

  it.each(formulas)('leaves no formula cell for a %s, read with "," or ";" as the separator', (_label, formula) => {
    const csv = toCsv([hostileLead(formula)]);
    for (const delimiter of [',', ';'] as const) {
      expect(readBack(csv, delimiter).flat().filter(isFormula), `read with "${delimiter}"`).toEqual([]);
    }
  });

  it('keeps the visitor’s text, behind an apostrophe where it would run', () => {
    const [row] = rowsOf(toCsv([hostileLead('=HYPERLINK("http://evil")')]));
    expect(row?.Name).toBe('\'=HYPERLINK("http://evil")');
    expect(rowsOf(toCsv([hostileLead('Acme;=1+2')]))[0]?.Company).toBe('Acme;=1+2');
    expect(rowsOf(toCsv([hostileLead('a=b')]))[0]?.Company).toBe('a=b');
  });

  it('names the file by the reader’s date', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('leads-2026-01-05.csv');
  });
});
