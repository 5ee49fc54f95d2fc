import type { SkylineKind } from '../geography-data.ts';
import { Rng } from '../prng.ts';
import { skyline } from './skylines.ts';
import { KOREAN_FONT, circle, escapeXml, linearGradient, placed, rect, svgDocument } from './svg.ts';

const BANNER_COLORS: readonly (readonly [string, string])[] = [
  ['#ff6b6b', '#ffa36c'], ['#4d96ff', '#6bcbef'], ['#845ec2', '#d65db1'], ['#00a88f', '#7fd8be'], ['#ff8066', '#ffc75f'], ['#2c73d2', '#0081cf'],
];

export type BannerArt = { headline: string; subline: string; skyline: SkylineKind; platform: 'pc' | 'mobile' };

/** A promotional banner: gradient, a landmark, a Korean headline and a call to action. */
export function bannerImage(seed: number, art: BannerArt): string {
  const rng = new Rng(seed);
  const [w, h] = art.platform === 'mobile' ? [750, 240] : [1200, 300];
  const scale = h / 240;
  const colors = rng.pick(BANNER_COLORS);
  let body = rect(0, 0, w, h, 'url(#bg)');
  for (let i = 0; i < 4; i++) body += circle(rng.int(w * 0.45, w), rng.int(-20, h), rng.int(40, 120) * scale, '#fff', 'opacity=".12"');
  body += `<g opacity=".35">${placed(skyline(art.skyline, '#fff', colors[0]), w - 220 * scale, h, 200 * scale)}</g>`;
  const text = (y: number, size: number, weight: number, value: string) =>
    `<text x="${Math.round(44 * scale)}" y="${Math.round(y * scale)}" font-family="${KOREAN_FONT}" font-size="${Math.round(size * scale)}" font-weight="${weight}" fill="#fff">${escapeXml(value)}</text>`;
  body += text(96, 40, 700, art.headline) + text(140, 22, 400, art.subline);
  body += rect(44 * scale, 166 * scale, 150 * scale, 42 * scale, '#fff', `rx="${21 * scale}" opacity=".95"`);
  body += `<text x="${Math.round(119 * scale)}" y="${Math.round(194 * scale)}" text-anchor="middle" font-family="${KOREAN_FONT}" font-size="${Math.round(18 * scale)}" font-weight="700" fill="${colors[0]}">자세히 보기 ›</text>`;
  return svgDocument(w, h, linearGradient('bg', colors, true), body);
}
