/**
 * The privacy choice's wording: the consent banner, the privacy choices dialog and the
 * footer's control. `privacyWordingVersion` must equal CONSENT_VERSION in src/features/tracking
 * (a test checks it): when this wording changes materially, bump both, and every visitor is asked
 * again under the new wording. Loaded with the banner and the dialog only (the footer's "Privacy
 * Choices" label is in the footer, so this copy stays out of every page's first load).
 */

import { dataRetention } from '@shared/content/retention.ts';

export const privacyWordingVersion = '2026-11-21';

const { tracking, consentRecords, emailBodies, webhookDeliveries } = dataRetention;

export const consentBannerCopy = {
  version: privacyWordingVersion,
  title: 'Help us improve this site?',
  body: 'With your OK we measure how the site is used: where you click and on what kind of element, how far you scroll, how fast pages load, and which version of a button you saw.',
  never: 'We never record what you type. Nothing is measured unless you accept.',
  accept: 'Accept analytics',
  reject: 'Reject',
  details: 'Privacy choices',
} as const;

export const privacyChoicesCopy = {
  version: privacyWordingVersion,
  title: 'Privacy choices',
  description: 'Choose whether we may measure how you use this site. You can change this at any time from the footer.',
  necessary: {
    title: 'Necessary (always on)',
    body: 'What the site needs to work, such as remembering which ad or link brought you here, so it travels with a message you choose to send us.',
  },
  analytics: {
    title: 'Analytics (only if you accept)',
    body: 'Click positions and element names, scroll depth, page speed and A/B test views, tied to a random visit id, never to your name. We never record what you type.',
  },
  status: {
    on: 'Your choice: analytics is on.',
    off: 'Your choice: analytics is off.',
    undecided: 'You have not made a choice yet: analytics is off.',
    gpc: 'Global Privacy Control detected: analytics is off.',
  },
  gpcNote: 'Your browser asks sites not to share or track your data, so we do not offer analytics in this browser.',
  retention: {
    title: 'How long we keep it',
    body: `Analytics data is deleted after ${tracking.months} months, and the record of your choice after ${consentRecords.months} months. The e-mails we send you are cleared from our systems ${emailBodies.days} days after they go out, and the copies of your messages passed on to our team's own tools ${webhookDeliveries.days} days after they are sent there; what you send us stays with us as a business record.`,
  },
  proof: 'We keep a record of each choice (its time and the wording you saw) so we can show that you were asked.',
  accept: 'Accept analytics',
  reject: 'Reject',
  close: 'Close',
} as const;
