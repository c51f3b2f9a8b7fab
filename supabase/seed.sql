-- Demo data for local development only (never run on a hosted project).
-- npm run db:reset rebuilds the local database from the migrations and this file.
--
-- A month of a Los Angeles agency's inbox, relative to now(): about forty leads from every form, a few
-- people who came back more than once, staff notes and status history, calls booked on the coming
-- weekdays (and a few held already), two signed agreements and the e-mails each lead caused.
-- Staff actions carry admin@example.com (the local admin npm run backend creates after seeding) with
-- no user id, since no user exists yet. Exactly two leads are clients: tests/backend/admin-access.test.ts
-- counts them.

-- Leads ------------------------------------------------------------------------------------------

insert into public.leads (
  id, created_at, updated_at, notified_at, source, name, email, phone, company, user_type, industry,
  status, call_booked, quiz_answers, details, attribution, is_spam, spam_reason, message, priority, budget_min_cents, budget_max_cents
)
select
  v.id::uuid, now() - v.age::interval, now() - v.age::interval, now() - v.age::interval,
  v.source, v.name, v.email, v.phone, v.company, v.user_type, v.industry,
  v.status, v.call_booked, v.quiz_answers::jsonb, v.details::jsonb, v.attribution::jsonb, v.is_spam, v.spam_reason,
  v.message, v.priority, v.budget_min_cents::integer, v.budget_max_cents::integer
