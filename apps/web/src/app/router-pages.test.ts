import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagePatterns } from '@minda/contracts/web-pages';
import { adoptRouteChain, appRoutes, matchedBranch, routeChainOf, type AppRoute } from './router.tsx';

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

  it("the browser takes the server's match from the page state: the same routes, params and paths for every page", () => {
    for (const address of addresses) {
      const chain = routeChainOf(address);
      // Under a key nothing matched yet, as in a browser that has just loaded the page.
      const fresh = `${address}#from-the-server`;
      expect(adoptRouteChain(fresh, chain), address).toBe(true);
      expect(rendered(matchedBranch(fresh), address), address).toEqual(rendered(appRoutes, address));
    }
  });

  it('a chain that names no route (another build) is refused, and the address is matched as before', () => {
    expect(adoptRouteChain('/m/1.0/grp_main/main.html#stale', [999])).toBe(false);
    expect(adoptRouteChain('/m/1.0/grp_main/main.html#empty', [])).toBe(false);
    expect(rendered(matchedBranch('/m/1.0/grp_main/main.html#stale'), '/m/1.0/grp_main/main.html')).toEqual(rendered(appRoutes, '/m/1.0/grp_main/main.html'));
  });
});
