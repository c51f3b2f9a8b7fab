import type { ClickPointRow } from '../api/database';

/** A click position on the layout drawn at the chosen device width, with its share of the hottest spot. */
export type HeatPoint = { x: number; y: number; clicks: number; intensity: number };
export type HeatLayer = { points: HeatPoint[]; totalClicks: number; /** The lowest point drawn, in layout pixels. */ bottom: number };

/** Radius of one click's glow, in layout pixels (about a fingertip). */
export const HEAT_RADIUS = 18;

/**
 * Places the recorded clicks on a layout `layoutWidth` pixels wide. x scales with the width ratio
 * (390 px of a 360 px phone's 180 is the middle too). y stays as recorded: on a responsive page a
 * narrower viewport wraps text into a taller page, so scaling y by the width would move points the
 * wrong way; within one device class the vertical drift is small. Rows without a width are dropped.
 */
export function placeClicks(rows: ClickPointRow[], layoutWidth: number): HeatLayer {
  const usable = rows.filter((row) => row.viewport_width > 0 && row.clicks > 0);
  const hottest = usable.reduce((max, row) => Math.max(max, row.clicks), 0);
  const points = usable.map((row) => ({
    x: Math.min(layoutWidth, (row.x * layoutWidth) / row.viewport_width),
    y: row.y,
    clicks: row.clicks,
    intensity: row.clicks / hottest,
  }));
  return {
    points,
    totalClicks: usable.reduce((sum, row) => sum + row.clicks, 0),
    bottom: points.reduce((max, point) => Math.max(max, point.y + HEAT_RADIUS), 0),
  };
}

/** How far to shrink a layout of `layoutWidth` pixels into a box `available` pixels wide; never enlarged. */
export function fitScale(available: number, layoutWidth: number): number {
  if (!(available > 0) || !(layoutWidth > 0)) return 1;
  return Math.min(1, available / layoutWidth);
}

/** A glow's opacity: a single click stays visible, the hottest spot is near solid. */
export function heatOpacity(intensity: number): number {
  return 0.25 + 0.65 * Math.max(0, Math.min(1, intensity));
}
