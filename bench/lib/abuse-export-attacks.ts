/**
 * bench/abuse's attack on what staff open: lead fields written to sneak a formula into the dashboard's
 * CSV export (issue 43, item 7). A spreadsheet that splits on ";" (Excel in German, French or Dutch) used
 * to read "Ann;=cmd|…" as two cells, the second a live formula, since only a whole value's first character
 * was checked. The export is read back as a spreadsheet reads it, with both separators.
 */
import { createClient } from '@supabase/supabase-js';
import Papa from 'papaparse';
import { fetchExportRows } from '../../src/features/admin/inbox/inbox-api.ts';
import { defaultInboxQuery } from '../../src/features/admin/inbox/inbox-query.ts';
import { toCsv } from '../../src/features/admin/inbox/csv.ts';
import type { AdminClient, Database } from '../../src/features/admin/api/admin-database.ts';
import { postFrom, resourceBody, uniqueEmail, uniqueIp } from '../../tests/backend/lead-test-kit.ts';
import { countAccepted } from './abuse-report.ts';
import type { Attack } from './abuse-kit.ts';

const PASSWORD = 'correct horse battery staple';

/** Values a stranger can type into a lead, each hiding a formula behind a separator or at its start. */
const HOSTILE = {
  name: "Ann;=cmd|' /C calc'!A0",
  company: 'Acme;=1+2;@SUM(1)',
  campaign: 'fall;=HYPERLINK("https://evil.example/login","Open")',
  leading: "=cmd|' /C calc'!A0",
};

/** A cell a spreadsheet would run: it starts with =, +, -, @, a tab or a carriage return. */
const isFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell);

export const csvFormulaInjection: Attack = async (backend) => {
  const bodies = [
    resourceBody(uniqueEmail('csv-name'), { name: HOSTILE.name, company: HOSTILE.company, attribution: { utm_campaign: HOSTILE.campaign } }),
    resourceBody(uniqueEmail('csv-leading'), { name: HOSTILE.leading, company: HOSTILE.leading, attribution: { utm_source: HOSTILE.leading } }),
  ];
  const statuses: number[] = [];
  for (const body of bodies) statuses.push((await postFrom(backend, uniqueIp(), 'submit-resource-download', body)).status);

  const email = 'csv-reader@agency.example';
  await backend.insertUser(email, { password: PASSWORD, admin: true });
  // The dashboard's own client and export query, signed in as staff.
  const staff: AdminClient = createClient<Database>(backend.url, backend.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  if ((await staff.auth.signInWithPassword({ email, password: PASSWORD })).error) throw new Error('the admin could not sign in');
  const csv = toCsv(await fetchExportRows(staff, defaultInboxQuery));
  const formulaCells = [',', ';'].flatMap((delimiter) => Papa.parse<string[]>(csv, { delimiter, skipEmptyLines: true }).data.flat().filter(isFormula));
  const hostileExported = csv.includes('Ann;=cmd');
  return {
    attack: 'CSV formula injection: "Ann;=cmd|…", "Acme;=1+2;@SUM(1)", a ";=HYPERLINK" campaign, a leading "="',
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails: null,
    target: 'no formula cell in the export, read with "," or ";"',
    observed: `${formulaCells.length} formula cells; the hostile leads ${hostileExported ? 'are' : 'are not'} in the export`,
    held: hostileExported && formulaCells.length === 0,
  };
};
