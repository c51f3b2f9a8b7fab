import { useSyncExternalStore } from 'react';

type ToastVariant = 'default' | 'destructive' | 'success';

interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself (paused while hovered or focused); Infinity keeps it. */
  duration?: number;
}

interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
}

const DEFAULT_TOAST_DURATION = 5000;
/** Older toasts beyond this are dropped, so a burst never stacks up over the page. */
const MAX_VISIBLE_TOASTS = 3;

// Module-level store: toast() works from anywhere (event handlers, mutations, before <Toaster/>
// mounts); the Toaster subscribes and shows whatever is here when it mounts.
const EMPTY: readonly ToastItem[] = [];
let toasts: readonly ToastItem[] = EMPTY;
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a notification, newest on top; returns its id for dismissToast(). */
function toast({ title, description, variant = 'default', duration = DEFAULT_TOAST_DURATION }: ToastOptions): string {
  nextId += 1;
  const id = `toast-${nextId}`;
  const item: ToastItem = { id, title, variant, duration };
  if (description !== undefined) item.description = description;
  setToasts([item, ...toasts].slice(0, MAX_VISIBLE_TOASTS));
  return id;
}

/** Removes one toast, or every toast when called without an id. */
function dismissToast(id?: string): void {
  if (id === undefined) {
    if (toasts.length > 0) setToasts(EMPTY);
    return;
  }
  const next = toasts.filter((item) => item.id !== id);
  if (next.length !== toasts.length) setToasts(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): readonly ToastItem[] {
  return toasts;
}

// The server has no toasts; the client shows its queue after hydration.
function getServerSnapshot(): readonly ToastItem[] {
  return EMPTY;
}

/** The current toasts, newest first. */
function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

export { DEFAULT_TOAST_DURATION, MAX_VISIBLE_TOASTS, dismissToast, toast, useToasts };
export type { ToastItem, ToastOptions, ToastVariant };
