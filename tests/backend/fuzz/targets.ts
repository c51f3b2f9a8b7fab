/**
 * What the fuzzer knows about each function: a valid body (its field names and types are what the
 * mutations start from), the fields whose absence alone makes it invalid, and the body bound. A
 * function without an entry is still fuzzed with the generic target, and the fuzz test fails until
 * someone gives it a real example.
 */
import { agreementDateOf } from '../../../supabase/functions/_shared/rules/agreement-rules.ts';
import { expectedFingerprint } from '../../../supabase/functions/_shared/rules/content/agreement-terms.ts';
import { firstBookableDate, slotsFor } from '../../../supabase/functions/_shared/rules/booking/calendar.ts';
import { MAX_TRACKING_BODY_BYTES } from '../../../supabase/functions/_shared/handlers/tracking.ts';
import { MAX_BODY_BYTES } from '../../../supabase/functions/_shared/rules/validation.ts';
import type { FuzzTarget, JsonObject } from './body-generator.ts';

// Fixed ids and addresses: the same seed must give the same bodies.
const EMAIL = 'fuzz.visitor@example.com';
const SUBMISSION_ID = '0b5cf1d4-6c2e-4f7a-9a51-3f0d2c9e8b17';
const SESSION_ID = 'fuzz-session-0001';
/** The local human check's token shape; no body reaches the check, so a fixed one is enough. */
const HUMAN_CHECK_TOKEN = 'local-human-check:6a0f7c8e-2b4d-4c1a-8e3f-9d5b7a1c2e40';
const consent = { analytics: true, version: '2026-11' };
/** A manage link's token shape (43 base64url characters) that opens no booking. */
const MANAGE_TOKEN = 'fuzzFuzzFuzzFuzzFuzzFuzzFuzzFuzzFuzzFuzz123';
/** A booking id that names no booking. */
const BOOKING_ID = '5f0c2a8e-9d41-4b7e-a3c6-1e2f8d9b0a74';

