/**
 * The rows of bench/scale: every read the admin dashboard makes, issued by the dashboard's own query
 * functions through the real supabase-js as a signed-in admin, and the writes staff and visitors make.
 * The database's own counts (superuser, untimed) are what the checks compare with.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { ownerBusinessTypes } from '../../supabase/functions/_shared/rules/quiz-lead.ts';
import type { Database } from '../../supabase/local/db/drivers.ts';
import { contactBody } from '../../tests/backend/lead-bodies.ts';
import { fetchAgreements } from '../../src/features/admin/agreements/use-agreements.ts';
import { analyticsReads, clickMapArgs } from '../../src/features/admin/analytics/analytics-api.ts';
import { periods, type Period } from '../../src/features/admin/analytics/analytics-params.ts';
import type { AdminClient } from '../../src/features/admin/api/admin-database.ts';
import { updateLeadStatus, type StatusChange } from '../../src/features/admin/api/leads.ts';
import { fetchBookings } from '../../src/features/admin/bookings/use-bookings.ts';
import { fetchExportRows, fetchInboxPage, fetchInboxSummary, INBOX_PAGE_SIZE, type InboxPage } from '../../src/features/admin/inbox/inbox-api.ts';
import { defaultInboxQuery, type InboxQuery } from '../../src/features/admin/inbox/inbox-query.ts';
import { fetchAcceptances, fetchBookings as fetchLeadBookings, fetchEmails, fetchEvents, fetchNotes, fetchPersonHistory } from '../../src/features/admin/lead-detail/use-lead-records.ts';
import { fetchLead } from '../../src/features/admin/lead-detail/use-lead.ts';
import { leadSources } from '../../src/features/admin/pipeline.ts';
import type { Deadline, ScaleCase } from './scale-runner.ts';
import { clickMapCheck, exportCheck, inboxPageCheck, leadPageCheck, leadsPerDayCheck, rowCountCheck, sameAddressCheck, type LeadsPerDayTruth } from './scale-checks.ts';
import type { RowCheck } from './scale-report.ts';

export const INBOX_BUDGET_MS = 300;
export const DEEP_PAGE_BUDGET_MS = 1_000;
export const SUMMARY_BUDGET_MS = 300;
export const LEAD_PAGE_BUDGET_MS = 200;
export const EXPORT_BUDGET_MS = 5_000;
export const PANEL_BUDGET_MS = 300;
export const ANALYTICS_TAB_BUDGET_MS = 1_500;
export const TAB_BUDGET_MS = 300;
export const WRITE_BUDGET_MS = 300;

/** What the bench writes starts with this, so that it can find and remove it afterwards. */
export const BENCH_MARK = 'bench-scale-';

/** The database facts the rows are chosen by and checked against, read once as superuser. */
export interface ScaleFixture {
  activeLeads: number;
  allLeads: number;
  /** A lead with notes, events, bookings, an acceptance, e-mails and other leads from its address. */
  detailLead: { id: string; email: string };
  /** How many leads that are not spam share the detail lead's address (a search for it in the default view finds these). */
  personLeads: number;
  acceptances: number;
  /** The lead the status and note writes go to: one the bench inserted, removed afterwards. */
  writeLeadId: string;
}

export interface ScaleContext {
  admin: AdminClient;
  /** The site's client: publishable key, no session. */
  anon: SupabaseClient;
  backendUrl: string;
  /** Superuser, for the truths the checks compare with. */
  db: Database;
  deadline: Deadline;
  fixture: ScaleFixture;
  /** Tells writes of this run apart. */
  runId: string;
  now: Date;
}

