import { createStaticHandler, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagePatterns } from '@minda/contracts/web-pages';
import { resolveMatchedRoutes } from './app.tsx';
import { createAppRoutes } from './router.tsx';

const patternsOf = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path && r.path !== '*' ? [r.path] : []), ...patternsOf(r.children ?? [])]);

describe('the server knows the pages the router renders', () => {
  it('answers 200 for exactly the router paths (any other address is the not-found screen, served with 404)', () => {
    expect([...new Set(patternsOf(createAppRoutes()))].sort()).toEqual([...pagePatterns()].sort());
  });
});

describe("the browser starts from the server's match", () => {
  const handler = createStaticHandler(createAppRoutes());
  const appRoutes = createAppRoutes();
  const idsOf = async (address: string) => {
    const context = await handler.query(new Request(`https://minda.test${address}`));
    if (context instanceof Response) throw new Error(`${address} redirected`);
    return context.matches.map((match) => match.route.id);
  };
  const routeOfId = (id: string) => id.split('-').map(Number).reduce<{ routes?: RouteObject[]; route?: RouteObject }>(({ routes }, i) => ({ route: routes?.[i], routes: routes?.[i]?.children }), { routes: appRoutes }).route;

  it("imports the modules of the routes the server matched, so hydration meets the server's screen", async () => {
    const ids = await idsOf('/main/index.php');
    // The root layout, the PC layout, the PC home.
    expect(ids).toHaveLength(3);
    await resolveMatchedRoutes(appRoutes, ids);
    for (const id of ids) expect(routeOfId(id)?.lazy, id).toBeUndefined();
    const screen = routeOfId(ids.at(-1)!)!;
    expect(screen.path).toBe('/main/index.php');
    expect(typeof screen.Component).toBe('function');
    // Its loader is there for the next navigation; the data module behind it is imported when it first runs.
    expect(typeof screen.loader).toBe('function');
  });

  it('an unknown address matches the not-found screen, and an id from another build is left to the router', async () => {
    const ids = await idsOf('/nothing/here');
    expect(routeOfId(ids.at(-1)!)?.path).toBe('*');
    await expect(resolveMatchedRoutes(appRoutes, ['9-9-9'])).resolves.toBeUndefined();
  });
});
