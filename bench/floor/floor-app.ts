/**
 * The stack floor of bench/page-speed.ts (issue 56): the least a public page of this app can be with its stack.
 * React 19, a React Router data router with one route whose loader is empty, and TanStack Query's provider, around
 * eight static cards (a title, a price line and a picture each) like the first screen of a home. No JSX, so the
 * bench's TypeScript settings (tsconfig.tools.json) need nothing more; the server render (render.ts) and the
 * browser entry (entry-client.ts) share these routes, so the browser hydrates exactly the HTML it was sent.
 */
import { createElement as h, useEffect } from 'react';
import type { RouteObject } from 'react-router';
import { HYDRATED_MARK } from '@minda/contracts/web-pages';

/** Where the cards' pictures are served (the bench copies eight of the seed's pictures there). */
export const FLOOR_IMAGE_DIR = 'images';
export const FLOOR_CARD_COUNT = 8;
export const floorImagePath = (i: number) => `/${FLOOR_IMAGE_DIR}/card-${i + 1}.svg`;

const CARDS = Array.from({ length: FLOOR_CARD_COUNT }, (_, i) => ({
  title: `Seaside stay ${i + 1}, a room with a view of the harbour`,
  price: `${(89_000 + i * 7_500).toLocaleString('en-US')} KRW / night`,
  image: floorImagePath(i),
}));

/** The same inline styles in both floors: a two-column grid whose pictures have their size before they load. */
export const FLOOR_STYLE = `
body{margin:0;font-family:system-ui,sans-serif;color:#222}
header{padding:12px 16px;font-weight:700;font-size:18px}
ul{list-style:none;margin:0;padding:0 12px;display:grid;grid-template-columns:1fr 1fr;gap:12px}
li{display:flex;flex-direction:column;gap:4px}
img{width:100%;height:auto;aspect-ratio:4/3;border-radius:8px;background:#eee}
h2{font-size:14px;margin:0;line-height:1.3}
p{font-size:13px;margin:0;color:#555}
`;

function Cards() {
  // What the app's RunningMark does: the mark tells the bench which scripts the page needed to become interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark(HYDRATED_MARK);
  }, []);
  return h(
    'main',
    null,
    h('header', null, 'Stays for the weekend'),
    h(
      'ul',
      null,
      CARDS.map((card, i) =>
        h('li', { key: card.image }, h('img', { src: card.image, alt: '', width: 320, height: 240, loading: i < 4 ? 'eager' : 'lazy' }), h('h2', null, card.title), h('p', null, card.price)),
      ),
    ),
  );
}

/** One route, with an empty loader: the router hydrates its (empty) data and renders the cards. */
export const floorRoutes: RouteObject[] = [{ path: '*', loader: () => null, Component: Cards }];