/** Reads the fixture; inserts the lead the writes go to. */
export async function readFixture(db: Database, runId: string): Promise<ScaleFixture> {
  // Inserted first, so that the counts below include it.
  const written = await db.query<{ id: string }>(
    `insert into public.leads (source, name, email, message) values ('contact', 'Bench Scale', $1, 'A lead for the bench''s status and note writes.')
     returning id::text as id`,
    [`${BENCH_MARK}${runId}-writes@example.com`],
  );
  const counts = await db.query<{ active: number; all: number; acceptances: number }>(
    `select (select count(*) from public.leads where status <> 'Spam')::int as active, (select count(*) from public.leads)::int as all,
            (select count(*) from public.agreement_acceptances)::int as acceptances`,
  );
  // A lead staff work on (not spam) whose address has other such leads, so that a search for the address
  // finds them in the default view. Addresses are compared in lower case, as the inbox compares them.
  const detail = await db.query<{ id: string; email: string; person: number }>(
    `with people as (
       select lower(email) as address, count(*)::int as leads from public.leads where status <> 'Spam' group by 1 having count(*) > 1
     )
     select l.id::text as id, l.email, p.leads as person
     from public.leads as l join people as p on p.address = lower(l.email)
     where l.status <> 'Spam'
       and exists (select 1 from public.agreement_acceptances as a where a.lead_id = l.id)
       and exists (select 1 from public.lead_notes as n where n.lead_id = l.id)
       and exists (select 1 from public.lead_events as e where e.lead_id = l.id)
       and exists (select 1 from public.call_bookings as b where b.lead_id = l.id)
       and exists (select 1 from public.email_outbox as o where o.lead_id = l.id)
     order by l.created_at desc
     limit 1`,
  );
  const lead = detail.rows[0];
  if (!lead) throw new Error('no lead has notes, events, bookings, an acceptance, e-mails and a second lead from its address: is the database filled?');
  const { active = 0, all = 0, acceptances = 0 } = counts.rows[0] ?? {};
  return {
    activeLeads: active,
    allLeads: all,
    detailLead: { id: lead.id, email: lead.email },
    personLeads: lead.person,
    acceptances,
    writeLeadId: written.rows[0]?.id ?? '',
  };
}

/** Removes what this bench's writes left: its leads (with their notes and events), their e-mails, its clicks. */
export async function removeBenchWrites(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const leads = `select id from public.leads where email like '${BENCH_MARK}%'`;
    await tx.exec(`delete from public.email_outbox where lead_id in (${leads})`);
    await tx.exec(`delete from public.leads where id in (${leads})`);
    await tx.exec(`delete from public.heatmap_clicks where session_id like '${BENCH_MARK}%'`);
  });
}

/** The calendar month before `now`'s, as the filter bar's from and to days (the browser's time zone). */
export function previousMonth(now: Date): { from: string; to: string; label: string } {
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth(), 0);
  const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { from: day(first), to: day(last), label: day(first).slice(0, 7) };
}

/** Both checks in one cell: the texts joined, wrong when either is. */
function bothChecks(a: RowCheck, b: RowCheck): RowCheck {
  const ok = a.ok === false || b.ok === false ? false : a.ok === true || b.ok === true ? true : undefined;
  const warning = a.warning === true || b.warning === true;
  return { text: `${a.text}; ${b.text}`, ...(ok === undefined ? {} : { ok }), ...(warning ? { warning } : {}) };
}

async function sameAddressTruth(db: Database, emails: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ email: string; leads: number }>(
    `select lower(email) as email, count(*)::int as leads from public.leads where lower(email) = any($1::text[]) group by 1`,
    [emails.map((email) => email.toLowerCase())],
  );
  return new Map(rows.map((row) => [row.email, row.leads]));
}

async function leadsPerDayTruth(db: Database, days: number): Promise<LeadsPerDayTruth> {
  const { rows } = await db.query<LeadsPerDayTruth>(
    `select count(*)::int as leads, count(distinct d.day)::int as days, min(d.day)::text as "firstDay", max(d.day)::text as "lastDay"
     from (select (created_at at time zone 'America/Los_Angeles')::date as day from public.leads
           where not is_spam and created_at >= now() - make_interval(days => $1)) as d`,
    [days],
  );
  return rows[0] ?? { leads: 0, days: 0, firstDay: null, lastDay: null };
}

