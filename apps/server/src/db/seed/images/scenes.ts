import type { SkylineKind } from '../geography-data.ts';
import { Rng } from '../prng.ts';
import { GREY, NIGHT, ROOFS, WALLS, pickPalette, type Palette } from './palettes.ts';
import { skyline } from './skylines.ts';
import { circle, linearGradient, path, placed, r1, rect, svgDocument, windowPattern } from './svg.ts';

/** Product and city pictures, 400x300, drawn from a seed so the same product always gets the same picture. */
const W = 400;
const H = 300;
const HORIZON = 220;

export type StayView = 'exterior' | 'room' | 'breakfast' | 'night' | 'window';
export type TourArt = 'guide' | 'ticket' | 'activity' | 'pickup' | 'telecom' | 'insurance';

function sky(rng: Rng, p: Palette): { defs: string; body: string } {
  let body = rect(0, 0, W, H, 'url(#sky)');
  const sx = rng.int(50, 350);
  const sy = rng.int(45, 90);
  body += circle(sx, sy, 38, p.sun, 'opacity=".25"') + circle(sx, sy, 24, p.sun);
  if (p.night) {
    body += circle(sx + 9, sy - 6, 21, p.sky[0]);
    for (let i = 0; i < 10; i++) body += circle(rng.int(5, 395), rng.int(5, 150), rng.pick([0.8, 1.2, 1.6]), '#fff', 'opacity=".8"');
  } else {
    for (let i = 0; i < 2; i++) body += cloud(rng.int(20, 330), rng.int(30, 110), rng.int(24, 40));
  }
  return { defs: linearGradient('sky', p.sky), body };
}

function cloud(x: number, y: number, s: number): string {
  return path(`M${x} ${y}a${s / 2} ${s / 2} 0 0 1 ${s} 0a${s / 3} ${s / 3} 0 0 1 ${r1(s * 0.7)} ${r1(s / 3)}h-${r1(s * 1.7)}a${s / 3} ${s / 3} 0 0 1 0-${r1(s / 3)}Z`, '#fff', 'opacity=".7"');
}

function townhouse(rng: Rng, x: number, w: number, h: number, lit: boolean): string {
  const top = HORIZON + 20 - h;
  const roof = rng.pick(ROOFS);
  let out = rect(x, top, w, h, rng.pick(WALLS)) + rect(x + 6, top + 10, w - 12, h - 44, lit ? 'url(#wl)' : 'url(#w)');
  out += rng.chance(0.5)
    ? path(`M${x - 4} ${top}L${x + w / 2} ${top - rng.int(22, 36)}L${x + w + 4} ${top}Z`, roof)
    : rect(x - 3, top - 8, w + 6, 9, roof);
  out += rect(x + w / 2 - 9, HORIZON - 10, 18, 30, roof) + rect(x + 4, top + h - 34, w - 8, 4, '#fff', 'opacity=".5"');
  return out;
}

function tree(x: number, p: Palette): string {
  return rect(x - 2, HORIZON - 4, 4, 24, '#6b4f3a') + circle(x, HORIZON - 16, 16, p.night ? '#23402f' : '#4f8f5a');
}

function exterior(rng: Rng, kind: SkylineKind, p: Palette): string {
  let body = placed(skyline(kind, p.far, p.sky[1]), rng.int(110, 200), HORIZON, rng.int(130, 160));
  body += rect(0, HORIZON, W, H - HORIZON, p.ground);
  let x = rng.int(-20, 10);
  while (x < W) {
    const w = rng.int(96, 130);
    body += townhouse(rng, x, w, rng.int(80, 125), p.night);
    x += w + rng.int(4, 14);
  }
  body += tree(rng.int(30, 370), p) + rect(0, 262, W, 38, p.near, 'opacity=".35"');
  return body;
}

