import { Suspense, type ReactNode } from 'react';
import { lazyComponent, lazyModule } from '../../../ui/hooks/use-lazy-module.ts';
import styles from './search-bar.module.css';

/*
 * The panes render only once a field is opened, so their code stays out of the first load: it comes when
 * the visitor points at or focuses the bar, when the page is idle, or at the latest when a pane opens
 * (behind a placeholder).
 */
const panes = lazyModule(() => import('./search-panes.ts'));
export const KeywordPanel = lazyComponent(panes, (m) => m.KeywordPanel);
export const DateRangePicker = lazyComponent(panes, (m) => m.DateRangePicker);
export const OccupancyEditor = lazyComponent(panes, (m) => m.OccupancyEditor);
const LazyMobilePane = lazyComponent(panes, (m) => m.MobilePane);

/** Loads the widget's panes now; resolves once they are there. */
export function preloadSearchPanes(): Promise<unknown> {
  return panes.load();
}

export const preloadPanesWhenIdle = () => panes.preloadWhenIdle();
export const preloadPanesOnInterest = () => void preloadSearchPanes().catch(() => undefined);
export const paneFallback = <div className={styles.paneLoading} aria-busy="true" />;

/** A mobile pane (a dialog over the screen), behind a blank cover of the same size while its code arrives. */
export function MobilePane(props: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Suspense fallback={<div className={styles.mobilePane} aria-busy="true" />}>
      <LazyMobilePane {...props} />
    </Suspense>
  );
}