function inboxCases(context: ScaleContext): ScaleCase[] {
  const { admin, db, fixture, now } = context;
  const pageCase = (name: string, change: Partial<InboxQuery>, budgetMs: number, total?: number, notes?: string[]): ScaleCase<InboxPage> => {
    const query: InboxQuery = { ...defaultInboxQuery, ...change };
    return {
      name: `inbox: ${name}`,
      budgetMs,
      run: () => fetchInboxPage(admin, query),
      check: (page) => inboxPageCheck(page, { page: query.page, pageSize: INBOX_PAGE_SIZE, ...(total === undefined ? {} : { total }) }),
      ...(notes ? { notes } : {}),
    };
  };
  const month = previousMonth(now);
  const lastPage = Math.max(1, Math.ceil(fixture.activeLeads / INBOX_PAGE_SIZE));
  const industry = ownerBusinessTypes[1];
  const firstPages: ScaleCase<InboxPage>[] = [
    {
      ...pageCase('default view (newest first)', {}, INBOX_BUDGET_MS, fixture.activeLeads),
      // The list's same-address counts, against the database's.
      check: async (page) =>
        bothChecks(
          inboxPageCheck(page, { page: 1, pageSize: INBOX_PAGE_SIZE, total: fixture.activeLeads }),
          sameAddressCheck(page.rows, await sameAddressTruth(db, page.rows.map((row) => row.email))),
        ),
    },
    pageCase('status New', { status: 'New' }, INBOX_BUDGET_MS),
    pageCase('status all', { status: 'all' }, INBOX_BUDGET_MS, fixture.allLeads),
    ...leadSources.map((source) => pageCase(`source ${source}`, { source }, INBOX_BUDGET_MS)),
    pageCase('owners (grouped by industry)', { userType: 'owner' }, INBOX_BUDGET_MS),
    pageCase(`industry ${industry}`, { industry }, INBOX_BUDGET_MS),
    pageCase('call booked', { callBooked: 'yes' }, INBOX_BUDGET_MS),
    pageCase(`one month (${month.label})`, { from: month.from, to: month.to }, INBOX_BUDGET_MS),
    pageCase('sort oldest', { sort: 'oldest' }, INBOX_BUDGET_MS, fixture.activeLeads),
    pageCase('sort name', { sort: 'name' }, INBOX_BUDGET_MS, fixture.activeLeads),
    pageCase('sort name-desc', { sort: 'name-desc' }, INBOX_BUDGET_MS, fixture.activeLeads),
    {
      ...pageCase(`search matching ${fixture.personLeads} leads`, { q: fixture.detailLead.email }, INBOX_BUDGET_MS, fixture.personLeads),
      check: async (page) =>
        bothChecks(
          inboxPageCheck(page, { page: 1, pageSize: INBOX_PAGE_SIZE, total: fixture.personLeads }),
          sameAddressCheck(page.rows, await sameAddressTruth(db, [fixture.detailLead.email])),
        ),
    },
    pageCase('search matching none', { q: 'no-such-lead-zq' }, INBOX_BUDGET_MS, 0),
  ];
  const deepPages = [
    pageCase('page 2', { page: 2 }, DEEP_PAGE_BUDGET_MS, fixture.activeLeads),
    pageCase('page 4', { page: 4 }, DEEP_PAGE_BUDGET_MS, fixture.activeLeads),
    pageCase('page 400', { page: 400 }, DEEP_PAGE_BUDGET_MS, fixture.activeLeads),
    pageCase(`last page (${lastPage})`, { page: lastPage }, DEEP_PAGE_BUDGET_MS, fixture.activeLeads),
    pageCase(`last page sorted by name (${lastPage})`, { page: lastPage, sort: 'name' }, DEEP_PAGE_BUDGET_MS, fixture.activeLeads),
  ];
  const summary: ScaleCase<Awaited<ReturnType<typeof fetchInboxSummary>>> = {
    name: 'inbox: summary strip',
    budgetMs: SUMMARY_BUDGET_MS,
    run: () => fetchInboxSummary(admin),
    check: (strip) => ({ text: `${strip.leads_in_period.toLocaleString('en-US')} leads in 30 days, ${strip.awaiting_response.toLocaleString('en-US')} awaiting` }),
  };
  const csv: ScaleCase<unknown[]> = {
    name: 'inbox: CSV export, status all',
    budgetMs: EXPORT_BUDGET_MS,
    runs: 3,
    timeoutMs: 60_000,
    run: () => fetchExportRows(admin, { ...defaultInboxQuery, status: 'all' }),
    check: (rows) => exportCheck(rows, fixture.allLeads),
  };
  return [...firstPages, ...deepPages, summary, csv];
}

