/** INP target: Google's "good" threshold, applied to each interaction's median over runs. */
export const INP_TARGET_MS = 100;

/**
 * The smallest `durationThreshold` the Event Timing API accepts: an interaction with no entry at or
 * over it took less, and counts as this much (an upper bound) so it never passes for zero.
 */
export const EVENT_DURATION_THRESHOLD_MS = 16;

/** The fields of a PerformanceEventTiming entry the report reads (copied out of the page as JSON). */
export interface EventEntryLike {
  name: string;
  interactionId: number;
  startTime: number;
  /** Rounded by the browser to 8 ms: from the input to the next paint after the handlers ran. */
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** One user interaction: the events that share its interactionId (pointerdown, pointerup, click; or keydown, keyup). */
export interface Interaction {
  interactionId: number;
  /** INP's measure of one interaction: the longest of its events. */
  durationMs: number;
  events: string[];
  startTime: number;
  /** The longest event's phases: waiting for the main thread, its handlers, then rendering and paint. */
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

/** Groups Event Timing entries into interactions, in the order they started; entries with no interactionId (mouseover, scroll) are not interactions. */
export function groupInteractions(entries: readonly EventEntryLike[]): Interaction[] {
  const byId = new Map<number, EventEntryLike[]>();
  for (const entry of entries) {
    if (entry.interactionId <= 0) continue;
    byId.set(entry.interactionId, [...(byId.get(entry.interactionId) ?? []), entry]);
  }
  return [...byId.entries()]
    .map(([interactionId, group]) => {
      const longest = group.reduce((max, entry) => (entry.duration > max.duration ? entry : max));
      return {
        interactionId,
        durationMs: longest.duration,
        events: [...new Set(group.map((entry) => entry.name))],
        startTime: Math.min(...group.map((entry) => entry.startTime)),
        inputDelayMs: longest.processingStart - longest.startTime,
        processingMs: longest.processingEnd - longest.processingStart,
        presentationMs: Math.max(0, longest.startTime + longest.duration - longest.processingEnd),
      };
    })
    .sort((a, b) => a.startTime - b.startTime);
}

/**
 * The INP of one measured action, which may take more than one interaction (a drag, or a click the
 * browser splits): the longest. No entry means it stayed under the observer's threshold.
 */
export function actionDurationMs(interactions: readonly Interaction[]): number {
  return Math.max(EVENT_DURATION_THRESHOLD_MS, ...interactions.map((interaction) => interaction.durationMs));
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  const lower = sorted[middle - 1] ?? upper;
  return sorted.length % 2 === 1 ? upper : (lower + upper) / 2;
}

/** One row of the report: an interaction measured once per fresh page load. */
export interface InpResult {
  interaction: string;
  /** Per run; runs that failed to complete the interaction are left out. */
  samplesMs: number[];
  /** Runs attempted, to show when some failed. */
  attempted: number;
}

export interface InpSummary {
  interaction: string;
  medianMs: number | undefined;
  maxMs: number | undefined;
  runs: number;
  attempted: number;
  pass: boolean;
}

export function summarize(result: InpResult, targetMs = INP_TARGET_MS): InpSummary {
  const { interaction, samplesMs, attempted } = result;
  if (samplesMs.length === 0) return { interaction, medianMs: undefined, maxMs: undefined, runs: 0, attempted, pass: false };
  const medianMs = median(samplesMs);
  return { interaction, medianMs, maxMs: Math.max(...samplesMs), runs: samplesMs.length, attempted, pass: medianMs < targetMs };
}

function formatMs(value: number | undefined): string {
  if (value === undefined) return '—';
  return value <= EVENT_DURATION_THRESHOLD_MS ? `≤ ${EVENT_DURATION_THRESHOLD_MS}` : String(Math.round(value));
}

/** The markdown table: interaction | median ms | max ms | runs | target. */
export function formatMarkdownTable(summaries: readonly InpSummary[], targetMs = INP_TARGET_MS): string {
  const rows = summaries.map((summary) => {
    const runs = summary.runs === summary.attempted ? String(summary.runs) : `${summary.runs} of ${summary.attempted}`;
    const verdict = summary.pass ? `✅ < ${targetMs}` : `❌ ≥ ${targetMs}`;
    return `| ${summary.interaction} | ${formatMs(summary.medianMs)} | ${formatMs(summary.maxMs)} | ${runs} | ${summary.runs === 0 ? '❌ not measured' : verdict} |`;
  });
  return ['| interaction | median ms | max ms | runs | target |', '| --- | ---: | ---: | ---: | --- |', ...rows].join('\n');
}

/** The interactions whose median misses the target (or that could not be measured at all). */
export function failing(summaries: readonly InpSummary[]): InpSummary[] {
  return summaries.filter((summary) => !summary.pass);
}

/** The fields of a long-animation-frame entry's script the report reads. */
export interface LongFrameScriptLike {
  /** What ran: "BUTTON.onclick", "Response.json.then", a module's URL... */
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  startTime: number;
  duration: number;
  /** Of `duration`: style and layout the script forced by reading geometry after a DOM change. */
  forcedStyleAndLayoutDuration: number;
}

export interface LongFrameLike {
  startTime: number;
  duration: number;
  blockingDuration: number;
  scripts: LongFrameScriptLike[];
}

/**
 * The scripts of the long animation frames that overlap an interaction (from its input to its
 * paint), longest first: the work that kept the main thread from answering the visitor.
 */
export function scriptsDuring(interaction: Pick<Interaction, 'startTime' | 'durationMs'>, frames: readonly LongFrameLike[]): LongFrameScriptLike[] {
  const end = interaction.startTime + interaction.durationMs;
  return frames
    .filter((frame) => frame.startTime < end && frame.startTime + frame.duration > interaction.startTime)
    .flatMap((frame) => frame.scripts)
    .sort((a, b) => b.duration - a.duration);
}

/** "42 ms chat-panel-HU8viz7z.js (BUTTON.onclick, 12 ms forced layout)": a script named by its file, without the origin. */
export function describeScript(script: LongFrameScriptLike): string {
  const file = script.sourceURL.split('/').pop() ?? '';
  const where = [file, script.sourceFunctionName].filter(Boolean).join(' ');
  const forced = Math.round(script.forcedStyleAndLayoutDuration);
  return `${Math.round(script.duration)} ms ${where || '(no source)'} (${script.invoker}${forced > 0 ? `, ${forced} ms forced layout` : ''})`;
}
