import { useCallback, useMemo, useState } from 'react';
import type { SearchType } from '@minda/contracts/search';
import {
  addRecentSearch,
  readRecentSearches,
  removeRecentSearch,
  reuseRecentSearch,
  toRecentSearch,
  writeRecentSearches,
  type RecentSearch,
  type RecentSearchInput,
} from './recent-searches.ts';

/** The recent searches of one kind, read from localStorage once and written back on every change. */
export function useRecentSearches(kind: SearchType) {
  const [list, setList] = useState<RecentSearch[]>(() => readRecentSearches(kind));

  const save = useCallback(
    (next: RecentSearch[]) => {
      writeRecentSearches(kind, next);
      setList(next);
    },
    [kind],
  );

  const add = useCallback((input: RecentSearchInput) => save(addRecentSearch(readRecentSearches(kind), toRecentSearch(kind, input))), [kind, save]);
  const remove = useCallback((entry: RecentSearch) => save(removeRecentSearch(readRecentSearches(kind), entry)), [kind, save]);
  /** Moves the entry to the top (with fresh dates when stale) and returns it as it is run. */
  const reuse = useCallback(
    (entry: RecentSearch, today: Date) => {
      const result = reuseRecentSearch(kind, readRecentSearches(kind), entry, today);
      save(result.list);
      return result.entry;
    },
    [kind, save],
  );

  return useMemo(() => ({ list, add, remove, reuse }), [list, add, remove, reuse]);
}
