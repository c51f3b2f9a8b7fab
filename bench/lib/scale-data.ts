/**
 * The data of an agency three years in, made set-based (one INSERT … SELECT generate_series per table),
 * so that 12 million rows take minutes, not hours. Leads span three years, tracking one year, as the
 * retention rules would leave them; every value is one the forms and beacons could have written.
 *
 * Leads are inserted with their triggers on, as the functions insert them, so that whatever the
 * migrations keep in step with leads (the count of leads per address the inbox reads) is kept. For the
 * rest triggers are off (session_replication_role = replica): those rows are made consistent here (one
 * live booking per slot), and the outbox's per-address cap would otherwise take an advisory lock and a
 * count for each of 300,000 rows.
 */

import { AGREEMENT_CONSENT_TEXT, agreementPackageNames } from '../../supabase/functions/_shared/rules/content/agreement.ts';
import { ownerBusinessTypes } from '../../supabase/functions/_shared/rules/quiz-lead.ts';

export interface ScaleVolumes {
  leads: number;
  leadEvents: number;
  leadNotes: number;
  bookings: number;
  emails: number;
  clicks: number;
  scrollSamples: number;
  analyticsEvents: number;
  consentRecords: number;
}

/** What a busy agency has after three years, with a year of tracking. */
export const productionVolumes: ScaleVolumes = {
  leads: 100_000,
  leadEvents: 200_000,
  leadNotes: 50_000,
  bookings: 20_000,
  emails: 300_000,
  clicks: 5_000_000,
  scrollSamples: 2_000_000,
  analyticsEvents: 5_000_000,
  consentRecords: 300_000,
};

/** The same shape at a hundredth, for PGlite (in memory, one core) and a quick look. */
export function scaledVolumes(factor: number): ScaleVolumes {
  const scaled = Object.entries(productionVolumes).map(([key, value]) => [key, Math.max(1, Math.round(value * factor))]);
  return Object.fromEntries(scaled) as unknown as ScaleVolumes;
}

/** The routes the beacons report, `/` first: it takes a third of the traffic, as a home page does. */
const PAGES = [
  '/', '/professional', '/services', '/pricing', '/resources', '/call-booking', '/onboarding', '/pathfinder',
  '/pathfinder/results', '/about', '/contact', '/services/pay-per-results-seo', '/services/website-accessibility',
  '/services/google-ads', '/services/social-media', '/services/web-design', '/services/4x-conversions',
  '/case-studies', '/blog', '/privacy', '/terms', '/sitemap', '/service-agreement', '/welcome', '/path-selector',
  '/quiz/aspirer', '/quiz/owner', '/faq', '/careers', '/accessibility',
];

/** A string as an SQL literal. */
const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

const sqlArray = (values: readonly string[]) => `array[${values.map(sqlText).join(', ')}]`;

/** A page: `/` for a third of the rows, the rest spread over the others. `seed` is an integer expression. */
const pageOf = (seed: string) =>
  `(case when ${seed} % 3 = 0 then '/' else (${sqlArray(PAGES)})[2 + (${seed} % ${PAGES.length - 1})] end)`;

/** A moment in the last `days` days, spread evenly by the row number `i` out of `count`. */
const spreadOver = (days: number, i: string, count: number) =>
  `now() - make_interval(secs => (${days} * 86400.0) * (${i}::double precision / ${count}) + (${i} % 997))`;

