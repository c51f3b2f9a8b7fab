/**
 * The words of the dashboard's agreement links (src/features/admin/lead-detail/lead-quotes.tsx) and of
 * the marker every acceptance carries (src/features/admin/components/quote-marker.tsx). What an acceptance
 * of each kind is called is the rule's (quoteLabels in @shared/agreement-quote.ts), shared with the
 * signer's copy and the team's notification; the rest is the dashboard's own.
 */
import { quoteLabels } from '@shared/agreement-quote.ts';

export const agreementQuoteCopy = {
  title: 'Agreement links',
  aid: 'The agreement a link opens shows the package and amounts set here. An acceptance of them is marked quoted by the agency; one from an edited link is marked not quoted.',
  fields: {
    packageName: 'Package',
    packagePlaceholder: 'Choose a package',
    monthly: 'Monthly investment',
    setup: 'Setup fee',
    amountHint: 'Whole US dollars.',
  },
  submit: 'Make agreement link',
  submitting: 'Making the link…',
  created: 'Agreement link made',
  failed: 'Could not make the agreement link',
  newLink: 'New agreement link',
  list: {
    heading: 'Links made for this lead',
    loading: 'Loading agreement links…',
    error: 'Could not load the agreement links',
    empty: 'No agreement link made for this lead yet.',
    made: 'Made',
    monthly: 'Monthly investment',
    setup: 'Setup fee',
    /** The label of one listed link's field, which tells the links of a lead apart. */
    linkLabel: (packageName: string, made: string) => `Agreement link: ${packageName}, made ${made}`,
  },
  copy: {
    button: 'Copy link',
    copied: 'Link copied',
    failed: 'Could not copy the link',
    failedHint: 'Select the link and copy it yourself.',
  },
} as const;

/** What an acceptance shows of its quote: quoted, or not quoted with what that means for staff. */
export const acceptanceQuoteCopy = {
  heading: 'Quote',
  quoted: quoteLabels.quoted,
  notQuoted: quoteLabels.notQuoted,
  notQuotedHint: 'amounts to be confirmed with the client',
} as const;