function leadPageCase(context: ScaleContext): ScaleCase<{ found: boolean; parts: [string, number][] }> {
  const { admin, fixture } = context;
  return {
    name: 'lead page: lead, notes, activity, bookings, agreements, e-mails, person history',
    budgetMs: LEAD_PAGE_BUDGET_MS,
    // As the page loads: the lead, then each section's read at once (they mount with the lead).
    run: async () => {
      const lead = await fetchLead(admin, fixture.detailLead.id);
      if (!lead) return { found: false, parts: [] };
      const [notes, events, bookings, acceptances, emails, history] = await Promise.all([
        fetchNotes(admin, lead.id),
        fetchEvents(admin, lead.id),
        fetchLeadBookings(admin, lead.id),
        fetchAcceptances(admin, lead.id),
        fetchEmails(admin, lead.id),
        fetchPersonHistory(admin, lead.email),
      ]);
      const others = history.filter((row) => row.id !== lead.id);
      return {
        found: true,
        parts: [
          ['notes', notes.length],
          ['events', events.length],
          ['bookings', bookings.length],
          ['agreements', acceptances.length],
          ['e-mails', emails.length],
          ['other leads', others.length],
        ],
      };
    },
    check: ({ found, parts }) => leadPageCheck(found, parts),
    notes: ['the lead first, then its six reads at once, as the page mounts them'],
  };
}

const PANELS = ['leads', 'funnel', 'ab', 'pages', 'clicks', 'scroll', 'vitals'] as const;
type Panel = (typeof PANELS)[number];
const PANEL_LABELS: Record<Panel, string> = {
  leads: 'leads per day',
  funnel: 'quiz funnel',
  ab: 'A/B test',
  pages: 'heatmap pages',
  clicks: 'heatmap clicks on / (desktop)',
  scroll: 'scroll depth',
  vitals: 'web vitals',
};

type PanelResult = { panel: 'clicks'; map: { total_clicks: number; cells: readonly unknown[] } } | { panel: Exclude<Panel, 'clicks'>; rows: readonly Record<string, unknown>[] };

async function readPanel(admin: AdminClient, panel: Panel, days: Period): Promise<PanelResult> {
  if (panel === 'clicks') return { panel, map: await analyticsReads.clicks(admin, clickMapArgs('/', 'all', 'desktop', days)) };
  return { panel, rows: (await analyticsReads[panel](admin, days)) as readonly Record<string, unknown>[] };
}

function panelSize(result: PanelResult): number {
  return result.panel === 'clicks' ? result.map.cells.length : result.rows.length;
}

function analyticsCases(context: ScaleContext): ScaleCase[] {
  const { admin, db } = context;
  const panelCases = periods.flatMap((days) =>
    PANELS.map(
      (panel): ScaleCase<PanelResult> => ({
        name: `analytics: ${PANEL_LABELS[panel]}, ${days} days`,
        budgetMs: PANEL_BUDGET_MS,
        run: () => readPanel(admin, panel, days),
        check: async (result) => {
          if (result.panel === 'clicks') return clickMapCheck(result.map);
          return result.panel === 'leads' ? leadsPerDayCheck(result.rows, await leadsPerDayTruth(db, days)) : rowCountCheck(result.rows);
        },
      }),
    ),
  );
  const longest = Math.max(...periods) as Period;
  const tab: ScaleCase<PanelResult[]> = {
    name: `analytics: whole tab, ${longest} days`,
    budgetMs: ANALYTICS_TAB_BUDGET_MS,
    run: () => Promise.all(PANELS.map((panel) => readPanel(admin, panel, longest))),
    check: (results) => ({ text: `${results.reduce((sum, result) => sum + panelSize(result), 0).toLocaleString('en-US')} rows and cells in ${results.length} panels` }),
    notes: ['every panel at once, the heatmap on / (desktop, all variants)'],
  };
  return [...panelCases, tab];
}

