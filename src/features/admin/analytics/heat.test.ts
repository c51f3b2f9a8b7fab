import { describe, expect, it } from 'vitest';
import { fitScale, HEAT_RADIUS, heatGrid, heatOpacity, placeCells } from './heat';

describe('the click heat layer', () => {
  it('centres each cell\'s glow in its cell at the drawn width, and keeps the total of every click', () => {
    const grid = heatGrid(390);
    expect(grid).toEqual({ columns: 11, rowHeight: 2 * HEAT_RADIUS });
    const layer = placeCells({ total_clicks: 25, cells: [[5, 24, 8], [0, 0, 2]] }, 390, grid);
    expect(layer.points).toEqual([
      { x: 5.5 * (390 / 11), y: 24.5 * 36, clicks: 8, intensity: 1 },
      { x: 0.5 * (390 / 11), y: 18, clicks: 2, intensity: 0.25 },
    ]);
    // The database's total: clicks in cells too cold to matter still count.
    expect(layer.totalClicks).toBe(25);
    expect(layer.bottom).toBe(24.5 * 36 + HEAT_RADIUS);
  });

  it('cuts a desktop layout into glow-wide columns and draws nothing for an empty page', () => {
    expect(heatGrid(1280).columns).toBe(36);
    const layer = placeCells({ total_clicks: 0, cells: [] }, 1280, heatGrid(1280));
    expect(layer).toEqual({ points: [], totalClicks: 0, bottom: 0 });
  });

  it('fits a wide layout into the box and never enlarges a narrow one', () => {
    expect(fitScale(640, 1280)).toBe(0.5);
    expect(fitScale(1000, 390)).toBe(1);
    expect(fitScale(0, 1280)).toBe(1);
  });

  it('keeps a single click visible and the hottest spot below solid', () => {
    expect(heatOpacity(0)).toBeCloseTo(0.25);
    expect(heatOpacity(1)).toBeCloseTo(0.9);
    expect(heatOpacity(5)).toBeCloseTo(0.9);
  });
});
