/** The three search tabs; the value is the `category` sent to the site-wide search, the prompt the input's hint. */
export const SEARCH_TABS = [
  { value: 'stays', label: '한인민박', prompt: '도시나 민박 이름으로 검색해 보세요' },
  { value: 'hotel', label: '해외호텔', prompt: '도시나 호텔 이름으로 검색해 보세요' },
  { value: 'tour', label: '투어·티켓', prompt: '도시나 투어·티켓 이름으로 검색해 보세요' },
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number]['value'];
