import { webPaths, withQuery } from '@minda/contracts/paths';
import { TotalSearchLineSchema, TotalSearchSortSchema, type TotalSearchLine, type TotalSearchSort } from '@minda/contracts/search';

/** What /main/total_search.php shows, read from its legacy query (searchCls, sortCls, category, keyword, Page). */
export type TotalSearchState = { keyword: string; searchCls: TotalSearchLine; sortCls: TotalSearchSort; category: string; page: number };

export const TOTAL_SEARCH_TABS: readonly { value: TotalSearchLine; label: string }[] = [
  { value: 'all', label: '전체' },
  { value: 'minbak', label: '한인민박' },
  { value: 'tour', label: '투어·티켓' },
  { value: 'hotel', label: '해외호텔' },
];

export const TOTAL_SEARCH_SORTS: readonly { value: TotalSearchSort; label: string }[] = [
  { value: '', label: '추천순' },
  { value: 'price', label: '낮은 가격순' },
  { value: 'grade', label: '평점 높은순' },
  { value: 'review', label: '후기 많은순' },
];

/** Addresses come from links anywhere (old bookmarks too): a value the page does not know falls back to its default. */
export function readTotalSearchState(params: URLSearchParams): TotalSearchState {
  const line = TotalSearchLineSchema.safeParse(params.get('searchCls') ?? 'all');
  const sort = TotalSearchSortSchema.safeParse(params.get('sortCls') ?? '');
  const page = Number(params.get('Page') ?? '0');
  const category = (params.get('category') ?? '').trim();
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    searchCls: line.success ? line.data : 'all',
    sortCls: sort.success ? sort.data : '',
    category: /^(\d{9}|stays|hotel|tour|all)?$/.test(category) ? category : '',
    page: Number.isInteger(page) && page >= 0 && page < 100_000 ? page : 0,
  };
}

/** The page's own address for a state (legacy parameter names; searchTopCls is always all). */
export function totalSearchHref(state: TotalSearchState): string {
  return withQuery(webPaths.pc.totalSearch.path, {
    searchTopCls: 'all',
    searchCls: state.searchCls,
    sortCls: state.sortCls,
    category: state.category,
    keyword: state.keyword,
    Page: state.page,
  });
}

