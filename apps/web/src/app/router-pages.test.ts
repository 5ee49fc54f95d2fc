import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagePatterns } from '@minda/contracts/web-pages';
import { appRoutes, matchedBranch, type AppRoute } from './router.tsx';

const patternsOf = (routes: readonly AppRoute[]): string[] =>
  routes.flatMap((r) => [...(r.path && r.path !== '*' ? [r.path] : []), ...patternsOf(r.children ?? [])]);

describe('the server knows the pages the router renders', () => {
  it('answers 200 for exactly the router paths (any other address is the not-found screen, served with 404)', () => {
    expect([...new Set(patternsOf(appRoutes))].sort()).toEqual([...pagePatterns()].sort());
  });
});

describe('the routes are matched once per address', () => {
  /** An address of each page pattern (every ":name" segment given a value), and addresses of no page. */
  const addresses = [
    ...pagePatterns().map((pattern) => pattern.replace(/:[^/]+/g, '123')),
    '/m/1.0/no-such-page.html',
    '/nothing/here',
    '/minbak/minbak_view.html/extra',
  ];
  const rendered = (routes: AppRoute[], address: string) =>
    (matchRoutes(routes, address) ?? []).map((match) => ({ element: match.route.element, path: match.route.path, params: match.params, pathname: match.pathname }));

  it('the matched chain AppRoutes renders finds the same routes, params and paths as the whole table, for every page', () => {
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) {
      const whole = rendered(appRoutes, address);
      expect(whole.length, address).toBeGreaterThan(0);
      expect(rendered(matchedBranch(address), address), address).toEqual(whole);
    }
  });

  it('an address the table has no screen for lands on the catch-all in the chain too', () => {
    expect(rendered(matchedBranch('/nothing/here'), '/nothing/here').at(-1)?.path).toBe('*');
  });
});
