const LEAD_SUBMITTED_KEY = 'lead-submitted-at';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): then nothing is remembered.
    return null;
  }
}

/** Remembers that this browser sent a lead, so offers meant for new visitors stay away. */
export function rememberLeadSubmitted(now: Date = new Date()): void {
  try {
    storage()?.setItem(LEAD_SUBMITTED_KEY, now.toISOString());
  } catch {
    // Full or disabled storage: forgetting is harmless.
  }
}

export function hasSubmittedLead(): boolean {
  return storage()?.getItem(LEAD_SUBMITTED_KEY) != null;
}