/** Attribution as the site sends it; its timestamp and A/B variant are dropped when malformed, so anything goes there. */
const attribution = (at: string) => ({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', landing_page: '/services', timestamp: at, ab_variant: 'B' });
const LOOSE_ATTRIBUTION = ['attribution.timestamp', 'attribution.ab_variant'];
/** The tracking beacons' consent marker: without it nothing is stored. */
const withConsent = (required: string[]) => [...required, 'consent', 'consent.analytics', 'consent.version'];

/** For a function that has no entry yet: only the defects that no object schema accepts. */
export const GENERIC_TARGET: FuzzTarget = { examples: [{ body: {}, required: [] }], maxBodyBytes: MAX_BODY_BYTES };

/** The targets by function name, with dates that are valid at `now` (book-call and agreements check them). */
export async function fuzzTargets(now: Date): Promise<Record<string, FuzzTarget>> {
  const at = now.toISOString();
  const agreementDate = agreementDateOf(now);
  const bookingDate = firstBookableDate(now);
  const lead = (examples: FuzzTarget['examples']): FuzzTarget => ({ examples, maxBodyBytes: MAX_BODY_BYTES });
  const beacon = (body: JsonObject, required: string[], loose: string[] = []): FuzzTarget => ({
    examples: [{ body, required, loose }],
    maxBodyBytes: MAX_TRACKING_BODY_BYTES,
  });

  return {
    // A probe and the cron endpoints take no body: whatever is sent, they refuse before reading it.
    health: GENERIC_TARGET,
    'dispatch-email-outbox': GENERIC_TARGET,
    'dispatch-webhooks': GENERIC_TARGET,
    // A calendar app's GET: a body is refused before it is read.
    'staff-calendar': GENERIC_TARGET,
    'send-contact-email': lead([
      {
        body: {
          source: 'contact',
          name: 'Ann Archer',
          email: EMAIL,
          phone: '(555) 010-0000',
          challenge: 'Not enough leads',
          recommendedService: 'The Launch Pad',
          humanCheckToken: HUMAN_CHECK_TOKEN,
          clientSubmissionId: SUBMISSION_ID,
          website: '',
          attribution: attribution(at),
        },
        required: ['source', 'name', 'email', 'phone', 'challenge'],
        loose: LOOSE_ATTRIBUTION,
      },
      {
        body: {
          source: 'smart-lead',
          name: "Bo O'Brien",
          email: EMAIL,
          company: 'Brown Plumbing',
          urgency: 'immediate',
          budget: '5000-15000',
          leadSource: 'Referral',
          primaryGoal: 'leads',
          challenges: 'Too few calls from the website.',
          humanCheckToken: HUMAN_CHECK_TOKEN,
          clientSubmissionId: SUBMISSION_ID,
        },
        required: ['source', 'name', 'email', 'company', 'urgency', 'challenges'],
      },
      {
        body: {
          source: 'consultation',
          name: 'Cal Consult',
          email: EMAIL,
          phone: '(555) 010-0001',
          company: 'Consult Co',
          message: 'Help with local SEO please.',
          service: 'Pay-Per-Results SEO',
          clientSubmissionId: SUBMISSION_ID,
        },
        required: ['source', 'name', 'email', 'phone'],
      },
      {
        body: {
          source: 'onboarding',
          goal: 'ai-calls',
          company: 'Smile Dental',
          industry: 'Healthcare',
          email: EMAIL,
          budget: '1000-5000',
          timeline: '1-3 months',
          details: 'We miss calls after 5 pm.',
          clientSubmissionId: SUBMISSION_ID,
        },
        required: ['source', 'goal', 'company', 'industry', 'email', 'budget', 'timeline'],
      },
    ]),
    'submit-resource-download': lead([
      {
        body: {
          email: EMAIL,
          name: 'Bo Brown',
          phone: '',
          company: 'Brown Plumbing',
          resource_type: 'The Local Business Lead Generation Playbook',
          clientSubmissionId: SUBMISSION_ID,
          attribution: attribution(at),
        },
        required: ['email', 'name', 'resource_type'],
        loose: LOOSE_ATTRIBUTION,
      },
    ]),
    'exit-intent-signup': lead([
      { body: { email: EMAIL, clientSubmissionId: SUBMISSION_ID, attribution: attribution(at) }, required: ['email'], loose: LOOSE_ATTRIBUTION },
    ]),
    'submit-lead': lead([
      {
        body: {
          name: 'Dana Kim',
          email: EMAIL,
          user_type: 'aspirer',
          status: 'New',
          quiz_answers: { stage: 'validating', concept: 'A mobile dog-grooming van', customer: 'Busy pet owners', fear: 'no-customers' },
          website: '',
          clientSubmissionId: SUBMISSION_ID,
          attribution: attribution(at),
        },
        required: ['name', 'email', 'user_type', 'quiz_answers', 'quiz_answers.stage', 'quiz_answers.concept', 'quiz_answers.customer', 'quiz_answers.fear'],
        loose: LOOSE_ATTRIBUTION,
      },
      {
        body: {
          name: 'Omar Reyes',
          email: EMAIL,
          user_type: 'owner',
          industry: 'Hybrid',
          status: 'New',
          quiz_answers: { businessType: 'Hybrid', improvement: 'online-reviews', currentMethod: 'word-of-mouth', win: 'foot-traffic' },
          'business-website': '',
          clientSubmissionId: SUBMISSION_ID,
        },
        required: [
          'name',
          'email',
          'user_type',
          'industry',
          'quiz_answers',
          'quiz_answers.businessType',
          'quiz_answers.improvement',
          'quiz_answers.currentMethod',
          'quiz_answers.win',
        ],
      },
      {
        body: {
          type: 'agreement-accepted',
          package: 'Growth Package',
          monthlyInvestment: 2500,
          setupFee: 1000,
          timestamp: at,
          agreementDate,
          name: 'Ann Signer',
          email: EMAIL,
          termsFingerprint: await expectedFingerprint({ packageName: 'Growth Package', monthly: 2500, setup: 1000, date: agreementDate }),
          consentText: 'By checking this box you agree to the Service Agreement terms above and sign it electronically.',
          clientSubmissionId: SUBMISSION_ID,
        },
        required: ['type', 'package', 'monthlyInvestment', 'setupFee', 'timestamp', 'agreementDate', 'name', 'email', 'termsFingerprint', 'consentText'],
      },
    ]),
    'notify-new-lead': lead([{ body: { leadId: '5f0c2b8e-3d4a-4e1f-9b6c-7a8d9e0f1a2b' }, required: ['leadId'] }]),
    'book-call': lead([
      {
        body: {
          email: EMAIL,
          phone: '(555) 010-2000',
          preferredDate: bookingDate,
          preferredTime: slotsFor(bookingDate, now)[0] ?? '09:00',
          biggestQuestion: 'How do I get more calls?',
          humanCheckToken: HUMAN_CHECK_TOKEN,
          clientSubmissionId: SUBMISSION_ID,
          attribution: attribution(at),
        },
        required: ['email', 'phone', 'preferredDate', 'preferredTime'],
        loose: LOOSE_ATTRIBUTION,
      },
    ]),
    // Takes no field: only the defects no object schema accepts.
    'booking-availability': GENERIC_TARGET,
    // The manage link's three requests; the token matches no booking, so nothing valid here changes one.
    'manage-booking': lead([
      { body: { action: 'view', token: MANAGE_TOKEN }, required: ['action', 'token'] },
      {
        body: { action: 'move', token: MANAGE_TOKEN, expectedSequence: 0, preferredDate: bookingDate, preferredTime: slotsFor(bookingDate, now)[0] ?? '09:00' },
        required: ['action', 'token', 'expectedSequence', 'preferredDate', 'preferredTime'],
      },
      { body: { action: 'cancel', token: MANAGE_TOKEN, expectedSequence: 0, reason: 'Something came up.' }, required: ['action', 'token', 'expectedSequence'] },
    ]),
    // A staff sign-in code that names no network: nothing valid here lets one in.
    'approve-sign-in-network': lead([{ body: { code: 'FFFFF-FFFFF-FFFFF-FFFFF' }, required: ['code'] }]),
    // The dashboard's changes, with an admin's session; the id names no booking, so nothing valid here changes one.
    'staff-booking': lead([
      {
        body: { action: 'move', bookingId: BOOKING_ID, expectedSequence: 0, preferredDate: bookingDate, preferredTime: slotsFor(bookingDate, now)[0] ?? '09:00' },
        required: ['action', 'bookingId', 'expectedSequence', 'preferredDate', 'preferredTime'],
      },
      { body: { action: 'cancel', bookingId: BOOKING_ID, expectedSequence: 0, reason: 'Strategist is away.' }, required: ['action', 'bookingId', 'expectedSequence'] },
      { body: { action: 'restore', bookingId: BOOKING_ID, expectedSequence: 0 }, required: ['action', 'bookingId', 'expectedSequence'] },
    ]),
    'track-conversion': beacon(
      {
        conversion_type: 'generate_lead',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        landing_page: '/',
        referrer: 'https://www.google.com/',
        conversion_timestamp: at,
        session_id: SESSION_ID,
        consent,
      },
      withConsent(['conversion_type', 'conversion_timestamp', 'session_id']),
    ),
    'heatmap-clicks': beacon(
      {
        page: '/services/google-advertising',
        viewportWidth: 1440,
        viewportHeight: 900,
        abVariant: 'A',
        sessionId: SESSION_ID,
        consent,
        clicks: [
          { x: 100, y: 640, element: 'a', timestamp: at },
          { x: 320, y: 1200, element: 'button', timestamp: Date.parse(at) },
        ],
      },
      withConsent(['page', 'viewportWidth', 'viewportHeight', 'sessionId', 'clicks', 'clicks.0.x', 'clicks.0.y', 'clicks.0.element', 'clicks.0.timestamp']),
    ),
    'heatmap-scroll': beacon(
      { page: '/', documentHeight: 4000, sessionId: SESSION_ID, consent, scroll: [{ scrollY: 800, timestamp: at, viewportHeight: 900 }] },
      withConsent(['page', 'documentHeight', 'sessionId', 'scroll', 'scroll.0.scrollY', 'scroll.0.timestamp', 'scroll.0.viewportHeight']),
    ),
    'analytics-events': beacon(
      {
        events: [
          { name: 'core_web_vital', page: '/', params: { metric: 'LCP', value: 1840, good: true }, timestamp: at },
          { name: 'quiz_start', page: '/quiz/owner', timestamp: at },
        ],
        sessionId: SESSION_ID,
        abVariant: 'B',
        viewportWidth: 390,
        consent,
      },
      withConsent(['events', 'events.0.name', 'events.0.page', 'events.0.timestamp', 'sessionId', 'viewportWidth']),
      ['events.0.params.*'],
    ),
    consent: beacon({ analytics: true, version: '2026-11', source: 'banner', sessionId: SESSION_ID }, ['analytics', 'version', 'source', 'sessionId']),
  };
}
