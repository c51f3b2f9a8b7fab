/** A promise that records its outcome the way React's `use` reads it, so a settled one never suspends. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface TrackedImport<T> {
  /** The same promise on every call while loading or loaded; pass it to React's `use`. */
  promise: () => Promise<T>;
  /** Starts (once) loading; resolves when `use(promise())` would return without suspending. */
  preload: () => Promise<void>;
}

/**
 * Wraps a dynamic import so that React's `use` renders its result synchronously once it has loaded:
 * `use` returns the value of a promise marked fulfilled without suspending. React.lazy always
 * suspends the first time, which would turn prerendered content into fallbacks and hydrate late.
 * A failed download (a deploy replaced the chunk, the network dropped) is retried on the next call.
 */
export function trackedImport<T>(load: () => Promise<T>): TrackedImport<T> {
  let pending: TrackedPromise<T> | undefined;
  let ready: Promise<void> | undefined;

  const promise = (): TrackedPromise<T> => {
    if (pending) return pending;
    const tracked: TrackedPromise<T> = load().then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
        return value;
      },
      (error: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = error;
        pending = undefined;
        ready = undefined;
        throw error;
      },
    );
    tracked.status = 'pending';
    pending = tracked;
    return tracked;
  };

  const preload = () => {
    ready ??= promise().then(() => undefined);
    return ready;
  };

  return { promise, preload };
}
