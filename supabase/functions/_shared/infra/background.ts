/**
 * Work a function starts after it has its answer (sending the lead's e-mails): the visitor never
 * waits on the mail provider, and a failure is logged, never thrown at the request.
 */

/** Supabase's edge runtime keeps an instance alive for promises handed to EdgeRuntime.waitUntil. */
interface EdgeRuntimeLike {
  waitUntil(promise: Promise<unknown>): void;
}

const inFlight = new Set<Promise<void>>();

export function runInBackground(task: Promise<unknown>, label: string): void {
  const guarded: Promise<void> = task.then(
    () => undefined,
    (error: unknown) => {
      console.error(`${label}:`, error instanceof Error ? error.message : String(error));
    },
  );
  inFlight.add(guarded);
  void guarded.finally(() => inFlight.delete(guarded));
  const runtime = (globalThis as { EdgeRuntime?: EdgeRuntimeLike }).EdgeRuntime;
  // Elsewhere (Node, plain Deno) the process outlives the request anyway.
  if (runtime && typeof runtime.waitUntil === 'function') runtime.waitUntil(guarded);
}

/** Resolves once every task started so far has finished: tests wait on it instead of sleeping. */
export async function settleBackgroundTasks(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