from (values
  ('5eed1ead-0000-4000-8000-000000000001', '35 minutes', 'smart-lead', 'Olivia Bennett', 'olivia@bennettpilates.example', null, 'Bennett Pilates', null, null,
   'New', false, null, '{"urgency":"immediate","leadSource":"Social Media","primaryGoal":"leads"}',
   '{"utm_source":"facebook","utm_medium":"paid-social","utm_campaign":"studio-launch-fall","fbclid":"IwAR-demo-01","landing_page":"/pathfinder","referrer":"https://l.facebook.com/"}', false, null,
   'We just opened a second studio in Culver City and need members fast.', 'high', 100000, 500000),
  ('5eed1ead-0000-4000-8000-000000000002', '2 hours', 'quiz', 'Hector Alvarez', 'hector@alvareztaqueria.example', null, null, 'owner', 'Brick-and-Mortar',
   'New', false, '{"businessType":"Brick-and-Mortar","improvement":"compete-chains","currentMethod":"local-ads","win":"foot-traffic"}', '{}',
   '{"utm_source":"google","utm_medium":"cpc","utm_campaign":"owner-quiz-la","utm_term":"restaurant marketing los angeles","gclid":"Cj0KCQ-demo-02","landing_page":"/quiz/owner"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000003', '5 hours', 'exit-intent', null, 'grace.lee@example.com', null, null, null, null,
   'New', false, null, '{"offer":"ppc-audit-checklist"}',
   '{"landing_page":"/services/google-ads","referrer":"https://www.google.com/"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000004', '9 hours', 'contact', 'Rank Boost', 'rankboost@seo-blast.example', '000-000-0000', null, null, null,
   'Spam', false, null, '{"challenge":"Other"}',
   '{"landing_page":"/contact"}', true, 'honeypot',
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000005', '14 hours', 'resource-download', 'Nina Patel', 'nina@patelcpa.example', null, 'Patel CPA', null, null,
   'New', false, null, '{"resource_type":"The Local Business Lead Generation Playbook","guide_id":"local-lead-generation-playbook"}',
   '{"utm_source":"newsletter","utm_medium":"email","utm_campaign":"monthly-playbook","landing_page":"/resources"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000006', '20 hours', 'call-booking', null, 'tbecker@westsidecycles.example', '(310) 555-0133', null, null, null,
   'Call Booked', true, null, '{"biggest_question":"Is Google Ads worth it for a bike shop in Santa Monica?"}',
   '{"utm_source":"google","utm_medium":"organic","landing_page":"/call-booking","referrer":"https://www.google.com/"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000007', '1 day 2 hours', 'quiz', 'Jasmine Carter', 'jasmine.carter@example.com', null, null, 'aspirer', null,
   'New', false, '{"stage":"validating","concept":"Mobile dog grooming van for the South Bay","customer":"Busy pet owners in Torrance and Redondo Beach","fear":"no-customers"}', '{}',
   '{"utm_source":"instagram","utm_medium":"paid-social","utm_campaign":"new-business-roadmap","fbclid":"IwAR-demo-07","landing_page":"/quiz/aspirer"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000008', '1 day 6 hours', 'consultation', 'Brian O''Connor', 'brian@oconnorinjurylaw.example', '(213) 555-0171', 'O''Connor Injury Law', null, null,
   'Nurturing', false, null, '{"service":"Google Advertising"}',
   '{"utm_source":"bing","utm_medium":"organic","landing_page":"/services/google-ads","referrer":"https://www.bing.com/"}', false, null,
   'Our cost per signed case from Google Ads doubled this year.', null, null, null),
  ('5eed1ead-0000-4000-8000-000000000009', '1 day 19 hours', 'smart-lead', 'Samantha Wright', 'sam@wrightrealty.example', null, 'Wright Realty Group', null, null,
   'Call Booked', true, null, '{"urgency":"30days","leadSource":"Google Search","primaryGoal":"leads"}',
   '{"utm_source":"google","utm_medium":"cpc","utm_campaign":"real-estate-seo","gclid":"Cj0KCQ-demo-09","landing_page":"/pathfinder"}', false, null,
   'We need seller leads in Pasadena and Arcadia before spring.', 'medium', 500000, 1500000),
  ('5eed1ead-0000-4000-8000-000000000010', '2 days 4 hours', 'consultation', 'Maria Gonzalez', 'maria@sunsetbakery.example', '(323) 555-0110', 'Sunset Bakery', null, null,
   'Call Booked', true, null, '{"service":"Pay-Per-Results SEO"}',
   '{"utm_source":"newsletter","utm_medium":"email","utm_campaign":"case-study-bakery","landing_page":"/services/local-seo"}', false, null,
   'Ready to talk about marketing our second location in Silver Lake.', null, null, null),
  ('5eed1ead-0000-4000-8000-000000000011', '3 days 1 hour', 'onboarding', null, 'owner@brightsidefitness.example', null, 'Brightside Fitness', null, 'Other',
   'New', false, null, '{"goal":"leads","timeline":"ASAP - Within 30 days","recommendedPackage":"Growth Engine"}',
   '{"utm_source":"youtube","utm_medium":"video","utm_campaign":"how-it-works","landing_page":"/onboarding"}', false, null,
   'Two gyms in Long Beach, want trial sign-ups.', null, 500000, 1000000),
  ('5eed1ead-0000-4000-8000-000000000012', '3 days 8 hours', 'quiz', 'Kevin Tran', 'kevin@tranautobody.example', null, null, 'owner', 'Brick-and-Mortar',
   'Nurturing', false, '{"businessType":"Brick-and-Mortar","improvement":"online-reviews","currentMethod":"word-of-mouth","win":"foot-traffic"}', '{}',
   '{"utm_source":"google","utm_medium":"cpc","utm_campaign":"owner-quiz-la","gclid":"Cj0KCQ-demo-12","landing_page":"/quiz/owner"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000013', '4 days 2 hours', 'agreement', 'Daniel Kim', 'dkim@kimdental.example', null, null, null, null,
   'Client', false, null, '{"package":"Growth Package","monthlyInvestment":3500,"setupFee":1500}',
   '{"landing_page":"/agreement?package=Growth%20Package","referrer":"https://mail.google.com/"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000014', '4 days 10 hours', 'resource-download', 'Luis Hernandez', 'luis@hernandezlandscaping.example', '(818) 555-0121', 'Hernandez Landscaping', null, null,
   'New', false, null, '{"resource_type":"The Google Ads Budget Blueprint","guide_id":"google-ads-budget-blueprint"}',
   '{"utm_source":"facebook","utm_medium":"paid-social","utm_campaign":"ads-budget-guide","fbclid":"IwAR-demo-14","landing_page":"/resources"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000015', '5 days', 'contact', 'Rachel Goldberg', 'rachel@goldberginteriors.example', '(310) 555-0159', null, null, null,
   'Nurturing', false, null, '{"challenge":"Not enough leads"}',
   '{"utm_source":"google","utm_medium":"organic","landing_page":"/contact","referrer":"https://www.google.com/"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000016', '5 days 14 hours', 'quiz', 'Andre Williams', 'andre.w@example.com', null, null, 'aspirer', null,
   'Nurturing', false, '{"stage":"planning-3-6","concept":"Caribbean food truck in Long Beach","customer":"Office workers at lunch and weekend event crowds","fear":"running-out-money"}', '{}',
   '{"utm_source":"tiktok","utm_medium":"paid-social","utm_campaign":"new-business-roadmap","landing_page":"/quiz/aspirer"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000017', '6 days 3 hours', 'call-booking', null, 'lena@lenaskincare.example', '(323) 555-0194', null, null, null,
   'Nurturing', false, null, '{"biggest_question":"How do I get more bookings without discounting?"}',
   '{"utm_source":"instagram","utm_medium":"social","landing_page":"/call-booking","referrer":"https://www.instagram.com/"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000018', '6 days 20 hours', 'smart-lead', 'Chris Morgan', 'chris@morganelectric.example', null, 'Morgan Electric', null, null,
   'Lost', false, null, '{"urgency":"90days","leadSource":"Google Search"}',
   '{"utm_source":"google","utm_medium":"cpc","utm_campaign":"home-services","gclid":"Cj0KCQ-demo-18","landing_page":"/pathfinder"}', false, null,
   'Mostly curious what ads would cost for commercial electrical work.', 'low', null, null),
  ('5eed1ead-0000-4000-8000-000000000019', '7 days 5 hours', 'agreement', 'Emily Chen', 'emily@chenrealty.example', null, null, null, null,
   'Client', false, null, '{"package":"Launch Package","monthlyInvestment":1500,"setupFee":750}',
   '{"landing_page":"/agreement?package=Launch%20Package","referrer":"https://mail.google.com/"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000020', '8 days', 'quiz', 'Vanessa Ortiz', 'vanessa@ortizjewelry.example', null, null, 'owner', 'Online',
   'Nurturing', false, '{"businessType":"Online","currentMethod":"social-media","win":"online-sales"}', '{}',
   '{"utm_source":"pinterest","utm_medium":"paid-social","utm_campaign":"ecommerce-audit","landing_page":"/quiz/owner"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000021', '8 days 18 hours', 'consultation', 'Kevin Brooks', 'kevin@brookshvac.example', '(818) 555-0164', 'Brooks HVAC', null, null,
   'Lost', false, null, '{"service":"Pay-Per-Results SEO"}',
   '{"utm_source":"google","utm_medium":"organic","landing_page":"/services/seo","referrer":"https://www.google.com/"}', false, null,
   'Summer was slow, we need more service calls in the Valley.', null, null, null),
  ('5eed1ead-0000-4000-8000-000000000022', '9 days 6 hours', 'resource-download', 'Steve Russo', 'steve@russospizzeria.example', null, 'Russo''s Pizzeria', null, null,
   'New', false, null, '{"resource_type":"The Local Business Lead Generation Playbook","guide_id":"local-lead-generation-playbook"}',
   '{"utm_source":"google","utm_medium":"organic","landing_page":"/resources","referrer":"https://www.google.com/"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000023', '10 days', 'exit-intent', null, 'hello@silverlakeyoga.example', null, null, null, null,
   'New', false, null, '{"offer":"ppc-audit-checklist"}',
   '{"utm_source":"google","utm_medium":"cpc","utm_campaign":"ppc-services","gclid":"Cj0KCQ-demo-23","landing_page":"/services/ppc"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000024', '11 days 4 hours', 'quiz', 'Nicole Adams', 'nicole.adams@example.com', null, null, 'aspirer', null,
   'New', false, '{"stage":"just-idea","concept":"Subscription boxes of LA-made snacks","customer":"Gift buyers and people who moved away from LA","fear":"not-knowing-steps"}', '{}',
   '{"utm_source":"facebook","utm_medium":"paid-social","utm_campaign":"new-business-roadmap","fbclid":"IwAR-demo-24","landing_page":"/quiz/aspirer"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000025', '12 days 2 hours', 'smart-lead', 'Omar Haddad', 'omar@haddadmotors.example', null, 'Haddad Motors', null, null,
   'Call Booked', true, null, '{"urgency":"immediate","leadSource":"Referral","primaryGoal":"revenue"}',
   '{"utm_source":"google","utm_medium":"cpc","utm_campaign":"auto-dealers","gclid":"Cj0KCQ-demo-25","landing_page":"/pathfinder"}', false, null,
   'Used car lot in Van Nuys, want more test drives booked online.', 'high', 500000, 1500000),
  ('5eed1ead-0000-4000-8000-000000000026', '13 days 7 hours', 'quiz', 'asdf asdf', 'asdf@mailinator.example', null, null, 'owner', 'Online',
   'Spam', false, '{"businessType":"Online","currentMethod":"no-method","win":"website-leads"}', '{}',
   '{"landing_page":"/quiz/owner"}', true, 'honeypot',
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000027', '14 days 3 hours', 'contact', 'Emily Chen', 'emily@chenrealty.example', '(626) 555-0108', null, null, null,
   'Call Booked', true, null, '{"challenge":"Poor conversion rates","recommendedService":"The Conversion Catalyst"}',
   '{"utm_source":"google","utm_medium":"cpc","utm_campaign":"web-design-la","gclid":"Cj0KCQ-demo-27","landing_page":"/services/web-design"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000028', '15 days 9 hours', 'quiz', 'Derek Washington', 'derek@washingtonbarbers.example', null, null, 'owner', 'Hybrid',
   'New', false, '{"businessType":"Hybrid","improvement":"more-local-customers","currentMethod":"social-media","win":"website-leads"}', '{}',
   '{"utm_source":"instagram","utm_medium":"social","landing_page":"/quiz/owner","referrer":"https://www.instagram.com/"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000029', '16 days 2 hours', 'onboarding', null, 'ashley@glowstudio.example', null, 'Glow Studio', null, 'Other',
   'Call Booked', true, null, '{"goal":"brand","timeline":"1-3 months","recommendedPackage":"Growth Engine"}',
   '{"utm_source":"instagram","utm_medium":"paid-social","utm_campaign":"beauty-growth","fbclid":"IwAR-demo-29","landing_page":"/onboarding"}', false, null,
   'Med spa in West Hollywood, launching a new facial line.', null, 500000, 1000000),
  ('5eed1ead-0000-4000-8000-000000000030', '17 days 5 hours', 'resource-download', 'Patricia Lopez', 'patricia@littlestepsdaycare.example', '(562) 555-0138', 'Little Steps Daycare', null, null,
   'Nurturing', false, null, '{"resource_type":"The Local Business Lead Generation Playbook","guide_id":"local-lead-generation-playbook"}',
   '{"utm_source":"newsletter","utm_medium":"email","utm_campaign":"monthly-playbook","landing_page":"/resources"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000031', '18 days', 'quiz', 'Marcus Johnson', 'marcus.j@example.com', null, null, 'aspirer', null,
   'Nurturing', false, '{"stage":"ready-now","concept":"Home organizing service for families in the Valley","customer":"Dual-income parents in Sherman Oaks and Encino","fear":"not-knowing-steps"}', '{}',
   '{"utm_source":"google","utm_medium":"organic","landing_page":"/new-business","referrer":"https://www.google.com/"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000032', '19 days 4 hours', 'smart-lead', 'Karen Mitchell', 'karen@mitchelldentistry.example', null, 'Mitchell Family Dentistry', null, null,
   'Nurturing', false, null, '{"urgency":"30days","leadSource":"Google Search","primaryGoal":"leads"}',
   '{"utm_source":"google","utm_medium":"cpc","utm_campaign":"dental-seo","gclid":"Cj0KCQ-demo-32","landing_page":"/pathfinder"}', false, null,
   'We want more implant and Invisalign patients in Burbank.', 'medium', 100000, 500000),
  ('5eed1ead-0000-4000-8000-000000000033', '20 days 8 hours', 'exit-intent', null, 'jmorales@example.com', null, null, null, null,
   'New', false, null, '{"offer":"ppc-audit-checklist"}',
   '{"landing_page":"/pricing","referrer":"https://duckduckgo.com/"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000034', '21 days 6 hours', 'contact', 'Frank Liu', 'frank@liucpa.example', '(626) 555-0177', null, null, null,
   'Nurturing', false, null, '{"challenge":"Not enough leads","recommendedService":"The Growth Accelerator"}',
   '{"utm_source":"linkedin","utm_medium":"paid-social","utm_campaign":"professional-services","landing_page":"/contact"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000035', '22 days 3 hours', 'resource-download', 'Maria Gonzalez', 'maria@sunsetbakery.example', null, 'Sunset Bakery', null, null,
   'Nurturing', false, null, '{"resource_type":"The Local Business Lead Generation Playbook","guide_id":"local-lead-generation-playbook"}',
   '{"utm_source":"newsletter","utm_medium":"email","utm_campaign":"monthly-playbook","landing_page":"/resources"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000036', '25 days 4 hours', 'smart-lead', 'Daniel Kim', 'dkim@kimdental.example', null, 'Kim Family Dental', null, null,
   'Call Booked', true, null, '{"urgency":"immediate","leadSource":"Referral","primaryGoal":"leads"}',
   '{"utm_source":"google","utm_medium":"cpc","utm_campaign":"dental-seo","gclid":"Cj0KCQ-demo-36","landing_page":"/pathfinder"}', false, null,
   'New patients dropped 30% since a DSO opened down the street in Koreatown.', 'high', 100000, 500000),
  ('5eed1ead-0000-4000-8000-000000000037', '26 days 22 hours', 'quiz', 'Priya Shah', 'priya.shah@example.com', null, null, 'aspirer', null,
   'Nurturing', false, '{"stage":"planning-3-6","concept":"Indian street food pop-up in Artesia","customer":"Food lovers who follow LA pop-ups on Instagram","fear":"no-customers"}', '{}',
   '{"utm_source":"instagram","utm_medium":"paid-social","utm_campaign":"new-business-roadmap","fbclid":"IwAR-demo-37","landing_page":"/quiz/aspirer"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000038', '27 days 9 hours', 'exit-intent', null, 'priya.shah@example.com', null, null, null, null,
   'New', false, null, '{"offer":"ppc-audit-checklist"}',
   '{"landing_page":"/new-business","referrer":"https://www.instagram.com/"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000039', '28 days 3 hours', 'contact', 'James Carter', 'james@carterlaw.example', '(310) 555-0142', null, null, null,
   'Lost', false, null, '{"challenge":"Need help with paid ads"}',
   '{"utm_source":"google","utm_medium":"organic","landing_page":"/services/ppc","referrer":"https://www.google.com/"}', false, null,
   null, null, null, null),
  ('5eed1ead-0000-4000-8000-000000000040', '29 days 6 hours', 'quiz', 'Maria Gonzalez', 'maria@sunsetbakery.example', null, null, 'owner', 'Brick-and-Mortar',
   'Nurturing', false, '{"businessType":"Brick-and-Mortar","improvement":"more-local-customers","currentMethod":"word-of-mouth","win":"foot-traffic"}', '{}',
   '{"utm_source":"google","utm_medium":"cpc","utm_campaign":"owner-quiz-la","utm_term":"bakery marketing","gclid":"Cj0KCQ-demo-40","landing_page":"/quiz/owner"}', false, null,
   null, null, null, null)
) as v(id, age, source, name, email, phone, company, user_type, industry, status, call_booked, quiz_answers, details, attribution, is_spam, spam_reason,
        message, priority, budget_min_cents, budget_max_cents);