function room(rng: Rng, kind: SkylineKind, p: Palette): string {
  const wall = rng.pick(WALLS);
  let body = rect(0, 0, W, H, wall) + rect(0, 225, W, 75, '#c8a27a') + rect(0, 225, W, 4, '#a67f58');
  body += rect(238, 40, 124, 112, '#fff') + rect(244, 46, 112, 100, 'url(#sky)');
  body += `<g opacity=".9">${placed(skyline(kind, p.far, p.sky[1]), 262, 146, 80)}</g>` + rect(298, 46, 4, 100, '#fff') + rect(244, 94, 112, 4, '#fff');
  const bunk = rng.chance(0.4);
  const blanket = rng.pick(['#7fa7d9', '#e58f84', '#8cc5a2', '#b59ad6']);
  if (bunk) {
    body += rect(30, 70, 8, 180, '#6b4f3a') + rect(182, 70, 8, 180, '#6b4f3a');
    for (const y of [118, 210]) body += rect(34, y, 152, 14, '#fff') + rect(34, y + 14, 152, 10, '#8a6a4f') + rect(90, y - 4, 96, 18, blanket) + rect(40, y - 8, 40, 14, '#f5f5f5', 'rx="6"');
  } else {
    body += rect(24, 150, 14, 90, '#8a6a4f') + rect(30, 188, 200, 28, '#fff') + rect(30, 212, 200, 14, '#8a6a4f');
    body += rect(100, 180, 130, 34, blanket, 'rx="4"') + rect(40, 172, 52, 20, '#f5f5f5', 'rx="8"');
  }
  body += rect(250, 198, 40, 30, '#8a6a4f') + rect(266, 168, 8, 30, '#555') + path('M254 170h32l-8-22h-16Z', '#ffe6a8');
  return body;
}

function breakfast(rng: Rng): string {
  const cloth = rng.pick(['#f3e3c3', '#dfe9f2', '#f2d7d3']);
  let body = rect(0, 0, W, H, '#b88a5e') + rect(40, 20, 320, 260, cloth, 'rx="10"');
  const bowl = (cx: number, cy: number, r: number, inner: string) => circle(cx, cy, r, '#fff') + circle(cx, cy, r - 7, inner);
  body += bowl(140, 180, 44, '#fbfbf6') + bowl(250, 180, 44, rng.pick(['#c96a3a', '#d9a441', '#b5553c']));
  const sides = rng.shuffle(['#d2463a', '#5f9e4f', '#f0c23b', '#8a5a3c', '#e07a5f', '#7a9e3c']).slice(0, rng.int(3, 5));
  const gap = 260 / sides.length;
  sides.forEach((c, i) => { body += bowl(70 + gap / 2 + i * gap, 80, 22, c); });
  if (rng.chance(0.5)) body += circle(70, 230, 20, '#fff') + circle(66, 226, 8, '#f4b400');
  body += rect(320, 130, 6, 110, '#b0a08a', 'rx="3"') + rect(332, 130, 6, 110, '#b0a08a', 'rx="3"');
  return body;
}

function windowView(rng: Rng, kind: SkylineKind, p: Palette): string {
  let body = rect(0, 0, W, H, rng.pick(WALLS)) + rect(60, 30, 280, 220, '#fff') + rect(70, 40, 260, 200, 'url(#sky)');
  body += placed(skyline(kind, p.far, p.sky[1]), 120, 240, 170) + rect(70, 228, 260, 12, p.near, 'opacity=".4"');
  body += rect(196, 40, 8, 200, '#fff') + rect(70, 136, 260, 8, '#fff');
  const curtain = rng.pick(['#e8a0a0', '#a0c4e8', '#b9d8b0', '#e8d3a0']);
  body += path('M40 20h50q-20 120 0 250h-50Z', curtain) + path('M360 20h-50q20 120 0 250h50Z', curtain);
  body += rect(0, 250, W, 50, '#8a6a4f') + rect(170, 214, 30, 36, '#c46f4a') + circle(185, 204, 18, '#4f8f5a');
  return body;
}

function wrap(rng: Rng, p: Palette, body: string, includeSky: boolean): string {
  const s = sky(rng, p);
  const defs = s.defs + windowPattern('w', '#ffffffb0') + windowPattern('wl', p.window);
  return svgDocument(W, H, defs, (includeSky ? s.body : '') + body);
}

export function stayImage(seed: number, kind: SkylineKind, view: StayView): string {
  const rng = new Rng(seed);
  const p = view === 'night' ? NIGHT : pickPalette(rng, 0);
  switch (view) {
    case 'exterior':
    case 'night':
      return wrap(rng, p, exterior(rng, kind, p), true);
    case 'room':
      return wrap(rng, p, room(rng, kind, p), false);
    case 'breakfast':
      return svgDocument(W, H, '', breakfast(rng));
    case 'window':
      return wrap(rng, p, windowView(rng, kind, p), false);
  }
}

