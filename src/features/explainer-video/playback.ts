/** The explainer dialog's timings (docs/product.md#explainer-video). */

/** Playback starts this long after the dialog opens. */
export const playbackDelayMs = 100;
/** When playback reaches this point the video pauses and the visitor moves on. */
export const cutoffSeconds = 36;
/** The pause at the cutoff (or the end) lasts this long before the dialog closes. */
export const closeDelayMs = 500;
/** Where the visitor goes after the cutoff or the end of the video. */
export const nextPath = '/path-selector';
