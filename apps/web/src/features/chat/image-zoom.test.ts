import { describe, expect, it } from 'vitest';
import { pinchScale, zoomAt } from './image-zoom.ts';

describe('the photo viewer zoom', () => {
  it('pinches with the fingers: twice the distance, twice the scale, within 1x to 5x', () => {
    expect(pinchScale(1, 100, 200)).toBe(2);
    expect(pinchScale(2, 100, 50)).toBe(1);
    expect(pinchScale(1, 100, 50)).toBe(1);
    expect(pinchScale(3, 100, 400)).toBe(5);
  });

  it('keeps the point under the cursor where it is while the wheel zooms in', () => {
    const start = { scale: 1, x: 0, y: 0 };
    const zoomed = zoomAt(start, -300, 100, 50);
    expect(zoomed.scale).toBeGreaterThan(1.5);
    // The image point under the cursor, (100 - x) / scale from the centre, is the same before and after.
    expect((100 - zoomed.x) / zoomed.scale).toBeCloseTo(100, 6);
    expect((50 - zoomed.y) / zoomed.scale).toBeCloseTo(50, 6);
  });

  it('recentres the photo when the wheel brings it back to 1x', () => {
    expect(zoomAt({ scale: 1.2, x: -40, y: 30 }, 1000, 10, 10)).toEqual({ scale: 1, x: 0, y: 0 });
  });
});
