import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { professionalCopy } from '@/content/professional';
import { explainerVideo } from '@/content/videos';
// Loaded up front so the lazy import resolves without real I/O while the clock is fake.
import './explainer-video-dialog';
import { ExplainerVideoButton } from './explainer-video-button';
import { closeDelayMs, cutoffSeconds, playbackDelayMs } from './playback';
import { useFakeClock } from '../../../tests/fake-clock';

const LABEL = professionalCopy.explainer.buttonLabel;

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderPage() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter initialEntries={['/professional']}>
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
      <ExplainerVideoButton label={LABEL} />
    </MemoryRouter>,
  );
  return user;
}

const path = () => screen.getByTestId('path').textContent;
const dialog = () => screen.queryByRole('dialog', { name: explainerVideo.title });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Lets the lazy dialog chunk arrive without running the fake clock. */
const settle = () => act(async () => undefined);

function videoIn(element: HTMLElement): HTMLVideoElement {
  const video = element.querySelector('video');
  if (!video) throw new Error('no <video> in the dialog');
  return video;
}

/** Plays the video to `seconds` as a browser would report it. */
function playTo(video: HTMLVideoElement, seconds: number) {
  video.currentTime = seconds;
  fireEvent.timeUpdate(video);
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: LABEL }));
  await settle();
  const opened = dialog();
  if (!opened) throw new Error('the explainer dialog did not open');
  return { dialog: opened, video: videoIn(opened) };
}

// jsdom does not implement media playback: the element's play and pause are stubs we watch.
let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  useFakeClock();
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('explainer video dialog', () => {
  it('uses the dialog’s timings', () => {
    expect({ playbackDelayMs, cutoffSeconds, closeDelayMs }).toEqual({ playbackDelayMs: 100, cutoffSeconds: 36, closeDelayMs: 500 });
    expect(explainerVideo.durationSeconds, 'the video must run past the 36 s cutoff').toBeGreaterThan(cutoffSeconds);
  });

  it('opens on the button and starts playback 100 ms later', async () => {
    const user = renderPage();
    expect(dialog()).toBeNull();

    const { dialog: opened, video } = await openDialog(user);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', explainerVideo.poster);
    expect(video).toHaveAttribute('width', '1280');
    expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual(['video/webm', 'video/mp4']);
    expect(within(opened).getByText(/no sound/i)).toBeVisible();

    await advance(playbackDelayMs - 1);
    expect(play).not.toHaveBeenCalled();
    await advance(1);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('pauses and rewinds when closed with the close button', async () => {
    const user = renderPage();
    const { dialog: opened, video } = await openDialog(user);
    await advance(playbackDelayMs);
    playTo(video, 12);

    await user.click(within(opened).getByRole('button', { name: 'Close' }));

    expect(dialog()).toBeNull();
    expect(pause).toHaveBeenCalled();
    expect(video.currentTime).toBe(0);
    expect(path()).toBe('/professional');
    await advance(0); // Radix returns focus on the next tick
    expect(screen.getByRole('button', { name: LABEL })).toHaveFocus();
  });

  it('pauses and rewinds when closed with Escape', async () => {
    const user = renderPage();
    const { video } = await openDialog(user);
    await advance(playbackDelayMs);
    playTo(video, 20);

    await user.keyboard('{Escape}');

    expect(dialog()).toBeNull();
    expect(pause).toHaveBeenCalled();
    expect(video.currentTime).toBe(0);
    expect(path()).toBe('/professional');
  });

  it('does not start playback when closed within the first 100 ms', async () => {
    const user = renderPage();
    await openDialog(user);
    await user.keyboard('{Escape}');
    await advance(playbackDelayMs * 2);
    expect(play).not.toHaveBeenCalled();
  });

  it('pauses at 36 s, then closes 500 ms later and goes to /path-selector', async () => {
    const user = renderPage();
    const { video } = await openDialog(user);
    await advance(playbackDelayMs);

    playTo(video, cutoffSeconds - 0.1);
    expect(pause).not.toHaveBeenCalled();

    playTo(video, cutoffSeconds);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toBeNull();

    await advance(closeDelayMs - 1);
    expect(dialog()).not.toBeNull();
    expect(path()).toBe('/professional');

    await advance(1);
    expect(dialog()).toBeNull();
    expect(path()).toBe('/path-selector');
    expect(video.currentTime).toBe(0);
  });

  it('closes 500 ms after the video ends and goes to /path-selector', async () => {
    const user = renderPage();
    const { video } = await openDialog(user);
    await advance(playbackDelayMs);

    fireEvent.ended(video);
    await advance(closeDelayMs - 1);
    expect(dialog()).not.toBeNull();

    await advance(1);
    expect(dialog()).toBeNull();
    expect(path()).toBe('/path-selector');
  });

  it('stays on the page when closed during the pause after the cutoff', async () => {
    const user = renderPage();
    const { video } = await openDialog(user);
    await advance(playbackDelayMs);
    playTo(video, cutoffSeconds + 0.2);

    await user.keyboard('{Escape}');
    await advance(closeDelayMs * 2);

    expect(path()).toBe('/professional');
    expect(dialog()).toBeNull();
  });

  it('leaves the controls to the visitor when the browser refuses autoplay', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('play() failed', 'NotAllowedError')));
    const user = renderPage();
    const { dialog: opened } = await openDialog(user);
    await advance(playbackDelayMs);
    await settle();

    expect(play).toHaveBeenCalledTimes(1);
    expect(dialog()).toBe(opened);
    // No console.error either: tests/console-guard.ts fails the test on one.
  });

  it('waits for the visitor to press play when they prefer reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('prefers-reduced-motion'), media: query }) as MediaQueryList,
    );
    const user = renderPage();
    const { video } = await openDialog(user);

    await advance(playbackDelayMs * 10);
    expect(play).not.toHaveBeenCalled();
    expect(video).toHaveAttribute('controls');
  });

  it('offers the transcript, one paragraph per slide', async () => {
    const user = renderPage();
    const { dialog: opened } = await openDialog(user);

    const summary = within(opened).getByText(professionalCopy.explainer.transcriptLabel);
    expect(summary.tagName).toBe('SUMMARY');
    for (const paragraph of explainerVideo.transcript) expect(within(opened).getByText(paragraph)).toBeInTheDocument();
  });
});
