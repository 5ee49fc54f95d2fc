import type { Rng } from '../prng.ts';

/** Sky moods; one is chosen per picture from its seed so a city's products do not all look alike. */
export type Palette = {
  sky: readonly [string, string];
  sun: string;
  night: boolean;
  far: string;
  near: string;
  ground: string;
  window: string;
};

export const PALETTES: readonly Palette[] = [
  { sky: ['#6ec6f0', '#d8f1ff'], sun: '#ffd166', night: false, far: '#8fb3d4', near: '#2f4a6d', ground: '#cfc6b8', window: '#fff3c4' },
  { sky: ['#ff8a7a', '#ffd6a5'], sun: '#fff2c6', night: false, far: '#d9868c', near: '#5a3a5e', ground: '#d7b9a6', window: '#ffe29a' },
  { sky: ['#4b4e8f', '#f7a68c'], sun: '#ffe9b0', night: false, far: '#7773b0', near: '#272a52', ground: '#b9a3a8', window: '#ffd27a' },
  { sky: ['#9be1d0', '#f4ffd9'], sun: '#fff7ae', night: false, far: '#80bfb0', near: '#2e5e5a', ground: '#d6d2c0', window: '#fff8d0' },
  { sky: ['#c9b6ff', '#ffe3ec'], sun: '#fff0f5', night: false, far: '#a89ad8', near: '#4b3f72', ground: '#d9cdd8', window: '#fff1b8' },
];

export const NIGHT: Palette = { sky: ['#0f1b3d', '#3c4f86'], sun: '#f6f1d1', night: true, far: '#2b3b6b', near: '#0b1226', ground: '#2a2f45', window: '#ffd966' };

export const GREY: Palette = { sky: ['#eef1f5', '#dde3ea'], sun: '#ffffff', night: false, far: '#c8d0da', near: '#aab4c0', ground: '#d5dbe2', window: '#ffffff' };

export const WALLS = ['#f4d6b0', '#e8b4a0', '#d9e4dd', '#f2e8cf', '#cfd8e3', '#f6c9a8', '#e3d5ef'] as const;
export const ROOFS = ['#a34a3a', '#5b6c8f', '#3f5e5a', '#8a5a44', '#6b4f7a'] as const;

export function pickPalette(rng: Rng, nightChance = 0.2): Palette {
  return rng.chance(nightChance) ? NIGHT : rng.pick(PALETTES);
}
