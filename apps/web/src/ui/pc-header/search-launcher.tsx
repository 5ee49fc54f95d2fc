import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { SearchModal, type SearchModalWidget, type SearchTab } from './search-modal.tsx';

/** Opens the search modal, on the given tab or on the one chosen last. */
export type OpenSearch = (tab?: SearchTab) => void;

const OpenSearchContext = createContext<OpenSearch | null>(null);

/**
 * Owns the one search modal of a PC screen, so the header (icon, compact trigger) and a page's own search
 * bar open the same modal; a page's bar opens it on its product line's tab.
 */
export function SearchModalProvider({ children, widget }: { children: ReactNode; widget?: SearchModalWidget }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<SearchTab>('stays');
  const openSearch = useCallback<OpenSearch>((next) => {
    if (next) setTab(next);
    setOpen(true);
  }, []);
  return (
    <OpenSearchContext value={openSearch}>
      {children}
      <SearchModal open={open} onOpenChange={setOpen} tab={tab} onTabChange={setTab} {...(widget ? { widget } : {})} />
    </OpenSearchContext>
  );
}

export function useOpenSearch(): OpenSearch {
  const openSearch = useContext(OpenSearchContext);
  if (!openSearch) throw new Error('useOpenSearch needs a SearchModalProvider around it (PcLayout provides one).');
  return openSearch;
}
