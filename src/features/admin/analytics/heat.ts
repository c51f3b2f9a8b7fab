import type { ClickMap } from '../api/admin-database';

/** A click cell's glow, centred in its cell on the layout drawn at the chosen device width, with its share of the hottest cell. */
export type HeatPoint = { x: number; y: number; clicks: number; intensity: number };
export type HeatLayer = { points: HeatPoint[]; totalClicks: number; /** The lowest point drawn, in layout pixels. */ bottom: number };

/** Radius of one cell's glow, in layout pixels (about a fingertip). */
export const HEAT_RADIUS = 18;

/** How the database cuts the page for the heatmap: cells a glow wide and tall, so each cell is one glow. */
export type HeatGrid = { columns: number; rowHeight: number };

export function heatGrid(layoutWidth: number): HeatGrid {
  return { columns: Math.max(1, Math.round(layoutWidth / (2 * HEAT_RADIUS))), rowHeight: 2 * HEAT_RADIUS };
}

/**
 * Places the click cells on a layout `layoutWidth` pixels wide. Columns are shares of the viewport's
 * width, so a click in the middle of a 360 px phone lands in the middle of the 390 px layout too; rows
 * are page pixels as recorded: on a responsive page a narrower viewport wraps text into a taller page,
 * so scaling y by the width would move points the wrong way. The total is the database's, every click
 * in the window, not only those of the cells drawn.
 */
export function placeCells(map: ClickMap, layoutWidth: number, grid: HeatGrid): HeatLayer {
  const cellWidth = layoutWidth / grid.columns;
  const hottest = map.cells.reduce((max, [, , clicks]) => Math.max(max, clicks), 0);
  const points = map.cells
    .filter(([, , clicks]) => clicks > 0)
    .map(([column, row, clicks]) => ({
      x: Math.min(layoutWidth, (column + 0.5) * cellWidth),
      y: (row + 0.5) * grid.rowHeight,
      clicks,
      intensity: clicks / hottest,
    }));
  return {
    points,
    totalClicks: map.total_clicks,
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
