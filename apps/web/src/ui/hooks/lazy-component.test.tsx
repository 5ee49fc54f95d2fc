import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, lazyModule } from './use-lazy-module.ts';

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

type PaneModule = { Pane: (props: { label: string }) => ReactNode };

/** An import the test settles by hand. */
function deferredImport() {
  let settle!: { resolve: (m: PaneModule) => void; reject: (e: Error) => void };
  const importer = vi.fn(() => new Promise<PaneModule>((resolve, reject) => (settle = { resolve, reject })));
  return { importer, settle: () => settle };
}

const renderPane = async (module: ReturnType<typeof lazyModule<PaneModule>>) => {
  const Pane = lazyComponent(module, (m) => m.Pane);
  await act(async () => {
    render(
      <Catch>
        <Suspense fallback={<p>불러오는 중</p>}>
          <Pane label="달력" />
        </Suspense>
      </Catch>,
    );
  });
};

describe('lazyComponent', () => {
  it('shows the fallback until the module arrives, then the component', async () => {
    const { importer, settle } = deferredImport();
    const module = lazyModule(importer);
    await renderPane(module);
    expect(screen.getByText('불러오는 중')).toBeTruthy();
    await act(async () => settle().resolve({ Pane: ({ label }) => <p>{label}</p> }));
    expect(screen.getByText('달력')).toBeTruthy();
  });

  it('hands a failed import to the error boundary once, rather than importing on every render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { importer, settle } = deferredImport();
    await renderPane(lazyModule(importer));
    await act(async () => settle().reject(new Error('청크를 불러오지 못했습니다')));
    expect(screen.getByRole('alert').textContent).toBe('청크를 불러오지 못했습니다');
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
