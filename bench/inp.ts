/**
 * `npm run bench:inp`: Interaction to Next Paint of the interactions docs/decisions/011 measures, in the production
 * build, with Chromium's CPU throttled 4× (Lighthouse's mobile factor) through the DevTools protocol.
 * Serves dist/ with Vite's preview and the project's config (as bench/lighthouse.ts does) and drives
 * the system Chromium with Playwright, with real input (mouse and keyboard through the protocol), so the
 * browser's Event Timing entries are those a visitor's input makes. Each interaction is measured on
 * a fresh page load in a fresh browser context (no cache, no storage), once per run; the table shows
 * the median and the worst run. Exits non-zero when a median is 100 ms or more.
 *
 *   npm run bench:inp [-- --runs 5 --no-fail --dist /tmp/copy-of-dist --only chat,quiz]
 *
 * --runs    page loads per interaction (default 5)
 * --no-fail report only: exit 0 whatever the numbers
 * --dist    the build to serve (default dist/): a copy keeps the run steady while dist/ is rebuilt
 * --only    comma-separated scenarios: chat, exit-intent, quiz, form, select (default all)
 *
 * How INP is read: a PerformanceObserver for `event` entries (durationThreshold 16 ms, the least the
 * API allows), installed before the page's scripts, gathers the entries; those of one action are
 * grouped by interactionId and the longest counts (INP's measure of one interaction). An action with
 * no entry took under 16 ms and is shown as "≤ 16". Durations are the browser's, rounded to 8 ms.
 * Long-animation-frame entries overlapping the worst run name the scripts that made it slow.
 *
 * The scenarios, and the choices a reader may question:
 * - chat: the launcher on `/`. Hovering it starts loading the panel's chunk; the bench waits for that
 *   chunk before clicking, as a visitor's pointer rests a moment before the click. That is the heavier
 *   case for INP: the click then renders the whole panel rather than an empty Suspense fallback.
 * - exit-intent: the offer opens on a mouseout through the top edge (or after EXIT_INTENT_DELAY_MS). Neither is an
 *   interaction: the Event Timing API gives mouseout no interactionId, so INP never counts the offer
 *   opening, and its dialog is a lazy chunk painted frames later anyway. The honest INP reading is
 *   the visitor's first interaction inside it: a key typed in the e-mail field, which has the focus.
 *   The time from the exit to the dialog's first frame is printed as a note, not held to the target.
 *   The exit is a real pointer move out through the top (to y = -1), with the e2e test's synthetic
 *   mouseout as a fallback only if Chromium does not turn that into one.
 * - quiz: /quiz/owner step 1: choosing an answer, then Next, which renders step 2 (two rows). The
 *   quiz's code loads on intent (src/lib/loading/section-intent.ts): the pointer rests on Next first.
 * - form: the same first answer pressed at once, before any of the form's code has loaded: the press
 *   is held and replayed once the code has arrived and hydrated. INP times the press's own frame; the
 *   time from the press to the frame that shows the answer chosen is printed as a note.
 * - select: the pricing estimator's "Monthly budget" Radix select on `/#pricing-calculator`: opening
 *   it with a click and choosing an option (two rows). The menu mounts and unmounts in a transition
 *   (components/ui/select.tsx), after the frame that shows the press; the time from the press to the
 *   menu's own first frame, and from the choice to the first frame without it, are printed as notes.
 *
 * Run after `npm run build`. Needs no backend: none of these interactions sends anything.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium.ts';
import { waitForHydration } from '../e2e/fixtures.ts';
import { chatCopy } from '../src/content/chat.ts';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../src/features/tracking/consent.ts';
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
  type Interaction,
  type InpResult,
  type LongFrameLike,
} from './lib/inp-report.ts';
import { serveDist } from './lib/serve-dist.ts';
import { log } from './lib/bench-env.ts';

const root = resolve(import.meta.dirname, '..');
const CPU_THROTTLING_RATE = 4;
const SCENARIOS = ['chat', 'exit-intent', 'quiz', 'form', 'select'] as const;
type ScenarioName = (typeof SCENARIOS)[number];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-fail': { type: 'boolean', default: false },
    dist: { type: 'string' },
    only: { type: 'string' },
  },
});
const dist = resolve(root, values.dist ?? 'dist');
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs > 0)) {
  console.error(`bench/inp: --runs must be a positive whole number, not "${values.runs}".`);
  process.exit(1);
}
const isScenario = (name: string): name is ScenarioName => (SCENARIOS as readonly string[]).includes(name);
const requested = values.only ? values.only.split(',').map((name) => name.trim()).filter(Boolean) : [...SCENARIOS];
const unknown = requested.filter((name) => !isScenario(name));
if (unknown.length > 0) {
  console.error(`bench/inp: unknown scenarios ${unknown.join(', ')}; choose from ${SCENARIOS.join(', ')}.`);
  process.exit(1);
}
const scenarios = requested.filter(isScenario);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`bench/inp: ${dist} has no prerendered build. Run \`npm run build\` first.`);
  process.exit(1);
}


/** What the init script gathers in the page, read back with page.evaluate. */
interface PageBuffer {
  events: EventEntryLike[];
  frames: LongFrameLike[];
  /** performance.now() of the first top exit, and of the first frame after a dialog appeared. */
  exitAt?: number;
  dialogFrameAt?: number;
  /** performance.now() of the first frame after a listbox appeared, and after it went. */
  menuShownFrameAt?: number;
  menuGoneFrameAt?: number;
}
type BenchWindow = Window & { __inpBench?: PageBuffer };

