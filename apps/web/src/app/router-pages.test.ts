import { describe, expect, it } from 'vitest';
import { pagePatterns } from '@minda/contracts/web-pages';
import { webPaths } from '@minda/contracts/paths';
import { appRoutes, routeSources, type AppRoute } from './router.tsx';

const patternsOf = (routes: readonly AppRoute[]): string[] =>
  routes.flatMap((r) => [...(r.path && r.path !== '*' ? [r.path] : []), ...patternsOf(r.children ?? [])]);

describe('the server knows the pages the router renders', () => {
  it('answers 200 for exactly the router paths (any other address is the not-found screen, served with 404)', () => {
    expect([...new Set(patternsOf(appRoutes))].sort()).toEqual([...pagePatterns()].sort());
  });
});

describe('routeSources', () => {
  it('names the source files of the lazy modules an address renders, layout first', () => {
    expect(routeSources(webPaths.mobile.home.href())).toEqual(['src/app/routes/mobile/home.tsx']);
    expect(routeSources(webPaths.pc.hotelList.href({}))).toEqual(['src/app/layouts/pc-layout.tsx', 'src/app/routes/pc/hotel-list.tsx']);
    expect(routeSources('/no/such/page')).toEqual(['src/app/routes/not-found.tsx']);
  });
});
