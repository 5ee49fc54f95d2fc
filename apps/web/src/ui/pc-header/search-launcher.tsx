import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { lazyModule, useLazyModule } from '../hooks/use-lazy-module.ts';
import type { SearchModalWidget } from './search-modal.tsx';
import type { SearchTab } from './search-tabs.ts';

/** Opens the search modal, on the given tab or on the one chosen last. */
export type OpenSearch = (tab?: SearchTab) => void;

const OpenSearchContext = createContext<OpenSearch | null>(null);

/** Radix Dialog with its scroll lock is about 14 KB gzipped that no first screen needs: it comes on demand. */
const searchModal = lazyModule(() => import('./search-modal.tsx'));

/**
 * Owns the one search modal of a PC screen, so the header (icon, compact trigger) and a page's own search
 * bar open the same modal; a page's bar opens it on its product line's tab. The modal's code loads when the
 * page is idle or at the first open, whichever comes first: an open that comes before it shows the modal as
 * soon as it arrives.
 */
export function SearchModalProvider({ children, widget }: { children: ReactNode; widget?: SearchModalWidget }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<SearchTab>('stays');
  const modal = useLazyModule(searchModal);
  const openSearch = useCallback<OpenSearch>((next) => {
    if (next) setTab(next);
    setOpen(true);
    // When the code cannot be fetched the modal stays shut, so the next click asks again.
    searchModal.load().catch(() => setOpen(false));
  }, []);
  return (
    <OpenSearchContext value={openSearch}>
      {children}
      {modal ? <modal.SearchModal open={open} onOpenChange={setOpen} tab={tab} onTabChange={setTab} {...(widget ? { widget } : {})} /> : null}
    </OpenSearchContext>
  );
}

export function useOpenSearch(): OpenSearch {
  const openSearch = useContext(OpenSearchContext);
  if (!openSearch) throw new Error('useOpenSearch needs a SearchModalProvider around it (PcLayout provides one).');
  return openSearch;
}