/** Runs in the page before its own scripts: the observers must see the load and every interaction after it. */
function installObservers(): void {
  const buffer: PageBuffer = { events: [], frames: [] };
  (window as BenchWindow).__inpBench = buffer;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      buffer.events.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
    // durationThreshold is part of the Event Timing API, but not yet in TypeScript's DOM types.
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const frame = entry as PerformanceEntry & { blockingDuration: number; scripts: LongFrameLike['scripts'] };
        buffer.frames.push({
          startTime: frame.startTime,
          duration: frame.duration,
          blockingDuration: frame.blockingDuration,
          scripts: frame.scripts.map(({ invoker, sourceURL, sourceFunctionName, startTime, duration, forcedStyleAndLayoutDuration }) => ({
            invoker,
            sourceURL,
            sourceFunctionName,
            startTime,
            duration,
            forcedStyleAndLayoutDuration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  document.addEventListener(
    'mouseout',
    (event) => {
      if (event.clientY <= 0 && event.relatedTarget === null) buffer.exitAt ??= performance.now();
    },
    { capture: true },
  );
  // The chat panel and the exit-intent offer are lazy chunks, so they may paint frames after the
  // input that asked for them: the first frame after a dialog is in the DOM tells when.
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('[role="dialog"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      buffer.dialogFrameAt = performance.now();
    });
  }).observe(document, { childList: true, subtree: true });
  // The select mounts and unmounts its menu in a transition, frames after the press: these time it.
  let menuOpen = false;
  new MutationObserver(() => {
    const open = document.querySelector('[role="listbox"]') !== null;
    if (open === menuOpen) return;
    menuOpen = open;
    requestAnimationFrame(() => {
      if (open) buffer.menuShownFrameAt ??= performance.now();
      else buffer.menuGoneFrameAt ??= performance.now();
    });
  }).observe(document, { childList: true, subtree: true });
}

/** Same as e2e/fixtures.ts waitForReact: a form section loads its code on intent, so the pointer rests on it first. */
async function waitForReact(element: Locator, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  if (await element.evaluate((node) => node.closest('[data-island]:not([data-island-live])') !== null)) await element.hover({ force: true });
  // The locator is asked again each time: React may replace the prerendered node rather than adopt it.
  while (!(await element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))) {
    if (Date.now() > deadline) throw new Error(`React did not take over ${element.toString()} in ${timeoutMs / 1000} s`);
    await element.page().waitForTimeout(50);
  }
}

/** Lets the frame that answered the input paint and the Event Timing entries reach the observer. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)));
      }),
  );
}

interface Measured {
  interactions: Interaction[];
  durationMs: number;
  frames: LongFrameLike[];
}

/** Performs one action (real input) and waits for its outcome, then returns the interactions it made. */
async function measure(page: Page, act: () => Promise<void>, outcome: () => Promise<void>): Promise<Measured> {
  await settle(page);
  const since = await page.evaluate(() => performance.now());
  await act();
  await outcome();
  await settle(page);
  // Entries are queued for the observer after the paint, as a low-priority task: give a slow one time.
  const deadline = Date.now() + 1000;
  let buffer: PageBuffer | undefined;
  let interactions: Interaction[] = [];
  do {
    buffer = await page.evaluate(() => (window as BenchWindow).__inpBench);
    if (!buffer) throw new Error('the Event Timing observer is not installed');
    interactions = groupInteractions(buffer.events.filter((entry) => entry.startTime >= since));
    if (interactions.length > 0) break;
    await page.waitForTimeout(100);
  } while (Date.now() < deadline);
  return { interactions, durationMs: actionDurationMs(interactions), frames: buffer.frames };
}

interface Action {
  row: string;
  act: (page: Page) => Promise<void>;
  outcome: (page: Page) => Promise<void>;
  /** Reads anything else the run showed, once measured. */
  after?: (page: Page, measured: Measured) => Promise<void>;
}

interface Scenario {
  path: string;
  /** After hydration: whatever a visitor does before the measured actions (not measured). */
  prepare?: (page: Page) => Promise<void>;
  actions: Action[];
}

const budget = (page: Page) => page.locator('#pricing-calculator').getByRole('combobox', { name: /Monthly budget/ });
const offer = (page: Page) => page.getByRole('dialog', { name: "Wait! Don't Miss Out" });

async function exitThroughTop(page: Page): Promise<'pointer' | 'synthetic'> {
  await page.mouse.move(640, 200);
  await page.mouse.move(640, 0, { steps: 4 });
  await page.mouse.move(640, -1);
  try {
    await offer(page).waitFor({ timeout: 3000 });
    return 'pointer';
  } catch {
    // The e2e test's way: a headless page may not turn a move past its edge into a mouseout.
    await page.evaluate(() => document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 640, clientY: 0, relatedTarget: null })));
    await offer(page).waitFor({ timeout: 5000 });
    return 'synthetic';
  }
}

