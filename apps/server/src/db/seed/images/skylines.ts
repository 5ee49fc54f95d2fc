import type { SkylineKind } from '../geography-data.ts';
import { circle, path, rect } from './svg.ts';

/**
 * Landmark silhouettes, each drawn in a 100x100 box with the ground at y=100. `fill` is the silhouette,
 * `accent` the few lit details (clock faces, domes, windows).
 */
type Skyline = (fill: string, accent: string) => string;

function columns(x0: number, count: number, gap: number, top: number, width: number, bottom = 100): string {
  let d = '';
  for (let i = 0; i < count; i++) d += `M${round(x0 + i * gap)} ${bottom}V${top}h${width}V${bottom}Z`;
  return d;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Suspension hangers from the deck up to the cable curve between the two towers. */
function hangers(): string {
  let d = '';
  for (let x = 27; x <= 73; x += 5) {
    const t = (x - 21) / 58;
    d += `M${x} 72V${round((1 - t) ** 2 * 20 + 2 * (1 - t) * t * 66 + t * t * 20)}`;
  }
  return d;
}

function arches(x0: number, count: number, gap: number, y: number, w: number, h: number): string {
  let d = '';
  const r = w / 2;
  for (let i = 0; i < count; i++) d += `M${x0 + i * gap} ${y}v-${h - r}a${r} ${r} 0 0 1 ${w} 0v${h - r}Z`;
  return d;
}

function pagoda(fill: string, accent: string): string {
  let d = 'M49 4h2v14h-2Z';
  for (let i = 0; i < 5; i++) {
    const w = 14 + i * 6;
    const y = 24 + i * 16;
    d += `M${50 - w - 6} ${y}Q50 ${y - 9} ${50 + w + 6} ${y}L${50 + w} ${y - 5}H${50 - w}Z`;
    d += `M${50 - w + 4} ${y}h${2 * w - 8}v${i === 4 ? 100 - y : 11}h-${2 * w - 8}Z`;
  }
  return path(d, fill) + rect(46, 88, 8, 12, accent);
}

const SKYLINES: Record<SkylineKind, Skyline> = {
  eiffel: (f) => path('M22 100L38 62L44 32L48.5 6L50 0L51.5 6L56 32L62 62L78 100H66Q50 74 34 100ZM35 60h30v4H35ZM41 30h18v3H41Z', f),
  clocktower: (f, a) =>
    path('M43 100V30l2-3v-9l5-16 5 16v9l2 3V100ZM0 100V72h8v-6h4v6h10v-5h4v5h13V100ZM61 100V74h12v-7h4v7h23V100Z', f)
    + circle(50, 36, 4, a),
  castle: (f, a) =>
    path('M8 100V56h5v-6h5v6h5v-6h5v6h6V34l8-18 8 18v22h6v-6h5v6h5v-6h5v6h5V100ZM68 56V40l6-12 6 12v16Z', f)
    + path(arches(44, 1, 0, 100, 12, 16), a),
  seaside: (f, a) =>
    path('M0 100V72Q18 52 36 60Q52 44 70 56Q86 48 100 60V100Z', f)
    + rect(20, 58, 8, 7, a) + rect(42, 52, 9, 8, a) + rect(62, 57, 7, 6, a) + rect(80, 60, 8, 6, a),
  dome: (f, a) =>
    path('M16 100V62h12v-8Q28 24 50 21Q72 24 72 54v8h12V100ZM46 21v-9h8v9ZM49.3 12V4h1.4v8Z', f)
    + path(arches(30, 4, 11, 100, 6, 18), a),
  colosseum: (f, a) => path('M4 100V46Q50 30 96 46V100Z', f) + path(arches(9, 8, 11, 70, 6, 12) + arches(9, 8, 11, 92, 6, 14), a),
  canal: (f, a) => {
    const houses = [[2, 54, 16], [20, 44, 15], [37, 58, 14], [53, 40, 16], [71, 52, 14], [87, 46, 13]] as const;
    let d = '';
    let lit = '';
    for (const [x, top, w] of houses) {
      d += `M${x} 100V${top}l${w / 2} -9 ${w / 2} 9V100Z`;
      for (let y = top + 6; y < 92; y += 12) lit += `M${x + 3} ${y}h3v6h-3ZM${x + w - 6} ${y}h3v6h-3Z`;
    }
    return path(d, f) + path(lit, a);
  },
  gothic: (f, a) =>
    path('M24 100V46l6-38 6 38h28l6-38 6 38V100ZM44 46l6-14 6 14ZM10 100V66l4-16 4 16V100ZM82 100V66l4-16 4 16V100Z', f)
    + circle(50, 58, 6, a) + path(arches(28, 2, 38, 96, 6, 16), a),
  spires: (f, a) => {
    const tops = [36, 22, 10, 8, 20, 34];
    let d = 'M8 100V58H92V100Z';
    tops.forEach((t, i) => { const x = 16 + i * 13.6; d += `M${x - 5} 100V${t + 12}Q${x} ${t - 6} ${x + 5} ${t + 12}V100Z`; });
    return path(d, f) + path(arches(20, 5, 13.6, 96, 6, 20), a);
  },
  mountains: (f, a) =>
    path('M0 100L20 52L32 64L54 14L72 48L82 36L100 62V100Z', f)
    + path('M47 30L54 14L61 30L57 27L54 32L51 27ZM78 42L82 36L86 42L83 41Z', a),
  tvtower: (f, a) =>
    path('M48 100V46h4V100ZM49 30V2h2V30ZM0 100V76h14V100ZM16 100V66h14V100ZM66 100V70h16V100ZM84 100V80h16V100Z', f)
    + circle(50, 38, 9, f) + rect(42, 36, 16, 3, a),
  skyscrapers: (f, a) =>
    path('M4 100V56h12V100ZM18 100V36h14V100ZM34 100V14l6-6 6 6V100ZM39.3 8V0h1.4v8ZM48 100V30h12V100ZM62 100V48h14V100ZM78 100V24h10V100ZM90 100V60h10V100Z', f)
    + path(columns(21, 2, 6, 44, 2) + columns(37, 2, 5, 22, 2) + columns(80, 1, 0, 32, 2), a, 'opacity=".9"'),
  bridge: (f, a) =>
    path('M18 100V18h6V100ZM76 100V18h6V100ZM0 72H100v5H0Z', f)
    + path('M0 58Q11 50 21 20Q50 66 79 20Q89 50 100 58', 'none', `stroke="${f}" stroke-width="1.6"`)
    + path(hangers(), 'none', `stroke="${a}" stroke-width=".8" opacity=".7"`),
  temple: (f) =>
    path(`M8 40L50 20L92 40ZM10 40H90v6H10ZM6 90H94v10H6Z${columns(13, 8, 10.3, 46, 5, 90)}`, f),
  whitewash: (f) =>
    rect(4, 62, 26, 38, '#fbfbf8') + rect(28, 50, 22, 50, '#f3f1ea') + rect(52, 66, 24, 34, '#fbfbf8') + rect(74, 56, 22, 44, '#f3f1ea')
    + path('M32 50a12 12 0 0 1 24 0ZM76 56a9 9 0 0 1 18 0Z', '#2b6cb0')
    + path(columns(10, 2, 8, 72, 4, 84) + columns(58, 2, 9, 76, 4, 86) + columns(34, 1, 0, 64, 8, 100), f, 'opacity=".7"'),
  mosque: (f, a) =>
    path('M24 100V62h10Q34 34 50 31Q66 34 66 62h10V100ZM49 31v-8h2v8ZM12 100V24l2.5-10 2.5 10V100ZM83 100V24l2.5-10 2.5 10V100Z'
      + 'M18 100V70a7 7 0 0 1 14 0V100ZM68 100V70a7 7 0 0 1 14 0V100Z', f)
    + path(arches(38, 3, 9, 98, 5, 14), a),
  pagoda,
  stupa: (f, a) =>
    path('M26 100V86H74V100ZM32 86Q32 60 50 54Q68 60 68 86ZM46 54L50 4L54 54ZM6 100V88q6-14 12 0V100ZM82 100V88q6-14 12 0V100Z', f)
    + path('M10 88l4-20 4 20ZM86 88l4-20 4 20Z', f) + rect(44, 88, 12, 12, a),
  palms: (f, a) =>
    path('M0 100V80h30V100ZM60 100V76h40V100Z', f)
    + path('M24 100Q26 60 34 28M70 100Q66 66 58 40', 'none', `stroke="${f}" stroke-width="3"`)
    + path('M34 28q-16-2-22 8q12-8 22-8q-6-12-18-12q12 2 18 12q4-14 16-16q-12 6-16 16q14-4 22 4q-12-2-22-4ZM58 40q-14-4-22 4q12-6 22-4q-2-12-14-16q10 4 14 16q8-12 20-10q-12 2-20 10q12 0 18 10q-8-8-18-10Z', f)
    + rect(64, 84, 6, 6, a) + rect(76, 84, 6, 6, a) + rect(88, 84, 6, 6, a),
  opera: (f, a) =>
    path('M4 92H96V100H4Z', f)
    + path('M12 92Q20 58 40 46Q34 72 38 92ZM34 92Q44 50 66 36Q58 70 62 92ZM58 92Q68 62 88 56Q82 76 84 92Z', a),
};

export function skyline(kind: SkylineKind, fill: string, accent: string): string {
  return SKYLINES[kind](fill, accent);
}
