/** Small helpers for hand-written SVG: the seed's images are strings, so they stay a few KB each. */

export const KOREAN_FONT = "'Noto Sans CJK KR', 'Apple SD Gothic Neo', sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + (defs ? `<defs>${defs}</defs>` : '') + body + '</svg>';
}

/** A top-to-bottom gradient (or left-to-right when horizontal). */
export function linearGradient(id: string, stops: readonly string[], horizontal = false): string {
  const dir = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  const last = Math.max(stops.length - 1, 1);
  return `<linearGradient id="${id}" x1="0" y1="0" ${dir}>`
    + stops.map((c, i) => `<stop offset="${Math.round((i / last) * 100)}%" stop-color="${c}"/>`).join('')
    + '</linearGradient>';
}

/** A grid of windows as a pattern, so a whole facade costs one rect. */
export function windowPattern(id: string, color: string, cellW = 12, cellH = 14): string {
  const w = Math.round(cellW / 2);
  const h = Math.round(cellH * 0.55);
  return `<pattern id="${id}" width="${cellW}" height="${cellH}" patternUnits="userSpaceOnUse">`
    + `<rect x="${Math.round((cellW - w) / 2)}" y="${Math.round(cellH * 0.2)}" width="${w}" height="${h}" rx="1" fill="${color}"/></pattern>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Places markup drawn in a 100x100 box (ground at y=100) with its foot at (x, baseY) and the given height. */
export function placed(markup: string, x: number, baseY: number, height: number, flip = false): string {
  const s = height / 100;
  const sx = flip ? -s : s;
  const tx = flip ? x + height : x;
  return `<g transform="translate(${r1(tx)} ${r1(baseY - height)}) scale(${r2(sx)} ${r2(s)})">${markup}</g>`;
}

export function r1(n: number): number {
  return Math.round(n * 10) / 10;
}

function r2(n: number): number {
  return Math.round(n * 100) / 100;
}
