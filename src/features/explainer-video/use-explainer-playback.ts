import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { closeDelayMs, cutoffSeconds, playbackDelayMs } from './playback';

interface ExplainerPlaybackOptions {
  /** False for visitors who prefer reduced motion: the video waits for them to press play. */
  autoplay: boolean;
  /** Called `closeDelayMs` after playback stops at the cutoff or the end: close and move on. */
  onFinish: () => void;
}

/**
 * The explainer's playback rules (docs/product.md#explainer-video), for a <video> that is mounted only while its dialog is
 * open: playback starts `playbackDelayMs` after opening; at `cutoffSeconds` (or at the end) it
 * pauses and `closeDelayMs` later `onFinish` runs; closing the dialog (unmounting) pauses and rewinds.
 * Returns the media event handlers to put on the <video>.
 */
export function useExplainerPlayback(videoRef: RefObject<HTMLVideoElement | null>, { autoplay, onFinish }: ExplainerPlaybackOptions) {
  const finishTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  }, [onFinish]);

  useEffect(() => {
    const video = videoRef.current;
    const startTimer = autoplay
      ? setTimeout(() => {
          // Browsers may refuse autoplay; the controls stay there for the visitor, so a refusal is not an error.
          video?.play()?.catch(() => undefined);
        }, playbackDelayMs)
      : undefined;
    return () => {
      clearTimeout(startTimer);
      clearTimeout(finishTimer.current);
      finishTimer.current = undefined;
      if (video) {
        video.pause();
        video.currentTime = 0;
      }
    };
  }, [videoRef, autoplay]);

  const finish = useCallback(() => {
    if (finishTimer.current !== undefined) return;
    videoRef.current?.pause();
    finishTimer.current = setTimeout(() => onFinishRef.current(), closeDelayMs);
  }, [videoRef]);

  const onTimeUpdate = useCallback(() => {
    const video = videoRef.current;
    if (video && video.currentTime >= cutoffSeconds) finish();
  }, [videoRef, finish]);

  return { onTimeUpdate, onEnded: finish };
}