function people(rng: Rng, p: Palette): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const x = 60 + i * 34 + rng.int(-4, 4);
    const c = rng.pick(['#e76f51', '#2a9d8f', '#f4a261', '#457b9d', '#9b5de5']);
    out += circle(x, 228, 9, '#f1c9a5') + path(`M${x - 12} 270q0-30 12-30q12 0 12 30Z`, c);
  }
  return out + rect(196, 196, 3, 74, p.near) + path('M199 196h30l-8 10 8 10h-30Z', '#e63946') + circle(190, 226, 10, '#f1c9a5') + path('M176 270q0-32 14-32q14 0 14 32Z', '#264653');
}

function ticket(): string {
  return `<g transform="rotate(-8 300 240)">${path('M230 200h150v26a10 10 0 0 0 0 20v26h-150v-26a10 10 0 0 0 0-20Z', '#fff')}`
    + path('M280 204v64', 'none', 'stroke="#e63946" stroke-width="2" stroke-dasharray="5 4"') + rect(296, 220, 64, 8, '#e63946') + rect(296, 238, 44, 6, '#bbb') + '</g>';
}

function bicycle(p: Palette): string {
  const s = `stroke="${p.near}" stroke-width="4"`;
  return circle(150, 258, 26, 'none', s) + circle(250, 258, 26, 'none', s) + path('M150 258l30-46h50l20 46M180 212l22 46h48M226 212l-6-16h-14', 'none', s);
}

function car(): string {
  return path('M110 262v-24q4-14 20-16l24-22h76l30 22q26 2 30 16v24Z', '#f4f4f4') + rect(160, 206, 32, 18, '#9ecae1') + rect(198, 206, 30, 18, '#9ecae1')
    + circle(150, 264, 15, '#222') + circle(260, 264, 15, '#222') + circle(150, 264, 6, '#bbb') + circle(260, 264, 6, '#bbb')
    + path('M290 60l40-6 16-14h8l-8 16 28-4 8-8h6l-4 12 4 12h-6l-8-8-28-4 8 16h-8l-16-14-40-6Z', '#fff', 'opacity=".9"');
}

function phone(p: Palette): string {
  return rect(150, 70, 100, 190, '#222', 'rx="14"') + rect(158, 86, 84, 154, p.sky[1], 'rx="4"')
    + path('M176 150a34 34 0 0 1 48 0M186 162a20 20 0 0 1 28 0', 'none', 'stroke="#2a9d8f" stroke-width="7" stroke-linecap="round"')
    + circle(200, 176, 6, '#2a9d8f') + path('M272 190h42l14 14v52h-56Z', '#f4d35e') + rect(284, 214, 32, 28, '#c9a227', 'rx="3"');
}

function shield(): string {
  return path('M200 60l80 28v58q0 70-80 110q-80-40-80-110v-58Z', '#fff', 'opacity=".95"')
    + path('M200 76l64 22v48q0 56-64 90q-64-34-64-90v-48Z', '#2a9d8f') + path('M168 150l22 22 44-46', 'none', 'stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"');
}

export function tourImage(seed: number, kind: SkylineKind, art: TourArt, night: boolean): string {
  const rng = new Rng(seed);
  const p = night ? NIGHT : pickPalette(rng, 0);
  let body = placed(skyline(kind, p.near, p.window), rng.int(90, 130), HORIZON + 6, rng.int(170, 200));
  body += rect(0, HORIZON + 6, W, H - HORIZON, p.ground);
  if (art === 'telecom' || art === 'insurance') body = rect(0, 0, W, H, p.near, 'opacity=".35"') + placed(skyline(kind, p.far, p.sky[1]), 100, HORIZON + 6, 150) + rect(0, HORIZON + 6, W, H - HORIZON, p.ground);
  const overlay = { guide: () => people(rng, p), ticket, activity: () => bicycle(p), pickup: car, telecom: () => phone(p), insurance: shield }[art];
  return wrap(rng, p, body + overlay(), true);
}