export function scaleDataStatements(volumes: ScaleVolumes): string[] {
  const v = volumes;
  return [
    // Leads: three years; 85 % distinct addresses (a returning visitor fills more than one form); 5 % spam.
    `insert into public.leads (id, created_at, updated_at, source, name, email, phone, company, user_type, industry, status,
       call_booked, is_spam, spam_reason, message, priority, budget_min_cents, budget_max_cents, details, attribution,
       first_response_at, status_changed_at)
     select
       gen_random_uuid(), t.at, t.at,
       t.source,
       case when t.source in ('onboarding', 'exit-intent', 'call-booking') then null else 'Visitor ' || t.i end,
       -- The domain goes with the local part, so that a returning visitor's leads share the whole address.
       'visitor' || (t.i % ${Math.round(v.leads * 0.85)}) || '@' || (${sqlArray(['example.com', 'mail.example.org', 'agency.example.net'])})[1 + (t.i % ${Math.round(v.leads * 0.85)}) % 3],
       case when t.i % 2 = 0 then '(213) 555-' || lpad((t.i % 10000)::text, 4, '0') end,
       case when t.i % 3 = 0 then 'Company ' || (t.i % 5000) end,
       case when t.source = 'quiz' then (array['aspirer', 'owner'])[1 + t.i % 2] end,
       -- Owners are every 18th lead (quiz, odd): counting them by i / 18 gives each business type its share.
       case when t.source = 'quiz' and t.i % 2 = 1 then (${sqlArray(ownerBusinessTypes)})[1 + (t.i / 18) % ${ownerBusinessTypes.length}] end,
       t.status, t.status = 'Call Booked', t.status = 'Spam', case when t.status = 'Spam' then 'honeypot' end,
       case when t.source in ('contact', 'consultation') then 'We would like more calls from search, message ' || t.i end,
       case when t.source = 'smart-lead' then (array['high', 'medium', 'low', 'lowest'])[1 + t.i % 4] end,
       case when t.source = 'smart-lead' then 100000 * (1 + t.i % 5) end,
       case when t.source = 'smart-lead' then 200000 * (1 + t.i % 5) end,
       '{}'::jsonb,
       case when t.i % 4 = 0 then '{}'::jsonb
         else jsonb_build_object('utm_source', (array['google', 'facebook', 'newsletter', 'linkedin'])[1 + t.i % 4],
                                 'ab_variant', (array['A', 'B'])[1 + t.i % 2], 'landing_page', ${pageOf('t.i')}) end,
       case when t.status <> 'New' and t.status <> 'Spam' then t.at + make_interval(mins => 5 + t.i % 600) end,
       case when t.status <> 'New' then t.at + make_interval(mins => 5 + t.i % 600) end
     from (
       select i, ${spreadOver(3 * 365, 'i', v.leads)} as at,
         (${sqlArray(['contact', 'consultation', 'smart-lead', 'onboarding', 'quiz', 'resource-download', 'exit-intent', 'call-booking', 'agreement'])})[1 + i % 9] as source,
         case when i % 20 = 0 then 'Spam' else (${sqlArray(['New', 'Nurturing', 'Call Booked', 'Client', 'Lost'])})[1 + (i / 20) % 5] end as status
       from generate_series(1, ${v.leads}) as i
     ) as t`,
    `set session_replication_role = replica`,
    // Numbered leads, so that the child tables can pick one by number without a join per row.
    `create temporary table scale_lead_ids as
       select row_number() over (order by created_at) as n, id, created_at from public.leads`,
    `create index on scale_lead_ids (n)`,
    // Every agreement lead was stored with its acceptance (accept_agreement), as the service agreement page does.
    `insert into public.agreement_acceptances (lead_id, created_at, package_name, monthly_investment, setup_fee, agreement_date,
       accepted_at, signer_name, signer_email, terms_fingerprint, terms_text, consent_text, ip_address, user_agent)
     select l.id, l.created_at, (${sqlArray(agreementPackageNames)})[1 + s.n % ${agreementPackageNames.length}],
       1500 * (1 + s.n % ${agreementPackageNames.length}), 500, (l.created_at at time zone 'America/Los_Angeles')::date, l.created_at,
       l.name, l.email, md5(l.id::text) || md5(l.email), repeat('The agency provides the services of the chosen package as set out above. ', 140),
       ${sqlText(AGREEMENT_CONSENT_TEXT)}, '203.0.113.' || (s.n % 250), 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0'
     from public.leads as l join scale_lead_ids as s on s.id = l.id
     where l.source = 'agreement'`,
    `insert into public.lead_events (lead_id, created_at, kind, from_value, to_value, actor_email)
     select l.id, l.created_at + make_interval(mins => 10 + i % 500), 'status_changed', 'New', 'Nurturing', 'staff@example.com'
     from generate_series(1, ${v.leadEvents}) as i join scale_lead_ids as l on l.n = 1 + i % ${v.leads}`,
    `insert into public.lead_notes (lead_id, created_at, body, author_email)
     select l.id, l.created_at + make_interval(mins => 20 + i % 900), 'Called back, follow up next week (' || i || ')', 'staff@example.com'
     from generate_series(1, ${v.leadNotes}) as i join scale_lead_ids as l on l.n = 1 + (i * 7) % ${v.leads}`,
    // One slot per half hour going back from next week: the live ones stay unique, as the index demands.
    `insert into public.call_bookings (lead_id, created_at, email, phone, slot_start, status, biggest_question)
     select l.id, l.created_at, 'booker' || i || '@example.com', '(213) 555-0100',
       date_trunc('hour', now()) + interval '7 days' - make_interval(mins => 30 * i),
       case when i % 10 = 0 then 'cancelled' else 'booked' end, 'How fast can we rank?'
     from generate_series(1, ${v.bookings}) as i join scale_lead_ids as l on l.n = 1 + (i * 5) % ${v.leads}`,
    // Three e-mails a lead; 1 in 500 failed, and the newest still pending.
    `insert into public.email_outbox (lead_id, created_at, kind, to_address, subject, html, text_body, status, attempts,
       next_attempt_at, sent_at, last_error)
     select l.id, l.created_at, (array['visitor_confirmation', 'team_notification', 'resource_download'])[1 + i % 3],
       'visitor' || i || '@example.com', 'Thanks for reaching out (' || i || ')',
       '<p>Hello,</p><p>' || repeat('Thank you for contacting us. ', 30) || i || '</p>',
       repeat('Thank you for contacting us. ', 30) || i,
       case when i % 500 = 0 then 'failed' when i > ${v.emails} - 20 then 'pending' else 'sent' end,
       1, l.created_at,
       case when i % 500 <> 0 and i <= ${v.emails} - 20 then l.created_at + interval '1 minute' end,
       case when i % 500 = 0 then 'provider refused' end
     from generate_series(1, ${v.emails}) as i join scale_lead_ids as l on l.n = 1 + i % ${v.leads}`,
    // A year of clicks: on `/`, spread over the page (about 80,000 10 px cells); elsewhere, clustered.
    `insert into public.heatmap_clicks (received_at, page_path, x, y, element, viewport_width, viewport_height, device_class,
       ab_variant, session_id, client_timestamp)
     select t.at, t.page, (i * 37) % t.width, case when t.page = '/' then ((i::bigint * 7919) % 9000)::integer else (i * 13) % 3000 end,
       (array['a', 'button', 'img', 'div'])[1 + i % 4], t.width, 800, case when t.width = 390 then 'mobile' else 'desktop' end,
       (array['A', 'B'])[1 + i % 2], 's' || (i / 8), t.at
     from (select i, ${spreadOver(365, 'i', v.clicks)} as at, ${pageOf('i')} as page,
                  case when i % 2 = 0 then 390 else 1280 end as width
           from generate_series(1, ${v.clicks}) as i) as t`,
    `insert into public.heatmap_scroll_samples (received_at, page_path, scroll_y, viewport_height, document_height, session_id, client_timestamp)
     select t.at, t.page, (i * 131) % 8000, 800, 9000, 's' || (i / 5), t.at
     from (select i, ${spreadOver(365, 'i', v.scrollSamples)} as at, ${pageOf('i')} as page from generate_series(1, ${v.scrollSamples}) as i) as t`,
    `insert into public.analytics_events (received_at, name, page, params, session_id, ab_variant, viewport_width, device_class, client_timestamp)
     select t.at, t.name, t.page,
       case t.name
         when 'core_web_vital' then jsonb_build_object('metric', (array['LCP', 'INP', 'CLS', 'FID'])[1 + i % 4], 'value', 100 + i % 3000, 'page', t.page)
         when 'page_load_time' then jsonb_build_object('value', 300 + i % 4000)
         when 'quiz_start' then jsonb_build_object('quiz', (array['aspirer', 'owner'])[1 + i % 2])
         when 'quiz_step' then jsonb_build_object('quiz', (array['aspirer', 'owner'])[1 + i % 2], 'step', 1 + i % 5)
         when 'quiz_submit' then jsonb_build_object('quiz', (array['aspirer', 'owner'])[1 + i % 2])
         when 'ab_test_view' then jsonb_build_object('variant', (array['A', 'B'])[1 + i % 2])
         when 'ab_test_conversion' then jsonb_build_object('variant', (array['A', 'B'])[1 + i % 2])
         when 'scroll_depth' then jsonb_build_object('percent', 25 * (1 + i % 4))
         when 'engagement_time' then jsonb_build_object('seconds', 30 * (1 + i % 2))
         else '{}'::jsonb
       end,
       's' || (i / 6), (array['A', 'B'])[1 + i % 2], 1280, 'desktop', t.at
     from (select i, ${spreadOver(365, 'i', v.analyticsEvents)} as at, ${pageOf('i')} as page,
             (${sqlArray(['core_web_vital', 'core_web_vital', 'page_load_time', 'ab_test_view', 'ab_test_conversion', 'scroll_depth', 'engagement_time', 'quiz_start', 'quiz_step', 'quiz_step', 'quiz_submit', 'booking_submit'])})[1 + i % 12] as name
           from generate_series(1, ${v.analyticsEvents}) as i) as t`,
    `insert into public.consent_records (decided_at, analytics, version, source, client_key, session_id, user_agent_family)
     select ${spreadOver(3 * 365, 'i', v.consentRecords)}, i % 3 <> 0, '2026-01', (array['banner', 'settings'])[1 + i % 2],
       md5(i::text), 's' || i, 'Chrome'
     from generate_series(1, ${v.consentRecords}) as i`,
    `drop table scale_lead_ids`,
    `set session_replication_role = origin`,
    `analyze`,
  ];
}