function tabCases(context: ScaleContext): ScaleCase[] {
  const { admin, fixture } = context;
  return [
    {
      name: 'bookings tab: first page (upcoming)',
      budgetMs: TAB_BUDGET_MS,
      run: () => fetchBookings(admin, 'upcoming', 1),
      check: (page: { rows: unknown[]; total: number }) => ({ text: `${page.rows.length} of ${page.total.toLocaleString('en-US')}` }),
    },
    {
      name: 'agreements tab: first page',
      budgetMs: TAB_BUDGET_MS,
      run: () => fetchAgreements(admin, 1),
      check: (page: { rows: unknown[]; total: number }) => {
        const ok = page.total === fixture.acceptances && page.rows.length === Math.min(25, fixture.acceptances);
        return { text: `${page.rows.length} of ${page.total.toLocaleString('en-US')}${ok ? '' : ` (database: ${fixture.acceptances})`}`, ok };
      },
    },
  ] as ScaleCase[];
}

function writeCases(context: ScaleContext): ScaleCase[] {
  const { admin, anon, backendUrl, deadline, fixture, runId } = context;
  let submissions = 0;
  let beacons = 0;
  let statusChanges = 0;
  return [
    {
      name: 'write: lead submission (send-contact-email)',
      budgetMs: WRITE_BUDGET_MS,
      run: async () => {
        submissions += 1;
        const { data, error } = await anon.functions.invoke('send-contact-email', { body: contactBody(`${BENCH_MARK}${runId}-${submissions}@example.com`) });
        if (error) throw error;
        return data as unknown;
      },
      check: (answer) => ({ text: JSON.stringify(answer), ok: (answer as { success?: unknown } | null)?.success === true }),
      // The e-mails go out in the background after the answer, as in production: not timed, not overlapping the next run.
      afterEach: () => settleBackgroundTasks(),
      notes: ['the answer; its e-mails are sent afterwards, untimed'],
    },
    {
      name: 'write: click beacon (/api/heatmap-clicks)',
      budgetMs: WRITE_BUDGET_MS,
      run: async () => {
        beacons += 1;
        const response = await deadline.fetch(`${backendUrl}/api/heatmap-clicks`, {
          method: 'POST',
          // As navigator.sendBeacon sends a string: text/plain, no key.
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify({
            page: '/',
            viewportWidth: 1280,
            viewportHeight: 800,
            abVariant: 'A',
            sessionId: `${BENCH_MARK}${runId}`,
            consent: { analytics: true, version: '2026-01' },
            clicks: [{ x: 100 + beacons, y: 640, element: 'a', timestamp: new Date().toISOString() }],
          }),
        });
        await response.body?.cancel();
        return response.status;
      },
      check: (status) => ({ text: `answered ${status}`, ok: status === 204 }),
    },
    {
      name: 'write: status change (updateLeadStatus)',
      budgetMs: WRITE_BUDGET_MS,
      run: () => {
        statusChanges += 1;
        return updateLeadStatus(admin, fixture.writeLeadId, statusChanges % 2 === 1 ? 'Nurturing' : 'Client');
      },
      check: (change: StatusChange) => ({ text: `now ${change.status}`, ok: true }),
    },
    {
      name: 'write: note',
      budgetMs: WRITE_BUDGET_MS,
      // What the note form's mutation sends (lead-detail/use-add-note.ts).
      run: async () => {
        const { error } = await admin.from('lead_notes').insert({ lead_id: fixture.writeLeadId, body: 'Called back: the bench measures this note.' });
        if (error) throw error;
        return null;
      },
    },
  ] as ScaleCase[];
}

export function scaleCases(context: ScaleContext): ScaleCase[] {
  return [...inboxCases(context), leadPageCase(context) as ScaleCase, ...analyticsCases(context), ...tabCases(context), ...writeCases(context)];
}