export function hotelImage(seed: number, kind: SkylineKind, stars: number): string {
  const rng = new Rng(seed);
  const p = pickPalette(rng, 0.3);
  let body = placed(skyline(kind, p.far, p.sky[1]), rng.int(20, 60), HORIZON, 140) + rect(0, HORIZON, W, H - HORIZON, p.ground);
  const w = rng.int(130, 170);
  const h = rng.int(170, 210);
  const x = rng.int(170, W - w - 12);
  const top = HORIZON + 20 - h;
  const face = rng.pick(['#e9edf2', '#d4c6b4', '#c9d6df', '#f0e2d0', '#b8c4d6']);
  body += rect(x - 60, HORIZON - 70, 70, 90, rng.pick(WALLS)) + rect(x - 54, HORIZON - 62, 58, 56, 'url(#w)');
  body += rect(x, top, w, h, face) + rect(x + 8, top + 22, w - 16, h - 64, p.night ? 'url(#wl)' : 'url(#wd)');
  body += rect(x - 4, top - 10, w + 8, 14, p.near) + rect(x + w / 2 - 24, HORIZON - 22, 48, 42, p.near);
  body += path(`M${x + w / 2 - 40} ${HORIZON - 22}h80l-8-14h-64Z`, '#c0392b');
  for (let i = 0; i < stars; i++) body += star(x + w / 2 - (stars - 1) * 9 + i * 18, top - 22, '#ffd166');
  const s = sky(rng, p);
  const defs = s.defs + windowPattern('w', '#ffffffb0') + windowPattern('wl', p.window, 14, 16) + windowPattern('wd', '#5b7a99', 14, 16);
  return svgDocument(W, H, defs, s.body + body);
}

function star(cx: number, cy: number, fill: string): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 7 : 3;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    d += `${i === 0 ? 'M' : 'L'}${r1(cx + r * Math.cos(a))} ${r1(cy + r * Math.sin(a))}`;
  }
  return path(`${d}Z`, fill);
}

const WATERFRONT: readonly SkylineKind[] = ['canal', 'bridge', 'seaside', 'opera', 'clocktower', 'gothic'];

export function cityImage(seed: number, kind: SkylineKind): string {
  const rng = new Rng(seed);
  const p = pickPalette(rng, 0.3);
  const x = rng.int(80, 120);
  let body = placed(skyline(kind, p.near, p.window), x, HORIZON, 200);
  if (WATERFRONT.includes(kind)) {
    body += rect(0, HORIZON, W, H - HORIZON, p.far) + `<g opacity=".3" transform="translate(0 ${HORIZON * 2}) scale(1 -1)">${placed(skyline(kind, p.near, p.window), x, HORIZON, 200)}</g>`;
    for (let i = 0; i < 5; i++) body += rect(rng.int(20, 340), rng.int(235, 290), rng.int(20, 50), 2, '#fff', 'opacity=".5"');
  } else {
    body += rect(0, HORIZON, W, H - HORIZON, p.ground);
  }
  return wrap(rng, p, body, true);
}

const DEFAULT_ICONS = {
  stay: path('M200 90l80 64h-20v70h-120v-70h-20Z', '#fff') + rect(186, 180, 28, 44, '#c8d0da'),
  tour: path('M120 224l60-90 30 40 24-30 46 80Z', '#fff') + rect(196, 88, 4, 60, '#fff') + path('M200 88h36l-8 12 8 12h-36Z', '#fff'),
  hotel: rect(150, 80, 100, 144, '#fff') + rect(162, 96, 76, 100, 'url(#w)') + rect(186, 200, 28, 24, '#c8d0da'),
  profile: circle(200, 120, 40, '#fff') + path('M120 250q0-80 80-80q80 0 80 80Z', '#fff'),
} as const;

/** Neutral pictures the web falls back to when a product image fails to load. */
export function defaultImage(kind: keyof typeof DEFAULT_ICONS): string {
  const size = kind === 'profile' ? 300 : W;
  const shift = kind === 'profile' ? ' transform="translate(-50 0)"' : '';
  return svgDocument(size, H, linearGradient('sky', GREY.sky) + windowPattern('w', '#c8d0da'), rect(0, 0, size, H, 'url(#sky)') + `<g${shift}>${DEFAULT_ICONS[kind]}</g>`);
}
