import type { SkylineKind } from '../geography-data.ts';
import { Rng } from '../prng.ts';
import { skyline } from './skylines.ts';
import { KOREAN_FONT, circle, escapeXml, linearGradient, placed, rect, svgDocument } from './svg.ts';

const BANNER_COLORS: readonly (readonly [string, string])[] = [
  ['#ff6b6b', '#ffa36c'], ['#4d96ff', '#6bcbef'], ['#845ec2', '#d65db1'], ['#00a88f', '#7fd8be'], ['#ff8066', '#ffc75f'], ['#2c73d2', '#0081cf'],
];

export type BannerArt = { headline: string; subline: string; skyline: SkylineKind; platform: 'pc' | 'mobile' };

/** Splits a headline into two lines at the space nearest its middle (mobile slides are narrow). */
export function splitHeadline(headline: string): [string, string] {
  const middle = headline.length / 2;
  let best = -1;
  for (let i = headline.indexOf(' '); i !== -1; i = headline.indexOf(' ', i + 1)) {
    if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  return best === -1 ? [headline, ''] : [headline.slice(0, best), headline.slice(best + 1)];
}

/**
 * A promotional banner: gradient, a landmark and a Korean headline. PC banners are wide (1200x300) with a
 * subline and a call to action; mobile banners show two per view at 120 px high (about 1.4:1), so they get
 * their own shape and a two-line headline that stays legible at that size.
 */
export function bannerImage(seed: number, art: BannerArt): string {
  const rng = new Rng(seed);
  const mobile = art.platform === 'mobile';
  const [w, h] = mobile ? [420, 300] : [1200, 300];
  const scale = h / 240;
  const colors = rng.pick(BANNER_COLORS);
  let body = rect(0, 0, w, h, 'url(#bg)');
  for (let i = 0; i < 4; i++) body += circle(rng.int(w * 0.45, w), rng.int(-20, h), rng.int(40, 120) * scale, '#fff', 'opacity=".12"');
  const landmark = mobile ? 170 : 200 * scale;
  body += `<g opacity=".35">${placed(skyline(art.skyline, '#fff', colors[0]), w - landmark - 10, h, landmark)}</g>`;
  const text = (x: number, y: number, size: number, weight: number, value: string) =>
    `<text x="${Math.round(x)}" y="${Math.round(y)}" font-family="${KOREAN_FONT}" font-size="${Math.round(size)}" font-weight="${weight}" fill="#fff">${escapeXml(value)}</text>`;
  if (mobile) {
    const [first, second] = splitHeadline(art.headline);
    body += text(32, 96, 42, 800, first) + text(32, 150, 42, 800, second);
    return svgDocument(w, h, linearGradient('bg', colors, true), body);
  }
  body += text(44 * scale, 96 * scale, 40 * scale, 700, art.headline) + text(44 * scale, 140 * scale, 22 * scale, 400, art.subline);
  body += rect(44 * scale, 166 * scale, 150 * scale, 42 * scale, '#fff', `rx="${21 * scale}" opacity=".95"`);
  body += `<text x="${Math.round(119 * scale)}" y="${Math.round(194 * scale)}" text-anchor="middle" font-family="${KOREAN_FONT}" font-size="${Math.round(18 * scale)}" font-weight="700" fill="${colors[0]}">자세히 보기 ›</text>`;
  return svgDocument(w, h, linearGradient('bg', colors, true), body);
}
