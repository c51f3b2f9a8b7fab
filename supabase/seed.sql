-- Demo data for local development only (never run on a hosted project).
-- npm run db:reset rebuilds the local database from the migrations and this file.

insert into public.leads (created_at, source, name, email, phone, company, user_type, industry, status, call_booked, quiz_answers, details, attribution)
values
  (now() - interval '2 hours', 'quiz', 'Maria Gonzalez', 'maria@sunsetbakery.example', null, 'Sunset Bakery', 'owner', 'Brick-and-Mortar', 'New', false,
   '{"businessType":"Brick-and-Mortar","improvement":"more-local-customers","currentMethod":"word-of-mouth","win":"foot-traffic"}', '{}',
   '{"utm_source":"google","utm_medium":"cpc","utm_campaign":"local-seo","landing_page":"/"}'),
  (now() - interval '5 hours', 'contact', 'James Carter', 'james@carterlaw.example', '(310) 555-0142', 'Carter Law Group', null, null, 'New', false,
   null, '{"service":"ppc","message":"We need more qualified case inquiries from Google Ads."}',
   '{"referrer":"https://www.google.com/","landing_page":"/services/ppc"}'),
  (now() - interval '1 day', 'quiz', 'Priya Shah', 'priya.shah@example.com', null, null, 'aspirer', null, 'Nurturing', false,
   '{"stage":"planning-3-6","fear":"no-customers"}', '{}', '{"utm_source":"facebook","utm_medium":"paid-social"}'),
  (now() - interval '1 day 3 hours', 'smart-lead', 'Daniel Kim', 'dkim@kimdental.example', '(213) 555-0199', 'Kim Family Dental', null, 'Healthcare', 'Call Booked', true,
   null, '{"budget":"5000-10000","timeline":"asap","goals":["More new patients","Better reviews"]}', '{"gclid":"demo-gclid-1","landing_page":"/pathfinder"}'),
  (now() - interval '2 days', 'consultation', 'Ashley Nguyen', 'ashley@glowstudio.example', '(424) 555-0117', 'Glow Studio', null, 'Beauty', 'Client', true,
   null, '{"service":"social-media-marketing","message":"Looking for a monthly content partner."}', '{"utm_source":"instagram"}'),
  (now() - interval '3 days', 'resource-download', 'Robert Miller', 'rmiller@example.com', null, null, null, null, 'New', false,
   null, '{"guide":"local-seo-checklist"}', '{"utm_source":"newsletter"}'),
  (now() - interval '4 days', 'quiz', 'Sofia Ramirez', 'sofia@ramirezplumbing.example', null, 'Ramirez Plumbing', 'owner', 'Hybrid', 'Nurturing', false,
   '{"businessType":"Hybrid","improvement":"online-reviews","currentMethod":"social-media","win":"website-leads"}', '{}', '{}'),
  (now() - interval '6 days', 'exit-intent', 'Visitor', 'owner@brightfitness.example', null, null, null, null, 'New', false,
   null, '{"offer":"ppc-audit-checklist"}', '{"landing_page":"/services/ppc"}'),
  (now() - interval '8 days', 'onboarding', 'Kevin Brooks', 'kevin@brookshvac.example', '(818) 555-0164', 'Brooks HVAC', null, 'Home Services', 'Lost', false,
   null, '{"package":"growth","monthly":3500,"setup":1500}', '{"utm_source":"google","utm_medium":"organic"}'),
  (now() - interval '12 days', 'contact', 'Emily Chen', 'emily@chenrealty.example', '(626) 555-0108', 'Chen Realty', null, 'Real Estate', 'Client', true,
   null, '{"service":"web-design","message":"Our site is slow and dated."}', '{}');
