import { useSyncExternalStore } from 'react';

/**
 * Whether the privacy choices dialog is open. A tiny store rather than React state, because three
 * places open it (the footer, the banner's link, anything later) and one place renders it.
 */
interface ChoicesState {
  open: boolean;
  /** Opened at least once: the dialog's code has been asked for and stays mounted (focus return, exit). */
  requested: boolean;
}

let state: ChoicesState = { open: false, requested: false };
const listeners = new Set<() => void>();
const CLOSED: ChoicesState = state;

function set(open: boolean): void {
  if (state.open === open) return;
  state = { open, requested: state.requested || open };
  listeners.forEach((listener) => listener());
}

// The dialog has no Radix trigger (several places open it), so it returns focus to this itself.
let opener: HTMLElement | null = null;

/** Opens the privacy choices dialog (the footer's "Privacy Choices", the banner's link). */
export function openPrivacyChoices(): void {
  if (!state.open) opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  set(true);
}

/** The element that opened the dialog, if it is still on the page. */
export function privacyChoicesOpener(): HTMLElement | null {
  return opener?.isConnected ? opener : null;
}

export function setPrivacyChoicesOpen(open: boolean): void {
  set(open);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePrivacyChoicesState(): ChoicesState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}
