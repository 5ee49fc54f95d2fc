import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './layouts/route-error-boundary.tsx';
import { routeModule } from './route-module.ts';

describe('routeModule', () => {
  it('imports the module once, whether preloaded or rendered first', async () => {
    const load = vi.fn(() => Promise.resolve({ Component: ({ name }: { name: string }) => <p>{name} 화면</p> }));
    const module = routeModule(load);
    module.preload();
    module.preload();
    expect(load).toHaveBeenCalledTimes(1);

    render(
      <Suspense fallback={<div aria-busy="true" />}>
        <module.Component name="홈" />
      </Suspense>,
    );
    expect(await screen.findByText('홈 화면')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed import reach the error boundary, without reporting the preload as unhandled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const module = routeModule<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    module.preload();
    render(
      <MemoryRouter>
        <Suspense fallback={<div aria-busy="true" />}>
          <RouteErrorBoundary>
            <module.Component />
          </RouteErrorBoundary>
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '화면을 불러오지 못했어요' })).toBeTruthy();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
