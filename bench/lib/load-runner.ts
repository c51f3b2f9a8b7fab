/** Closed-loop load: `clients` clients each send their next request as soon as the previous one is answered. */

export interface ClientRun {
  latenciesMs: number[];
  /** Per request, in request order; 0 when no answer came. */
  statuses: number[];
  wallMs: number;
}

/** Sends requests 0 … `requests` − 1 through `send` (which resolves with the HTTP status) from `clients` clients at once. */
export async function runClients({
  requests,
  clients,
  send,
}: {
  requests: number;
  clients: number;
  send: (index: number) => Promise<number>;
}): Promise<ClientRun> {
  const latenciesMs: number[] = [];
  const statuses: number[] = Array.from({ length: requests }, () => 0);
  let next = 0;
  const client = async () => {
    for (let index = next++; index < requests; index = next++) {
      const started = performance.now();
      try {
        statuses[index] = await send(index);
      } catch {
        // No answer at all (connection refused or reset): stays 0, which the bench counts as a failure.
      }
      latenciesMs.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(clients, requests) }, client));
  return { latenciesMs, statuses, wallMs: performance.now() - started };
}
