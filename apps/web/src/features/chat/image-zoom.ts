/** The photo viewer's transform: scale around the centre, then an offset in px. */
export type View = { scale: number; x: number; y: number };

export const MIN_SCALE = 1;
export const MAX_SCALE = 5;
/** One wheel notch (deltaY 100) zooms by about 20 %. */
const WHEEL_FACTOR = 0.002;

const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * Wheel zoom keeping the point under the cursor (px from the stage's centre) where it is; back at scale 1
 * the photo recentres.
 */
export function zoomAt(view: View, deltaY: number, pointX: number, pointY: number): View {
  const scale = clamp(view.scale * Math.exp(-deltaY * WHEEL_FACTOR));
  if (scale === MIN_SCALE) return { scale, x: 0, y: 0 };
  const ratio = scale / view.scale;
  return { scale, x: pointX - (pointX - view.x) * ratio, y: pointY - (pointY - view.y) * ratio };
}

/** Pinch: the scale grows with the distance between the two fingers. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  return clamp(startScale * (distance / Math.max(startDistance, 1)));
}
