export { ExplainerVideoButton, LazyExplainerVideoDialog, loadExplainerVideoDialog } from './explainer-video-button';
export { closeDelayMs, cutoffSeconds, nextPath, playbackDelayMs } from './playback';