const exitKinds: string[] = [];
const exitToDialogMs: number[] = [];
const clickToChatPanelMs: number[] = [];
/** The form scenario: when the press was made, and how long until the answer showed. */
let pressedAt = 0;
const pressToChoiceShownMs: number[] = [];
const pressToMenuShownMs: number[] = [];
const choiceToMenuGoneMs: number[] = [];

/** Milliseconds from the interaction's first event to a frame the page recorded, once that frame came. */
async function framesAfter(page: Page, measured: Measured, frame: 'menuShownFrameAt' | 'menuGoneFrameAt'): Promise<number | undefined> {
  await page.waitForFunction((key) => (window as BenchWindow).__inpBench?.[key] !== undefined, frame);
  const frameAt = await page.evaluate((key) => (window as BenchWindow).__inpBench?.[key], frame);
  const startAt = measured.interactions[0]?.startTime;
  return frameAt !== undefined && startAt !== undefined ? frameAt - startAt : undefined;
}

async function dialogFrameAt(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as BenchWindow).__inpBench?.dialogFrameAt);
}

const SCENARIO_DEFINITIONS: Record<ScenarioName, Scenario> = {
  chat: {
    path: '/',
    prepare: async (page) => {
      const launcher = page.getByRole('button', { name: chatCopy.launcherLabel });
      await waitForReact(launcher);
      const panelChunk = page.waitForResponse((response) => /\/chat-panel-[^/]*\.js$/.test(response.url()), { timeout: 10_000 });
      await launcher.hover();
      await panelChunk;
    },
    actions: [
      {
        row: 'chat: open (launcher click)',
        act: (page) => page.getByRole('button', { name: chatCopy.launcherLabel }).click(),
        outcome: async (page) => {
          await page.getByRole('dialog', { name: chatCopy.title }).waitFor();
          await page.waitForFunction(() => (window as BenchWindow).__inpBench?.dialogFrameAt !== undefined);
        },
        after: async (page, measured) => {
          const frameAt = await dialogFrameAt(page);
          const clickAt = measured.interactions[0]?.startTime;
          if (frameAt !== undefined && clickAt !== undefined) clickToChatPanelMs.push(frameAt - clickAt);
        },
      },
    ],
  },
  'exit-intent': {
    path: '/services',
    prepare: async (page) => {
      // The listener starts in an effect after hydration; a moment for it, as the e2e test retries.
      await page.waitForTimeout(500);
      exitKinds.push(await exitThroughTop(page));
      await page.getByRole('textbox', { name: 'Email address' }).waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'email' || document.activeElement?.tagName === 'INPUT');
      await page.waitForFunction(() => (window as BenchWindow).__inpBench?.dialogFrameAt !== undefined);
      const exitAt = await page.evaluate(() => (window as BenchWindow).__inpBench?.exitAt);
      const frameAt = await dialogFrameAt(page);
      if (exitAt !== undefined && frameAt !== undefined) exitToDialogMs.push(frameAt - exitAt);
    },
    actions: [
      {
        row: 'exit-intent: first key typed in its dialog',
        act: (page) => page.keyboard.press('a'),
        outcome: async (page) => {
          await page.waitForFunction(() => document.activeElement instanceof HTMLInputElement && document.activeElement.value === 'a');
        },
      },
    ],
  },
  quiz: {
    path: '/quiz/owner',
    prepare: async (page) => {
      // The quiz is its own chunk: it hydrates after the page.
      await waitForReact(page.getByRole('button', { name: 'Next' }));
    },
    actions: [
      {
        row: 'quiz: choose an answer',
        act: (page) => page.getByRole('radio', { name: 'Online' }).click(),
        outcome: async (page) => {
          await page.waitForFunction(() => document.querySelector('[role="radio"][aria-checked="true"], input[type="radio"]:checked') !== null);
        },
      },
      {
        row: 'quiz: Next (step 1 → 2)',
        act: (page) => page.getByRole('button', { name: 'Next' }).click(),
        outcome: (page) => page.getByRole('heading', { level: 2, name: 'How do you get most of your customers today?' }).waitFor(),
      },
    ],
  },
  form: {
    path: '/quiz/owner',
    actions: [
      {
        row: 'form: first press, before its code (quiz answer)',
        act: async (page) => {
          pressedAt = await page.evaluate(() => performance.now());
          await page.getByRole('radio', { name: 'Online' }).click();
        },
        outcome: async (page) => {
          await page.waitForFunction(() => document.querySelector('[role="radio"][aria-checked="true"], input[type="radio"]:checked') !== null, undefined, { timeout: 30_000 });
          const shownAt = await page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => done(performance.now()))));
          pressToChoiceShownMs.push(shownAt - pressedAt);
        },
      },
    ],
  },
  select: {
    path: '/#pricing-calculator',
    prepare: async (page) => {
      await waitForReact(budget(page));
    },
    actions: [
      {
        row: 'select: open (pricing budget)',
        act: (page) => budget(page).click(),
        outcome: (page) => page.getByRole('listbox').waitFor(),
        after: async (page, measured) => {
          const ms = await framesAfter(page, measured, 'menuShownFrameAt');
          if (ms !== undefined) pressToMenuShownMs.push(ms);
        },
      },
      {
        row: 'select: choose an option',
        act: (page) => page.getByRole('option', { name: '$2,500 - $5,000/month' }).click(),
        outcome: async (page) => {
          await page.getByRole('listbox').waitFor({ state: 'detached' });
        },
        after: async (page, measured) => {
          const ms = await framesAfter(page, measured, 'menuGoneFrameAt');
          if (ms !== undefined) choiceToMenuGoneMs.push(ms);
        },
      },
    ],
  },
};

