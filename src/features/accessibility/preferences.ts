/**
 * The accessibility preferences: their bounds, their storage format and how they are applied to
 * <html>. Pure apart from `applyPreferences`, which touches only the element it is given.
 *
 * index.html carries a hand-written copy of `parsePreferences` + `applyPreferences` (it must run
 * before the first paint, before any bundle); preferences.test.ts evaluates that script against
 * the same cases, so a change here that the script does not follow fails a test.
 */

/** Font size 80 to 150 percent in steps of 10, default 100. */
export const textSizeBounds = { min: 80, max: 150, step: 10, default: 100 } as const;

/** The localStorage key; index.html's pre-paint script reads the same one. */
export const preferencesStorageKey = 'accessibility-preferences';

export interface AccessibilityPreferences {
  /** Root font size in percent: 80, 90, ... 150. */
  textSize: number;
  highContrast: boolean;
  largePointer: boolean;
}

export const defaultPreferences: AccessibilityPreferences = Object.freeze({
  textSize: textSizeBounds.default,
  highContrast: false,
  largePointer: false,
});

/** Any value to a valid text size: numbers are snapped to the 10 % grid and clamped; anything else is 100. */
export function normaliseTextSize(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return textSizeBounds.default;
  const snapped = Math.round(number / textSizeBounds.step) * textSizeBounds.step;
  return Math.min(textSizeBounds.max, Math.max(textSizeBounds.min, snapped));
}

/** One step up (+1) or down (-1), never past the bounds. */
export function stepTextSize(current: number, direction: 1 | -1): number {
  return normaliseTextSize(normaliseTextSize(current) + direction * textSizeBounds.step);
}

export function canDecreaseTextSize(current: number): boolean {
  return normaliseTextSize(current) > textSizeBounds.min;
}

export function canIncreaseTextSize(current: number): boolean {
  return normaliseTextSize(current) < textSizeBounds.max;
}

export function isDefault(preferences: AccessibilityPreferences): boolean {
  return (
    preferences.textSize === defaultPreferences.textSize &&
    preferences.highContrast === defaultPreferences.highContrast &&
    preferences.largePointer === defaultPreferences.largePointer
  );
}

/** The stored string (or null when nothing is stored) to preferences; corrupt input gives the defaults. */
export function parsePreferences(raw: string | null): AccessibilityPreferences {
  if (raw === null) return defaultPreferences;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return defaultPreferences;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return defaultPreferences;
  const record = data as Record<string, unknown>;
  return {
    textSize: normaliseTextSize(record.textSize),
    // Only a real `true` switches a mode on: "false" or 1 from a hand-edited store does not.
    highContrast: record.highContrast === true,
    largePointer: record.largePointer === true,
  };
}

export function serialisePreferences(preferences: AccessibilityPreferences): string {
  return JSON.stringify({
    textSize: normaliseTextSize(preferences.textSize),
    highContrast: preferences.highContrast,
    largePointer: preferences.largePointer,
  });
}

/**
 * What <html> carries for a set of preferences; null means "absent". The font size is a
 * percentage of the browser's own default, so a visitor's browser setting still counts, and
 * every rem-based size (all of Tailwind's) scales with it.
 */
export interface HtmlPresentation {
  fontSize: string | null;
  contrast: 'high' | null;
  pointer: 'large' | null;
}

export function presentationFor(preferences: AccessibilityPreferences): HtmlPresentation {
  const textSize = normaliseTextSize(preferences.textSize);
  return {
    fontSize: textSize === textSizeBounds.default ? null : `${textSize}%`,
    contrast: preferences.highContrast ? 'high' : null,
    pointer: preferences.largePointer ? 'large' : null,
  };
}

/** Applies the preferences to the root element (document.documentElement), removing what is off. */
export function applyPreferences(root: HTMLElement, preferences: AccessibilityPreferences): void {
  const presentation = presentationFor(preferences);
  root.style.fontSize = presentation.fontSize ?? '';
  setOrRemove(root, 'data-contrast', presentation.contrast);
  setOrRemove(root, 'data-pointer', presentation.pointer);
}

/** Reads what <html> currently carries, in the same shape (used by tests and the pre-paint check). */
export function readPresentation(root: HTMLElement): HtmlPresentation {
  const contrast = root.getAttribute('data-contrast');
  const pointer = root.getAttribute('data-pointer');
  return {
    fontSize: root.style.fontSize === '' ? null : root.style.fontSize,
    contrast: contrast === 'high' ? 'high' : null,
    pointer: pointer === 'large' ? 'large' : null,
  };
}

function setOrRemove(element: HTMLElement, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
