import { describe, expect, it } from 'vitest';
import { fitScale, HEAT_RADIUS, heatOpacity, placeClicks } from './heat';

describe('the click heat layer', () => {
  it('scales x by the ratio of the drawn width to the recorded viewport width and keeps y', () => {
    const layer = placeClicks(
      [
        { x: 180, y: 900, viewport_width: 360, clicks: 2 },
        { x: 640, y: 300, viewport_width: 1280, clicks: 8 },
      ],
      390,
    );
    expect(layer.points).toEqual([
      { x: 195, y: 900, clicks: 2, intensity: 0.25 },
      { x: 195, y: 300, clicks: 8, intensity: 1 },
    ]);
    expect(layer.totalClicks).toBe(10);
    expect(layer.bottom).toBe(900 + HEAT_RADIUS);
  });

  it('drops rows without a viewport width or clicks, and keeps points inside the layout', () => {
    const layer = placeClicks(
      [
        { x: 10, y: 10, viewport_width: 0, clicks: 3 },
        { x: 10, y: 10, viewport_width: 390, clicks: 0 },
        { x: 2000, y: 10, viewport_width: 1000, clicks: 1 },
      ],
      768,
    );
    expect(layer.points).toHaveLength(1);
    expect(layer.points[0]?.x).toBe(768);
    expect(layer.totalClicks).toBe(1);
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
