import {
  EVENT_DURATION_THRESHOLD_MS,
  INP_TARGET_MS,
  actionDurationMs,
  describeScript,
  failing,
  formatMarkdownTable,
  groupInteractions,
  median,
  scriptsDuring,
  summarize,
  type EventEntryLike,
  type LongFrameLike,
  type LongFrameScriptLike,
} from './inp-report';

const entry = (name: string, interactionId: number, startTime: number, duration: number, processing: [number, number] = [startTime + 2, startTime + 6]): EventEntryLike => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart: processing[0],
  processingEnd: processing[1],
});

const script = (duration: number, extra: Partial<LongFrameScriptLike> = {}): LongFrameScriptLike => ({
  invoker: 'BUTTON.onclick',
  sourceURL: 'http://127.0.0.1:4321/assets/index-abc.js',
  sourceFunctionName: '_h',
  startTime: 0,
  duration,
  forcedStyleAndLayoutDuration: 0,
  ...extra,
});

describe('groupInteractions', () => {
  it('groups the events of one interaction and counts the longest, as INP does', () => {
    const interactions = groupInteractions([
      entry('pointerdown', 7, 100, 48, [105, 140]),
      entry('pointerup', 7, 160, 24),
      entry('click', 7, 161, 24),
      entry('keydown', 9, 400, 32),
    ]);
    expect(interactions).toHaveLength(2);
    expect(interactions[0]).toEqual({
      interactionId: 7,
      durationMs: 48,
      events: ['pointerdown', 'pointerup', 'click'],
      startTime: 100,
      inputDelayMs: 5,
      processingMs: 35,
      presentationMs: 8,
    });
    expect(interactions[1]?.durationMs).toBe(32);
  });

  it('leaves out events that are not interactions (mouseover, mouseout: interactionId 0)', () => {
    expect(groupInteractions([entry('mouseout', 0, 10, 200), entry('mouseover', 0, 20, 64)])).toEqual([]);
  });

  it('orders interactions by when they started, whatever order the observer saw them in', () => {
    const ids = groupInteractions([entry('click', 3, 500, 16), entry('click', 2, 100, 16)]).map((interaction) => interaction.interactionId);
    expect(ids).toEqual([2, 3]);
  });
});

describe('actionDurationMs', () => {
  it('is the longest interaction of the action', () => {
    expect(actionDurationMs(groupInteractions([entry('click', 1, 0, 40), entry('click', 2, 100, 120)]))).toBe(120);
  });

  it('counts an action with no entry as the threshold, an upper bound, never as zero', () => {
    expect(actionDurationMs([])).toBe(EVENT_DURATION_THRESHOLD_MS);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([40, 8, 200, 16, 24])).toBe(24);
    expect(median([40, 8, 16, 24])).toBe(20);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow();
  });
});

describe('summarize', () => {
  it('passes a median under the target even when one run is slow', () => {
    expect(summarize({ interaction: 'quiz', samplesMs: [40, 48, 300, 56, 40], attempted: 5 })).toEqual({
      interaction: 'quiz',
      medianMs: 48,
      maxMs: 300,
      runs: 5,
      attempted: 5,
      pass: true,
    });
  });

  it('fails a median at the target: the target is "under 100 ms"', () => {
    expect(summarize({ interaction: 'select', samplesMs: [INP_TARGET_MS, INP_TARGET_MS, 96], attempted: 3 }).pass).toBe(false);
  });

  it('fails an interaction that no run completed', () => {
    expect(summarize({ interaction: 'chat', samplesMs: [], attempted: 5 })).toMatchObject({ medianMs: undefined, runs: 0, pass: false });
  });
});

describe('formatMarkdownTable', () => {
  it('prints one row per interaction with its median, max, runs and verdict', () => {
    const table = formatMarkdownTable([
      summarize({ interaction: 'chat: open', samplesMs: [16, 16, 16], attempted: 3 }),
      summarize({ interaction: 'select: open', samplesMs: [264, 312.4], attempted: 3 }),
      summarize({ interaction: 'quiz: Next', samplesMs: [], attempted: 3 }),
    ]).split('\n');
    expect(table[0]).toBe('| interaction | median ms | max ms | runs | target |');
    expect(table[2]).toBe('| chat: open | ≤ 16 | ≤ 16 | 3 | ✅ < 100 |');
    expect(table[3]).toBe('| select: open | 288 | 312 | 2 of 3 | ❌ ≥ 100 |');
    expect(table[4]).toBe('| quiz: Next | — | — | 0 of 3 | ❌ not measured |');
  });
});

describe('failing', () => {
  it('lists the interactions whose median misses the target', () => {
    const summaries = [summarize({ interaction: 'a', samplesMs: [50], attempted: 1 }), summarize({ interaction: 'b', samplesMs: [150], attempted: 1 })];
    expect(failing(summaries).map((summary) => summary.interaction)).toEqual(['b']);
  });
});

describe('scriptsDuring', () => {
  const frame = (startTime: number, duration: number, scripts: LongFrameScriptLike[]): LongFrameLike => ({ startTime, duration, blockingDuration: 0, scripts });

  it('keeps the scripts of frames that overlap the interaction, longest first', () => {
    const scripts = scriptsDuring({ startTime: 1000, durationMs: 200 }, [
      frame(700, 250, [script(90, { invoker: 'before' })]),
      frame(950, 100, [script(30, { invoker: 'overlaps start' })]),
      frame(1100, 80, [script(20, { invoker: 'inside' }), script(60, { invoker: 'inside, longer' })]),
      frame(1200, 90, [script(80, { invoker: 'after' })]),
    ]);
    expect(scripts.map((item) => item.invoker)).toEqual(['inside, longer', 'overlaps start', 'inside']);
  });
});

describe('describeScript', () => {
  it('names the file without its origin, the function, the invoker and any forced layout', () => {
    expect(describeScript(script(212.4, { invoker: 'DIV#root.onpointerdown', forcedStyleAndLayoutDuration: 185 }))).toBe(
      '212 ms index-abc.js _h (DIV#root.onpointerdown, 185 ms forced layout)',
    );
    expect(describeScript(script(12, { sourceURL: '', sourceFunctionName: '' }))).toBe('12 ms (no source) (BUTTON.onclick)');
  });
});
