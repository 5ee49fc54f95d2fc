import { describe, expect, it } from 'vitest';
import { pagePatterns } from '@minda/contracts/web-pages';
import { appRoutes, type AppRoute } from './router.tsx';

const patternsOf = (routes: readonly AppRoute[]): string[] =>
  routes.flatMap((r) => [...(r.path && r.path !== '*' ? [r.path] : []), ...patternsOf(r.children ?? [])]);

describe('the server knows the pages the router renders', () => {
  it('answers 200 for exactly the router paths (any other address is the not-found screen, served with 404)', () => {
    expect([...new Set(patternsOf(appRoutes))].sort()).toEqual([...pagePatterns()].sort());
  });
});
