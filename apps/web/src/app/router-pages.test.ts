import { createMemoryRouter, createStaticHandler, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { backOfficePagePatterns, pagePatterns } from '@minda/contracts/web-pages';
import { resolveMatchedRoutes } from './app.tsx';
import { createBackOfficeRoutes } from './back-office-routes.ts';
import { APP_LAYOUT_ROUTE_ID, backOfficeOnNavigation, createAppRoutes } from './router.tsx';

const patternsOf = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path && r.path !== '*' ? [r.path] : []), ...patternsOf(r.children ?? [])]);

describe('the server knows the pages the router renders', () => {
  it('answers 200 for exactly the router paths (any other address is the not-found screen, served with 404)', () => {
    expect([...new Set([...patternsOf(createAppRoutes()), ...patternsOf(createBackOfficeRoutes())])].sort()).toEqual([...pagePatterns()].sort());
  });

  it("keeps the back office's pages out of the shopper's table: they are added when one is opened", () => {
    const shopper = new Set(patternsOf(createAppRoutes()));
    expect(backOfficePagePatterns()).toContain('/admin/bookings');
    expect(backOfficePagePatterns()).toContain('/manager/inquiry/list.php');
    expect(backOfficePagePatterns().filter((pattern) => shopper.has(pattern))).toEqual([]);
    expect([...new Set(patternsOf(createBackOfficeRoutes()))].sort()).toEqual([...backOfficePagePatterns()].sort());
  });
});

describe("the browser's router adds the back office when one of its pages is opened", () => {
  const signal = () => new AbortController().signal;
  const ask = (patchRoutes: ReturnType<typeof backOfficeOnNavigation>, path: string, patch: (id: string | null, children: RouteObject[]) => void, abort = signal()) =>
    patchRoutes({ path, patch, signal: abort, matches: [], fetcherKey: undefined });

  it('adds its routes under the app layout once, and nothing for a shopper page', async () => {
    const patchRoutes = backOfficeOnNavigation();
    const patch = vi.fn<(id: string | null, children: RouteObject[]) => void>();
    await ask(patchRoutes, '/stay/detail/12', patch);
    expect(patch).not.toHaveBeenCalled();
    await ask(patchRoutes, '/admin/bookings/17', patch);
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0]![0]).toBe(APP_LAYOUT_ROUTE_ID);
    expect(patternsOf(patch.mock.calls[0]![1])).toContain('/admin/bookings/:bookNo');
    await ask(patchRoutes, '/manager/inquiry/list.php', patch);
    expect(patch).toHaveBeenCalledTimes(1);
  });

  it('a navigation left before the routes arrived adds nothing, and the next one adds them', async () => {
    const patchRoutes = backOfficeOnNavigation();
    const patch = vi.fn<(id: string | null, children: RouteObject[]) => void>();
    const left = new AbortController();
    left.abort();
    await ask(patchRoutes, '/admin/refunds', patch, left.signal);
    expect(patch).not.toHaveBeenCalled();
    await ask(patchRoutes, '/admin/refunds', patch);
    expect(patch).toHaveBeenCalledTimes(1);
  });

  it("opens an operator's page in a router that started on the shopper's table", async () => {
    // The root's loader asks who is signed in: nobody.
    vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'REQUIRE_LOGIN' } }, { status: 401 }));
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/main/index.php'], patchRoutesOnNavigation: backOfficeOnNavigation() });
    // The first route module is imported cold: beside the other test files that can take longer than waitFor's second.
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    await router.navigate('/admin/login');
    expect(router.state.matches.map((match) => match.route.path)).toContain('/admin/login');
    expect(router.state.matches[0]!.route.id).toBe(APP_LAYOUT_ROUTE_ID);
    router.dispose();
    vi.unstubAllGlobals();
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
