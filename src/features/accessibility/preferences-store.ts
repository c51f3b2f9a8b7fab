import { useSyncExternalStore } from 'react';
import {
  applyPreferences,
  defaultPreferences,
  parsePreferences,
  preferencesStorageKey,
  serialisePreferences,
  type AccessibilityPreferences,
} from './preferences';

/**
 * The visitor's preferences for this page view: read once from localStorage (index.html has
 * already applied them to <html>), then kept in memory so that a browser whose storage refuses
 * writes (private modes, full quota) still honours the choices until the page is left.
 * Loaded with the panel, never during prerendering.
 */
let current: AccessibilityPreferences | undefined;
const listeners = new Set<() => void>();

function readStored(): AccessibilityPreferences {
  try {
    return parsePreferences(window.localStorage.getItem(preferencesStorageKey));
  } catch {
    return defaultPreferences; // Storage disabled: the page shows the defaults.
  }
}

export function getPreferences(): AccessibilityPreferences {
  current ??= readStored();
  return current;
}

function commit(next: AccessibilityPreferences, store: (storage: Storage) => void) {
  current = next;
  applyPreferences(document.documentElement, next);
  try {
    store(window.localStorage);
  } catch {
    // Not remembered across visits, but still applied to this one.
  }
  listeners.forEach((listener) => listener());
}

/** Applies the change at once and remembers it across visits. */
export function updatePreferences(change: Partial<AccessibilityPreferences>): void {
  const next = parsePreferences(serialisePreferences({ ...getPreferences(), ...change }));
  commit(next, (storage) => storage.setItem(preferencesStorageKey, serialisePreferences(next)));
}

/** Back to 100 %, contrast and pointer off, and nothing stored. */
export function resetPreferences(): void {
  commit(defaultPreferences, (storage) => storage.removeItem(preferencesStorageKey));
}

// Another tab changed the preferences: follow it, so that both tabs look the same.
function onStorage(event: StorageEvent) {
  if (event.key !== preferencesStorageKey && event.key !== null) return;
  current = parsePreferences(event.newValue);
  applyPreferences(document.documentElement, current);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => defaultPreferences;

export function usePreferences(): AccessibilityPreferences {
  return useSyncExternalStore(subscribe, getPreferences, serverSnapshot);
}