/** A visitor who already answered the privacy banner, so it does not sit over what the bench clicks. */
const consentRecord = JSON.stringify({ analytics: false, decidedAt: new Date().toISOString(), version: CONSENT_VERSION, source: 'banner' });

interface Worst {
  durationMs: number;
  measured: Measured;
}

async function runScenario(browser: Browser, origin: string, name: ScenarioName, results: Map<string, InpResult>, worst: Map<string, Worst>) {
  const scenario = SCENARIO_DEFINITIONS[name];
  for (const action of scenario.actions) results.set(action.row, { interaction: action.row, samplesMs: [], attempted: runs });
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    // Named in the log when a run fails, so a flaky step is found without a rerun.
    let phase = 'load';
    try {
      // tsx (esbuild's keepNames) wraps named inner functions in __name(); the functions this file
      // hands to the page carry those calls, so the page needs a stand-in.
      await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
      await context.addInitScript(
        ([key, value]) => {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        },
        [CONSENT_STORAGE_KEY, consentRecord] as const,
      );
      await context.addInitScript(installObservers);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
      await page.goto(`${origin}${scenario.path}`);
      phase = 'hydration';
      await waitForHydration(page);
      phase = 'preparation';
      await scenario.prepare?.(page);
      const line: string[] = [];
      for (const action of scenario.actions) {
        phase = action.row;
        const measured = await measure(page, () => action.act(page), () => action.outcome(page));
        await action.after?.(page, measured);
        results.get(action.row)?.samplesMs.push(measured.durationMs);
        const previous = worst.get(action.row);
        if (!previous || measured.durationMs > previous.durationMs) worst.set(action.row, { durationMs: measured.durationMs, measured });
        line.push(`${action.row} ${measured.durationMs} ms`);
      }
      log(`${name} (run ${run}/${runs}): ${line.join('; ')}`);
    } catch (error) {
      log(`${name} (run ${run}/${runs}) failed in ${phase}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    } finally {
      await context.close();
    }
  }
}

const started = performance.now();
const server = await serveDist(root, dist);
let browser: Browser | undefined;
const results = new Map<string, InpResult>();
const worst = new Map<string, Worst>();
try {
  browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  for (const name of scenarios) await runScenario(browser, server.origin, name, results, worst);
} finally {
  await browser?.close();
  await server.close();
}

const summaries = [...results.values()].map((result) => summarize(result));
console.log(formatMarkdownTable(summaries));
console.log(
  `\n${scenarios.length} scenario(s), ${runs} fresh page load(s) each, CPU throttled ${CPU_THROTTLING_RATE}×, in ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s. Target: each median < ${INP_TARGET_MS} ms. ` +
    `"≤ ${EVENT_DURATION_THRESHOLD_MS}": no Event Timing entry at or over the ${EVENT_DURATION_THRESHOLD_MS} ms threshold.`,
);

const notes: string[] = [];
for (const [row, { durationMs, measured }] of worst) {
  const longest = measured.interactions.reduce<Interaction | undefined>((max, item) => (!max || item.durationMs > max.durationMs ? item : max), undefined);
  if (!longest) continue;
  const phases = `input delay ${Math.round(longest.inputDelayMs)} ms, handlers ${Math.round(longest.processingMs)} ms, render and paint ${Math.round(longest.presentationMs)} ms`;
  const scripts = scriptsDuring(longest, measured.frames).slice(0, 3).map(describeScript);
  notes.push(`- ${row}: worst run ${durationMs} ms (${longest.events.join(', ')}): ${phases}.${scripts.length > 0 ? ` Longest scripts in its frames: ${scripts.join('; ')}.` : ''}`);
}
if (pressToChoiceShownMs.length > 0) {
  notes.push(
    `- form: from the first press on the quiz, before its code had loaded, to the frame that shows the answer chosen (the code ` +
      `downloads, hydrates, and the press is replayed): median ${Math.round(median(pressToChoiceShownMs))} ms, max ${Math.round(Math.max(...pressToChoiceShownMs))} ms.`,
  );
}
if (exitToDialogMs.length > 0) {
  notes.push(
    `- exit-intent: from the top exit to the dialog's first frame (not an interaction; the dialog's chunk loads first): ` +
      `median ${Math.round(median(exitToDialogMs))} ms, max ${Math.round(Math.max(...exitToDialogMs))} ms.`,
  );
}
if (clickToChatPanelMs.length > 0) {
  notes.push(
    `- chat: from the click to the panel's first frame (the panel is a lazy component: it may paint after the click's own frame, ` +
      `which is what INP times): median ${Math.round(median(clickToChatPanelMs))} ms, max ${Math.round(Math.max(...clickToChatPanelMs))} ms.`,
  );
}
if (pressToMenuShownMs.length > 0) {
  notes.push(
    `- select: from the press to the menu's first frame (the menu mounts in a transition after the press's own frame, which shows ` +
      `the trigger pressed): median ${Math.round(median(pressToMenuShownMs))} ms, max ${Math.round(Math.max(...pressToMenuShownMs))} ms.`,
  );
}
if (choiceToMenuGoneMs.length > 0) {
  notes.push(
    `- select: from the choice to the first frame without the menu (the choice's own frame shows the new value and its check mark): ` +
      `median ${Math.round(median(choiceToMenuGoneMs))} ms, max ${Math.round(Math.max(...choiceToMenuGoneMs))} ms.`,
  );
}
if (exitKinds.includes('synthetic')) {
  notes.push(`- exit-intent: ${exitKinds.filter((kind) => kind === 'synthetic').length} of ${exitKinds.length} exits needed the synthetic mouseout.`);
}
if (notes.length > 0) console.log(`\n## Notes\n\n${notes.join('\n')}`);

const missed = failing(summaries);
if (missed.length === 0) {
  console.log(`\nEvery interaction's median is under ${INP_TARGET_MS} ms.`);
  process.exit(0);
}
console.log(`\n${missed.length} of ${summaries.length} interaction(s) miss the target: ${missed.map((summary) => summary.interaction).join(', ')}.`);
process.exit(values['no-fail'] ? 0 : 1);
