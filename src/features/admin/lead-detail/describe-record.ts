/**
 * Turns the jsonb a form left on a lead (leads.details, leads.attribution) into label/value rows for
 * people. Every source stores different keys, and old rows may hold keys no form sends today, so this
 * works on any JSON: keys are humanised, arrays joined, nested objects flattened. Values come out as
 * plain strings for React to render as text, never as markup.
 */
import { onboardingGoals } from '@shared/onboarding-choices.ts';
import { primaryGoalLabels, urgencyLabels } from '@shared/smart-lead.ts';
import { formatUsd } from '@/lib/money';
import { formatDateTime } from '../format';

export type DescribedField = { key: string; label: string; value: string };

type FieldFormat = (value: unknown) => string | null;

export type RecordDescription = {
  /** Labels for keys (dotted paths for nested keys) that humanising gets wrong or leaves vague. */
  labels?: Readonly<Record<string, string>>;
  /** Keys shown first, in this order; the rest follow as stored. */
  order?: readonly string[];
  /** How to show the values of particular keys. */
  formats?: Readonly<Record<string, FieldFormat>>;
};

const wordsSpelledOut: Readonly<Record<string, string>> = { id: 'ID', utm: 'UTM', url: 'URL', ip: 'IP', usd: 'USD', faq: 'FAQ' };

/** "recommendedService" → "Recommended service", "utm_source" → "UTM source", "guide-id" → "Guide ID". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  if (words.length === 0) return key;
  const text = words.map((word) => (Object.hasOwn(wordsSpelledOut, word) ? wordsSpelledOut[word] : word)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One JSON value as text; null when there is nothing to show (empty string, empty list, null). */
export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (Array.isArray(value)) {
    const items = value.map(displayValue).filter((item): item is string => item !== null);
    return items.length === 0 ? null : items.join(', ');
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => {
        const text = displayValue(item);
        return text === null ? null : `${humanizeKey(key)}: ${text}`;
      })
      .filter((item): item is string => item !== null);
    return entries.length === 0 ? null : entries.join('; ');
  }
  return String(value);
}

function flatten(record: Record<string, unknown>, path: string, label: string, options: RecordDescription): DescribedField[] {
  return Object.entries(record).flatMap(([key, value]) => {
    const fieldKey = path ? `${path}.${key}` : key;
    const ownLabel = options.labels?.[fieldKey] ?? humanizeKey(key);
    const fieldLabel = label ? `${label} › ${ownLabel}` : ownLabel;
    if (isPlainObject(value)) return flatten(value, fieldKey, fieldLabel, options);
    const format = options.formats?.[fieldKey];
    const text = (format ? format(value) : null) ?? displayValue(value);
    return text === null ? [] : [{ key: fieldKey, label: fieldLabel, value: text }];
  });
}

/** The rows of a jsonb object; anything that is not an object (null, a stray string) has none. */
export function describeRecord(record: unknown, options: RecordDescription = {}): DescribedField[] {
  if (!isPlainObject(record)) return [];
  const fields = flatten(record, '', '', options);
  const order = options.order ?? [];
  const rank = (field: DescribedField) => {
    const index = order.indexOf(field.key);
    return index === -1 ? order.length : index;
  };
  // Array.prototype.sort is stable: unordered keys keep the order they were stored in.
  return fields.sort((a, b) => rank(a) - rank(b));
}

const humanCheckLabels: Readonly<Record<string, string>> = {
  verified: 'Verified by reCAPTCHA',
  local: 'Local check (no reCAPTCHA configured)',
  unverified: 'Not verified: reCAPTCHA could not be reached',
};

const asDateTime: FieldFormat = (value) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : null);
const asUsd: FieldFormat = (value) => (typeof value === 'number' ? formatUsd(value) : null);

/** A stored choice in the words the form showed; a value no form sends today is shown as stored. */
function labelOf(labels: Readonly<Record<string, string>>): FieldFormat {
  return (value) => (typeof value === 'string' && Object.hasOwn(labels, value) ? (labels[value] ?? null) : null);
}

const onboardingGoalLabels: Readonly<Record<string, string>> = Object.fromEntries(
  onboardingGoals.map(({ value, label }) => [value, label]),
);

const detailDescription: RecordDescription = {
  labels: {
    resource_type: 'Guide',
    guide_id: 'Guide ID',
    call_slot: 'Call time',
    human_check: 'Human check',
    challenge: 'Biggest challenge',
    service: 'Service page',
    goal: 'Main goal',
  },
  // The contact-style forms' answers first, in the order their forms ask for them.
  order: ['challenge', 'service', 'urgency', 'leadSource', 'primaryGoal', 'goal', 'timeline', 'recommendedPackage'],
  formats: {
    human_check: (value) => (typeof value === 'string' ? (humanCheckLabels[value] ?? null) : null),
    call_slot: asDateTime,
    monthlyInvestment: asUsd,
    setupFee: asUsd,
    urgency: labelOf(urgencyLabels),
    primaryGoal: labelOf(primaryGoalLabels),
    goal: labelOf(onboardingGoalLabels),
  },
};

/** leads.details: what the visitor typed or picked beyond name, e-mail, phone and company. */
export function describeDetails(details: unknown): DescribedField[] {
  return describeRecord(details, detailDescription);
}

const attributionKeys = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'landing_page',
  'referrer',
  'timestamp',
  'ab_variant',
] as const;

const attributionDescription: RecordDescription = {
  labels: {
    utm_source: 'Source (utm_source)',
    utm_medium: 'Medium (utm_medium)',
    utm_campaign: 'Campaign (utm_campaign)',
    utm_term: 'Keyword (utm_term)',
    utm_content: 'Ad content (utm_content)',
    gclid: 'Google Ads click (gclid)',
    fbclid: 'Facebook click (fbclid)',
    landing_page: 'Landing page',
    referrer: 'Referrer',
    timestamp: 'First visit',
    ab_variant: 'Home page A/B variant',
  },
  order: attributionKeys,
  formats: { timestamp: (value) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : null) },
};

/** leads.attribution: the visit that converted, in the order a marketer reads it. */
export function describeAttribution(attribution: unknown): DescribedField[] {
  return describeRecord(attribution, attributionDescription);
}
