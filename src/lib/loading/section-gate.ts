/**
 * The part of an island's intent that must be there when React first renders it: the promise the
 * section waits on, and the moment it goes live. What counts as intent, and the replay of what the
 * visitor did meanwhile, are in section-intent.ts, which loads after hydration: it is most of the code
 * and nothing needs it before then.
 */
export interface SectionGate {
  /** Settles when the section may load. */
  readonly intended: Promise<void>;
  /** Lets the section load now (the visitor showed intent, its content depends on the browser, a link needs an anchor in it). */
  request(): void;
  /** Called by the section once rendered and its effects ran. */
  live(): void;
  /** What to do when the section goes live (section-intent.ts replays the visitor's input); at once if it already is. */
  onLive(handler: () => void): void;
  readonly isLive: boolean;
}

/** The gates still waiting, so that a link to an anchor inside a section can load them all. */
const waiting = new Set<() => void>();

/** Loads every section still waiting for intent: a #link or a scroll target may be inside one. */
export function requestAllSections(): void {
  for (const request of [...waiting]) request();
}

export function createSectionGate(): SectionGate {
  let release: () => void = () => undefined;
  const intended = new Promise<void>((resolve) => {
    release = () => {
      waiting.delete(release);
      resolve();
    };
  });
  waiting.add(release);
  let liveHandler: (() => void) | null = null;
  let isLive = false;
  return {
    intended,
    request: () => release(),
    live() {
      if (isLive) return;
      isLive = true;
      liveHandler?.();
    },
    onLive(handler) {
      liveHandler = handler;
      if (isLive) handler();
    },
    get isLive() {
      return isLive;
    },
  };
}
