/**
 * The A/B test (docs/product.md#ab-test): on each page load the hero call to action shows variant A or B with
 * equal probability; the variant is kept in sessionStorage (so a lead sent later in the session can
 * name it) and set on <body> (so CSS can show the variant's CTA without re-rendering React).
 */

export const AB_TEST_NAME = 'hero_cta_v1';
export const AB_TEST_STORAGE_KEY = 'abTestVariant';
/** The body attribute CSS and tests read: `body[data-ab-variant="B"]`. */
export const AB_VARIANT_ATTRIBUTE = 'data-ab-variant';

export const abVariants = ['A', 'B'] as const;
export type AbVariant = (typeof abVariants)[number];

export function parseVariant(value: unknown): AbVariant | null {
  return value === 'A' || value === 'B' ? value : null;
}

/** A or B with equal probability, given a random number in [0, 1) (injected so tests can seed it). */
export function drawVariant(random: () => number): AbVariant {
  return random() < 0.5 ? 'A' : 'B';
}

export interface AssignVariantOptions {
  random?: () => number;
  storage?: Storage | null;
  body?: HTMLElement | null;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * This page load's variant: the one index.html's pre-paint script drew onto <body>, else a new draw.
 * Keeps it in sessionStorage and sets it on <body>. Call once per document load (before hydration),
 * not per route change.
 */
export function assignVariant(options: AssignVariantOptions = {}): AbVariant {
  const body = options.body === undefined ? (typeof document === 'undefined' ? null : document.body) : options.body;
  const variant = parseVariant(body?.getAttribute(AB_VARIANT_ATTRIBUTE)) ?? drawVariant(options.random ?? Math.random);
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  try {
    storage?.setItem(AB_TEST_STORAGE_KEY, variant);
  } catch {
    // Storage refused: the body attribute still carries the variant for this page.
  }
  body?.setAttribute(AB_VARIANT_ATTRIBUTE, variant);
  return variant;
}

/** The variant shown on this page (body attribute first, then the session's), or null before assignment. */
export function readVariant(options: Omit<AssignVariantOptions, 'random'> = {}): AbVariant | null {
  const body = options.body === undefined ? (typeof document === 'undefined' ? null : document.body) : options.body;
  const fromBody = parseVariant(body?.getAttribute(AB_VARIANT_ATTRIBUTE));
  if (fromBody) return fromBody;
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  try {
    return parseVariant(storage?.getItem(AB_TEST_STORAGE_KEY));
  } catch {
    return null;
  }
}