-- Status history -----------------------------------------------------------------------------------

-- `after` is the time since the lead arrived; a null actor is the system (a call booked on the site).
insert into public.lead_events (lead_id, created_at, actor_email, kind, from_value, to_value)
select v.lead_id::uuid, l.created_at + v.after::interval, v.actor_email, v.kind, v.from_value, v.to_value
from (values
  ('5eed1ead-0000-4000-8000-000000000008', '25 minutes', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000009', '1 hour 10 minutes', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000009', '23 hours', null, 'call_booked_changed', 'false', 'true'),
  ('5eed1ead-0000-4000-8000-000000000009', '1 day', 'admin@example.com', 'status_changed', 'Nurturing', 'Call Booked'),
  ('5eed1ead-0000-4000-8000-000000000010', '35 minutes', null, 'call_booked_changed', 'false', 'true'),
  ('5eed1ead-0000-4000-8000-000000000010', '35 minutes', null, 'status_changed', 'New', 'Call Booked'),
  ('5eed1ead-0000-4000-8000-000000000012', '5 hours', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000013', '15 minutes', 'admin@example.com', 'status_changed', 'New', 'Client'),
  ('5eed1ead-0000-4000-8000-000000000015', '3 hours 20 minutes', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000016', '22 hours', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000017', '1 day', 'admin@example.com', 'booking_status_changed', 'booked', 'cancelled'),
  ('5eed1ead-0000-4000-8000-000000000017', '1 day 5 minutes', 'admin@example.com', 'status_changed', 'Call Booked', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000017', '1 day 5 minutes', 'admin@example.com', 'call_booked_changed', 'true', 'false'),
  ('5eed1ead-0000-4000-8000-000000000018', '45 minutes', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000018', '5 days', 'admin@example.com', 'status_changed', 'Nurturing', 'Lost'),
  ('5eed1ead-0000-4000-8000-000000000019', '30 minutes', 'admin@example.com', 'status_changed', 'New', 'Client'),
  ('5eed1ead-0000-4000-8000-000000000020', '1 hour 30 minutes', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000021', '2 hours', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000021', '6 days', 'admin@example.com', 'status_changed', 'Nurturing', 'Lost'),
  ('5eed1ead-0000-4000-8000-000000000025', '2 hours', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000025', '1 day', null, 'call_booked_changed', 'false', 'true'),
  ('5eed1ead-0000-4000-8000-000000000025', '1 day 1 hour', 'admin@example.com', 'status_changed', 'Nurturing', 'Call Booked'),
  ('5eed1ead-0000-4000-8000-000000000027', '5 hours 55 minutes', null, 'call_booked_changed', 'false', 'true'),
  ('5eed1ead-0000-4000-8000-000000000027', '5 hours 55 minutes', null, 'status_changed', 'New', 'Call Booked'),
  ('5eed1ead-0000-4000-8000-000000000029', '9 minutes', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000029', '2 days', null, 'call_booked_changed', 'false', 'true'),
  ('5eed1ead-0000-4000-8000-000000000029', '2 days 2 hours', 'admin@example.com', 'status_changed', 'Nurturing', 'Call Booked'),
  ('5eed1ead-0000-4000-8000-000000000030', '4 hours', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000031', '8 hours', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000032', '12 minutes', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000034', '2 hours 15 minutes', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000035', '1 hour', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000036', '30 minutes', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000036', '1 day', null, 'call_booked_changed', 'false', 'true'),
  ('5eed1ead-0000-4000-8000-000000000036', '1 day 10 minutes', 'admin@example.com', 'status_changed', 'Nurturing', 'Call Booked'),
  ('5eed1ead-0000-4000-8000-000000000037', '3 hours', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000039', '3 hours', 'admin@example.com', 'status_changed', 'New', 'Nurturing'),
  ('5eed1ead-0000-4000-8000-000000000039', '9 days', 'admin@example.com', 'status_changed', 'Nurturing', 'Lost'),
  ('5eed1ead-0000-4000-8000-000000000040', '50 minutes', 'admin@example.com', 'status_changed', 'New', 'Nurturing')
) as v(lead_id, after, actor_email, kind, from_value, to_value)
join public.leads as l on l.id = v.lead_id::uuid;

-- Notes --------------------------------------------------------------------------------------------

-- The author trigger stamps the signed-in user and now(); demo notes are history written earlier, so
-- it stays off while they go in. The note_added events still come from the table's other trigger.
alter table public.lead_notes disable trigger lead_notes_set_author;

insert into public.lead_notes (lead_id, created_at, author_email, body)
select v.lead_id::uuid, l.created_at + v.after::interval, 'admin@example.com', v.body
from (values
  ('5eed1ead-0000-4000-8000-000000000008', '20 minutes', 'Called back. He wants an audit of the current Ads account before we talk packages.'),
  ('5eed1ead-0000-4000-8000-000000000010', '3 hours', 'Third time Maria has reached out. Prepared the Silver Lake plan for the call.'),
  ('5eed1ead-0000-4000-8000-000000000011', '6 hours', 'Onboarding lead without a name. E-mailed the address on file to ask who runs marketing at Brightside.'),
  ('5eed1ead-0000-4000-8000-000000000013', '20 minutes', 'Agreement signed for the Growth Package. Kickoff scheduled with the SEO team.'),
  ('5eed1ead-0000-4000-8000-000000000015', '3 hours 15 minutes', 'Sent our Brentwood remodel case study. She will talk to her partner this week.'),
  ('5eed1ead-0000-4000-8000-000000000017', '1 day', 'She asked to cancel: travelling until next month. Follow up in four weeks.'),
  ('5eed1ead-0000-4000-8000-000000000018', '5 days', 'Went with a freelancer at a lower price. Check back in the spring.'),
  ('5eed1ead-0000-4000-8000-000000000020', '1 hour 25 minutes', 'Shopify store, 80% of sales from Instagram. Good fit for the Growth Package.'),
  ('5eed1ead-0000-4000-8000-000000000021', '6 days', 'Chose to hire an in-house marketer.'),
  ('5eed1ead-0000-4000-8000-000000000022', '1 day 2 hours', 'Left a voicemail about the playbook; no answer yet.'),
  ('5eed1ead-0000-4000-8000-000000000027', '1 day', 'Walked through the Launch Package on the call; she wants the agreement by e-mail.'),
  ('5eed1ead-0000-4000-8000-000000000031', '8 hours', 'Sent the launch roadmap. Check in after his LLC is filed.'),
  ('5eed1ead-0000-4000-8000-000000000036', '2 days', 'Great call. Local SEO plus review generation; sending a proposal.'),
  ('5eed1ead-0000-4000-8000-000000000039', '2 hours 50 minutes', 'Wants Google Ads for personal injury, but the budget is under our minimum.'),
  ('5eed1ead-0000-4000-8000-000000000040', '45 minutes', 'Sent the Echo Park bakery case study; she wants to see pricing first.')
) as v(lead_id, after, body)
join public.leads as l on l.id = v.lead_id::uuid;

alter table public.lead_notes enable trigger lead_notes_set_author;

-- What the triggers would have stamped had staff made these changes live: when the status last
-- changed, and the first staff status change or note (the response time).
update public.leads as l
set status_changed_at = e.changed_at
from (
  select lead_id, max(created_at) as changed_at from public.lead_events where kind = 'status_changed' group by lead_id
) as e
where e.lead_id = l.id;

update public.leads as l
set first_response_at = r.answered_at
from (
  select lead_id, min(created_at) as answered_at
  from (
    select lead_id, created_at from public.lead_events where kind = 'status_changed' and actor_email is not null
    union all
    select lead_id, created_at from public.lead_notes
  ) as staff_actions
  group by lead_id
) as r
where r.lead_id = l.id;

-- Calls ----------------------------------------------------------------------------------------------

-- Slots are 10:00 or 14:00 in Los Angeles on the coming (or past) weekdays: `day` 1 is the next
-- weekday, -1 the last one. The cancelled call freed a slot someone else then took.
with la_today as (
  select (now() at time zone 'America/Los_Angeles')::date as today
),
weekdays as (
  select 'next' as direction, row_number() over (order by la_today.today + k) as n, la_today.today + k as day
  from la_today, generate_series(1, 21) as k
  where extract(isodow from la_today.today + k) < 6
  union all
  select 'past', row_number() over (order by la_today.today - k desc), la_today.today - k
  from la_today, generate_series(1, 30) as k
  where extract(isodow from la_today.today - k) < 6
)
insert into public.call_bookings (
  id, created_at, updated_at, lead_id, email, phone, slot_start, time_zone, preferred_date, preferred_time,
  biggest_question, status, status_changed_at
)
select
  v.id::uuid, l.created_at + v.after::interval, l.created_at + v.after::interval, l.id, l.email, v.phone,
  (w.day + v.slot_time::time) at time zone 'America/Los_Angeles', 'America/Los_Angeles', w.day, v.slot_time,
  v.biggest_question, v.status, case when v.status = 'cancelled' then l.created_at + interval '1 day' end
from (values
  ('5eedca11-0000-4000-8000-000000000001', '5eed1ead-0000-4000-8000-000000000006', '0 minutes', 'next', 1, '10:00', '(310) 555-0133', 'booked',
   'Is Google Ads worth it for a bike shop in Santa Monica?'),
  ('5eedca11-0000-4000-8000-000000000002', '5eed1ead-0000-4000-8000-000000000009', '23 hours', 'next', 1, '14:00', '(626) 555-0148', 'booked',
   'How fast can SEO bring seller leads?'),
  ('5eedca11-0000-4000-8000-000000000003', '5eed1ead-0000-4000-8000-000000000010', '35 minutes', 'next', 2, '10:00', '(323) 555-0110', 'booked',
   'Should the second location get its own Google Business Profile?'),
  ('5eedca11-0000-4000-8000-000000000004', '5eed1ead-0000-4000-8000-000000000017', '0 minutes', 'next', 2, '10:00', '(323) 555-0194', 'cancelled',
   'How do I get more bookings without discounting?'),
  ('5eedca11-0000-4000-8000-000000000005', '5eed1ead-0000-4000-8000-000000000029', '2 days', 'next', 3, '14:00', '(424) 555-0117', 'booked',
   null),
  ('5eedca11-0000-4000-8000-000000000006', '5eed1ead-0000-4000-8000-000000000025', '1 day', 'past', 2, '10:00', '(747) 555-0190', 'booked',
   'What does a good cost per test drive look like?'),
  ('5eedca11-0000-4000-8000-000000000007', '5eed1ead-0000-4000-8000-000000000027', '5 hours 55 minutes', 'past', 6, '14:00', '(626) 555-0108', 'booked',
   'Can you rebuild the site in 30 days?'),
  ('5eedca11-0000-4000-8000-000000000008', '5eed1ead-0000-4000-8000-000000000036', '1 day', 'past', 15, '10:00', '(213) 555-0199', 'booked',
   'How do we compete with the DSO down the street?')
) as v(id, lead_id, after, direction, day_number, slot_time, phone, status, biggest_question)
join public.leads as l on l.id = v.lead_id::uuid
join weekdays as w on w.direction = v.direction and w.n = v.day_number;

-- Agreements -----------------------------------------------------------------------------------------

insert into public.agreement_acceptances (
  lead_id, created_at, package_name, monthly_investment, setup_fee, agreement_date, accepted_at,
  signer_name, signer_email, terms_fingerprint, terms_text, consent_text, ip_address, user_agent
)
select
  l.id, l.created_at, v.package_name, v.monthly_investment, v.setup_fee,
  (l.created_at at time zone 'America/Los_Angeles')::date, l.created_at - interval '2 seconds',
  l.name, l.email, encode(sha256(convert_to(v.terms_text, 'UTF8')), 'hex'), v.terms_text,
  'By checking this box you agree to the Service Agreement terms above, including the services, KPIs, monthly investment and setup fee shown, and you agree that checking this box after typing your full name and email address is your electronic signature, with the same legal effect as a handwritten signature. We will email you a copy of the agreement.',
  v.ip_address, v.user_agent
from (values
  ('5eed1ead-0000-4000-8000-000000000013', 'Growth Package', 3500, 1500,
   E'Service Agreement: Growth Package\nMonthly investment: $3,500\nSetup fee: $1,500\n\nServices: conversion-focused website build or redesign; pay-per-results SEO; Google Ads management; Facebook and Instagram advertising; email marketing automation; conversion rate optimization; review generation; business listings and voice search optimization.\n\nKPIs: 25 or more leads a month; first page for 5 or more keywords; 3:1 ROI.\n\n(Demo terms for local development.)',
   '203.0.113.24', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'),
  ('5eed1ead-0000-4000-8000-000000000019', 'Launch Package', 1500, 750,
   E'Service Agreement: Launch Package\nMonthly investment: $1,500\nSetup fee: $750\n\nServices: mobile-friendly website; local SEO setup; business listings; review generation; monthly reporting.\n\nKPIs: website done in 30 days; at least 10 qualified leads a month within 90 days.\n\n(Demo terms for local development.)',
   '198.51.100.7', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')
) as v(lead_id, package_name, monthly_investment, setup_fee, terms_text, ip_address, user_agent)
join public.leads as l on l.id = v.lead_id::uuid;

-- E-mails --------------------------------------------------------------------------------------------

-- Delivered, one waiting to retry after the provider throttled it, and two that gave up. A null
-- to_address is the team's copy. Pending rows are due later, so the local outbox worker sends them
-- to the local mailbox only when their retry comes. '{brand}' is the agency's short name, as the
-- functions end their visitors' subjects: the local backend sets seed.brand_name from
-- supabase/functions/_shared/rules/content/site-identity.ts (supabase/local/db/migrate.ts); without it the suffix is left off.
insert into public.email_outbox (
  lead_id, created_at, kind, to_address, subject, html, text_body, status, attempts, next_attempt_at, last_error, sent_at
)
select
  l.id, l.created_at, v.kind, case when v.to_visitor then l.email end, s.subject,
  '<p>' || s.subject || '</p>', s.subject, v.status, v.attempts,
  case when v.status = 'pending' then now() + interval '20 minutes' else l.created_at end,
  v.last_error, case when v.status = 'sent' then l.created_at + interval '4 seconds' end
from (values
  ('5eed1ead-0000-4000-8000-000000000001', 'team-notification', false, 'New lead: Olivia Bennett (Smart lead form)', 'sent', 1, null),
  ('5eed1ead-0000-4000-8000-000000000001', 'visitor-confirmation', true, 'We''ll contact you within 2 hours – {brand}', 'sent', 1, null),
  ('5eed1ead-0000-4000-8000-000000000002', 'team-notification', false, 'New lead: Hector Alvarez (Business owner quiz)', 'sent', 1, null),
  ('5eed1ead-0000-4000-8000-000000000002', 'visitor-confirmation', true, 'Your Growth Audit – {brand}', 'pending', 1,
   'Resend answered 429: Too many requests. You can only make 2 requests per second.'),
  ('5eed1ead-0000-4000-8000-000000000003', 'checklist-download', true, 'Your download: Free PPC Audit Checklist', 'sent', 1, null),
  ('5eed1ead-0000-4000-8000-000000000005', 'guide-download', true, 'Your download: The Local Business Lead Generation Playbook', 'sent', 1, null),
  ('5eed1ead-0000-4000-8000-000000000006', 'team-notification', false, 'New call booked: tbecker@westsidecycles.example', 'sent', 1, null),
  ('5eed1ead-0000-4000-8000-000000000006', 'booking-confirmation', true, 'Your free consultation is booked – {brand}', 'sent', 1, null),
  ('5eed1ead-0000-4000-8000-000000000010', 'team-notification', false, 'New lead: Maria Gonzalez (Consultation request)', 'sent', 2, null),
  ('5eed1ead-0000-4000-8000-000000000010', 'visitor-confirmation', true, 'We received your request – {brand}', 'sent', 1, null),
  ('5eed1ead-0000-4000-8000-000000000013', 'team-notification', false, 'New agreement accepted: Daniel Kim (Growth Package)', 'sent', 1, null),
  ('5eed1ead-0000-4000-8000-000000000013', 'agreement-copy', true, 'Your service agreement: Growth Package – {brand}', 'sent', 1, null),
  ('5eed1ead-0000-4000-8000-000000000019', 'agreement-copy', true, 'Your service agreement: Launch Package – {brand}', 'sent', 1, null),
  ('5eed1ead-0000-4000-8000-000000000023', 'checklist-download', true, 'Your download: Free PPC Audit Checklist', 'failed', 5,
   'Resend answered 422: The email address hello@silverlakeyoga.example could not receive mail.'),
  ('5eed1ead-0000-4000-8000-000000000024', 'team-notification', false, 'New lead: Nicole Adams (Aspiring entrepreneur quiz)', 'failed', 5,
   'TEAM_NOTIFICATION_EMAIL is not set: there is no team address to send to.')
) as v(lead_id, kind, to_visitor, subject, status, attempts, last_error)
join public.leads as l on l.id = v.lead_id::uuid
cross join lateral (
  select replace(v.subject, ' – {brand}', coalesce(' – ' || nullif(current_setting('seed.brand_name', true), ''), '')) as subject
) as s;

-- Tracking --------------------------------------------------------------------------------------------

-- Two weeks of consented visits for the Analytics tab (docs/product.md#analytics-tab): the hero CTA test with
-- a small lift for B, the quiz funnel's drop-off, web vitals and load times per route, clicks on the real
-- elements of / and /services at 1280 px (desktop) and 390 px (phone) and how far visitors scrolled, and the
-- privacy choices behind them. Random but repeatable: setseed makes every reset draw the same numbers.
select setseed(0.2026);

-- 900 visits: when, which hero variant, which screen, where they landed, and a few dice for later.
create temporary table demo_visits as
select
  n,
  'demo-visit-' || lpad(n::text, 4, '0') as session_id,
  now() - make_interval(secs => random() * 14 * 86400) as started_at,
  case when random() < 0.5 then 'A' else 'B' end as variant,
  case when random() < 0.58 then 1280 else 390 end as viewport_width,
  case when random() < 0.7 then '/' else '/services' end as landing_page,
  random() as roll_cta, random() as roll_quiz, random() as roll_vitals, random() as roll_scroll
from generate_series(1, 900) as n;

-- The hero test: every visit to / sees the hero once; A is clicked by about 9 %, B by about 12 %.
insert into public.analytics_events (name, page, params, session_id, ab_variant, viewport_width, device_class, client_timestamp, received_at)
select e.name, '/', e.params, v.session_id, v.variant, v.viewport_width, case when v.viewport_width < 768 then 'mobile' else 'desktop' end,
  v.started_at + e.after, v.started_at + e.after + interval '2 seconds'
from demo_visits as v
cross join lateral (values
  ('ab_test_view', jsonb_build_object('test_name', 'hero_cta_v1', 'variant', v.variant), interval '1 second', true),
  ('ab_test_conversion', jsonb_build_object('test_name', 'hero_cta_v1', 'label', 'Get My Free Plan', 'variant', v.variant), interval '14 seconds',
   v.roll_cta < case v.variant when 'A' then 0.09 else 0.12 end)
) as e(name, params, after, happened)
where v.landing_page = '/' and e.happened;

-- The quiz funnel: a quarter of the visits start a quiz (owner a little more often); each stage keeps
-- fewer of them, down to about one in seven booking a call.
insert into public.analytics_events (name, page, params, session_id, ab_variant, viewport_width, device_class, client_timestamp, received_at)
select s.name, case when s.name = 'booking_submit' then '/call-booking' else '/quiz/' || q.quiz end,
  case when s.name = 'booking_submit' then '{}'::jsonb
       when s.name = 'quiz_step' then jsonb_build_object('quiz', q.quiz, 'step', s.step)
       else jsonb_build_object('quiz', q.quiz) end,
  v.session_id, v.variant, v.viewport_width, case when v.viewport_width < 768 then 'mobile' else 'desktop' end,
  v.started_at + make_interval(secs => 30 + s.stage * 20), v.started_at + make_interval(secs => 31 + s.stage * 20)
from demo_visits as v
cross join lateral (select case when v.n % 9 < 5 then 'owner' else 'aspirer' end as quiz) as q
join (values
  (0, 'quiz_start', null, 1.00), (1, 'quiz_step', 1, 0.86), (2, 'quiz_step', 2, 0.74), (3, 'quiz_step', 3, 0.65),
  (4, 'quiz_step', 4, 0.58), (5, 'quiz_step', 5, 0.52), (6, 'quiz_submit', null, 0.44), (7, 'booking_submit', null, 0.15)
) as s(stage, name, step, share)
  -- roll_quiz below 0.25 starts a quiz; the share of starters reaching each stage shrinks the bar.
  on v.roll_quiz < 0.25 * s.share;

-- Web vitals and load time, once per visit on the page it landed on; phones are slower.
insert into public.analytics_events (name, page, params, session_id, ab_variant, viewport_width, device_class, client_timestamp, received_at)
select m.name, v.landing_page, m.params, v.session_id, v.variant, v.viewport_width, case when v.viewport_width < 768 then 'mobile' else 'desktop' end,
  v.started_at + interval '5 seconds', v.started_at + interval '6 seconds'
from demo_visits as v
cross join lateral (select case when v.viewport_width < 768 then 1.6 else 1.0 end as slow, random() as r1, random() as r2, random() as r3) as d
cross join lateral (values
  ('core_web_vital', jsonb_build_object('metric', 'LCP', 'value', round(d.slow * (900 + 1500 * d.r1 ^ 2)), 'page', v.landing_page)),
  ('core_web_vital', jsonb_build_object('metric', 'INP', 'value', round(d.slow * (60 + 180 * d.r2 ^ 2)), 'page', v.landing_page)),
  ('core_web_vital', jsonb_build_object('metric', 'CLS', 'value', round((0.01 + 0.14 * d.r3 ^ 3)::numeric, 3), 'page', v.landing_page)),
  ('page_load_time', jsonb_build_object('value', round(d.slow * (700 + 1800 * d.r1 ^ 2 + 200 * d.r2))))
) as m(name, params);

-- Scroll and engagement milestones (25/50/75 %, 30/60 s), fewer at each step; the deeper scrollers of
-- the samples below are the ones who pass them.
insert into public.analytics_events (name, page, params, session_id, ab_variant, viewport_width, device_class, client_timestamp, received_at)
select m.name, v.landing_page, m.params, v.session_id, v.variant, v.viewport_width, case when v.viewport_width < 768 then 'mobile' else 'desktop' end,
  v.started_at + m.after, v.started_at + m.after + interval '1 second'
from demo_visits as v
join (values
  ('scroll_depth', '{"percent":25}'::jsonb, interval '8 seconds', 0.85), ('scroll_depth', '{"percent":50}', interval '20 seconds', 0.6),
  ('scroll_depth', '{"percent":75}', interval '40 seconds', 0.35), ('engagement_time', '{"seconds":30}', interval '30 seconds', 0.55),
  ('engagement_time', '{"seconds":60}', interval '60 seconds', 0.3)
) as m(name, params, after, share) on v.roll_scroll > 1 - m.share;

-- Clicks around real elements, measured on the pages at 1280 and 390 px wide: (x, y) is the element's
-- centre, `spread` how far clicks scatter, `weight` how many. Hero CTA clicks lean to variant B.
insert into public.heatmap_clicks (
  page_path, x, y, element, viewport_width, viewport_height, device_class, ab_variant, session_id, client_timestamp, received_at
)
select h.page, greatest(0, round(h.x + (random() - 0.5) * 2 * h.spread_x))::integer, greatest(0, round(h.y + (random() - 0.5) * 2 * h.spread_y))::integer,
  h.element, h.width, case when h.width < 768 then 844 else 800 end, case when h.width < 768 then 'mobile' else 'desktop' end,
  case when random() < case when h.hero_cta then 0.43 else 0.5 end then 'A' else 'B' end,
  'demo-visit-' || lpad((1 + floor(random() * 900))::text, 4, '0'), c.at, c.at
from (values
  -- / at 1280: navigation, the hero's two buttons, the Pathfinder quiz, the service cards, the AI agent
  -- demo, the pricing estimator, the FAQ and the consultation form.
  ('/', 1280, 'a', 448, 40, 30, 10, 14, false), ('/', 1280, 'a', 667, 40, 30, 10, 22, false), ('/', 1280, 'a', 1076, 40, 28, 10, 18, false),
  ('/', 1280, 'a', 1190, 40, 50, 14, 40, false), ('/', 1280, 'button', 539, 464, 100, 20, 120, true), ('/', 1280, 'a', 755, 464, 85, 20, 45, false),
  ('/', 1280, 'button', 450, 1200, 220, 80, 70, false), ('/', 1280, 'button', 910, 1370, 40, 12, 30, false),
  ('/', 1280, 'a', 200, 2350, 90, 14, 16, false), ('/', 1280, 'a', 590, 2350, 90, 14, 14, false), ('/', 1280, 'a', 1025, 2350, 90, 14, 12, false),
  ('/', 1280, 'button', 170, 4545, 70, 16, 18, false), ('/', 1280, 'select', 330, 5885, 230, 14, 26, false),
  ('/', 1280, 'button', 330, 6160, 230, 50, 34, false), ('/', 1280, 'button', 345, 6285, 80, 14, 22, false),
  ('/', 1280, 'button', 650, 14200, 340, 260, 40, false), ('/', 1280, 'button', 500, 14950, 200, 70, 30, false),
  ('/', 1280, 'button', 1045, 15315, 50, 12, 14, false), ('/', 1280, 'input', 1020, 15650, 160, 140, 26, false), ('/', 1280, 'button', 880, 15870, 80, 12, 12, false),
  -- / at 390: the menu and call buttons, the hero, the quiz, the estimator, the FAQ and the form.
  ('/', 390, 'button', 358, 76, 14, 12, 30, false), ('/', 390, 'a', 306, 76, 22, 10, 16, false), ('/', 390, 'button', 191, 549, 150, 18, 95, true),
  ('/', 390, 'a', 191, 612, 150, 18, 30, false), ('/', 390, 'button', 191, 1580, 150, 220, 60, false), ('/', 390, 'button', 191, 1939, 140, 14, 22, false),
  ('/', 390, 'button', 196, 8794, 130, 16, 10, false), ('/', 390, 'button', 190, 12330, 120, 100, 26, false), ('/', 390, 'button', 196, 12500, 130, 14, 14, false),
  ('/', 390, 'button', 200, 27680, 150, 360, 30, false), ('/', 390, 'button', 190, 28970, 140, 210, 26, false), ('/', 390, 'button', 188, 30409, 140, 14, 10, false),
  -- /services at 1280: navigation, the hero's buttons, each package's Get Started, the guarantee and the closing call to action.
  ('/services', 1280, 'a', 1187, 38, 50, 14, 16, false), ('/services', 1280, 'a', 536, 462, 95, 16, 40, false), ('/services', 1280, 'a', 771, 462, 75, 16, 18, false),
  ('/services', 1280, 'a', 248, 1625, 170, 16, 18, false), ('/services', 1280, 'a', 639, 1625, 170, 16, 34, false), ('/services', 1280, 'a', 1031, 1625, 170, 16, 14, false),
  ('/services', 1280, 'a', 227, 2183, 110, 16, 12, false), ('/services', 1280, 'a', 513, 2600, 60, 16, 10, false), ('/services', 1280, 'a', 707, 2600, 110, 16, 8, false),
  -- /services at 390.
  ('/services', 390, 'button', 358, 78, 14, 12, 14, false), ('/services', 390, 'a', 195, 579, 150, 18, 28, false), ('/services', 390, 'a', 195, 639, 150, 18, 10, false),
  ('/services', 390, 'a', 195, 1854, 140, 16, 12, false), ('/services', 390, 'a', 195, 2734, 140, 16, 20, false), ('/services', 390, 'a', 195, 3660, 140, 16, 8, false),
  ('/services', 390, 'a', 172, 4342, 100, 16, 8, false), ('/services', 390, 'a', 195, 5388, 110, 16, 6, false)
) as h(page, width, element, x, y, spread_x, spread_y, weight, hero_cta)
cross join lateral generate_series(1, h.weight) as k
cross join lateral (select now() - make_interval(secs => random() * 14 * 86400) as at) as c;

-- Scroll samples: five per visit on the page it landed on, each deeper, down to the visit's deepest
-- point (most leave in the upper half; the page heights are those of the pages at each width).
insert into public.heatmap_scroll_samples (page_path, scroll_y, viewport_height, document_height, session_id, client_timestamp, received_at)
select v.landing_page, round((k / 5.0) * d.deepest * (p.document_height - p.viewport_height))::integer, p.viewport_height, p.document_height,
  v.session_id, v.started_at + make_interval(secs => k * 6), v.started_at + make_interval(secs => k * 6 + 1)
from demo_visits as v
join (values ('/', 1280, 800, 16489), ('/', 390, 844, 32049), ('/services', 1280, 800, 3175), ('/services', 390, 844, 7068))
  as p(page, width, viewport_height, document_height) on p.page = v.landing_page and p.width = v.viewport_width
cross join lateral (select least(1, 1.15 * v.roll_scroll ^ 1.6) as deepest) as d
cross join generate_series(1, 5) as k;

-- The privacy choices behind them: every visit above accepted (on the banner, or later in the footer's
-- settings); 320 more visitors refused on the banner or sent Global Privacy Control, and left no data.
insert into public.consent_records (decided_at, analytics, version, source, client_key, session_id, user_agent_family)
select v.started_at, true, '2026-11-21', case when v.roll_vitals < 0.04 then 'settings' else 'banner' end,
  encode(extensions.digest('demo-client-' || v.n, 'sha256'), 'hex'), v.session_id,
  (array['Chrome', 'Safari', 'Edge', 'Firefox', 'Samsung Internet'])[1 + floor(random() ^ 1.5 * 5)::integer]
from demo_visits as v;

insert into public.consent_records (decided_at, analytics, version, source, client_key, session_id, user_agent_family)
select now() - make_interval(secs => random() * 14 * 86400), false, '2026-11-21', case when n % 5 = 0 then 'gpc' else 'banner' end,
  encode(extensions.digest('demo-refusal-' || n, 'sha256'), 'hex'), 'demo-refusal-' || lpad(n::text, 4, '0'),
  (array['Chrome', 'Safari', 'Edge', 'Firefox', 'Samsung Internet'])[1 + floor(random() ^ 1.5 * 5)::integer]
from generate_series(1, 320) as n;

drop table demo_visits;

-- Recent leads carry the hero variant their visitor saw (odd demo ids B, even A: 12 to 10); a few came
-- before the test and have none. Only attribution changes: statuses, and so the two Clients, stay.
update public.leads
set attribution = attribution || jsonb_build_object('ab_variant', case when right(id::text, 2)::integer % 2 = 1 then 'B' else 'A' end)
where not is_spam and created_at > now() - interval '14 days' and right(id::text, 2)::integer % 9 <> 0;
