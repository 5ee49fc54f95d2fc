import type { SearchType } from '@minda/contracts/search';
import { ADULT_FROM_YEARS, CHILD_AGE, RANGE_REFUSED_NIGHTS } from '@minda/contracts/rules/search-widget';

/** The widget's Korean texts (spec 1 §5, §8), in one place so components and tests read the same words. */
export const SEARCH_TYPE_TABS = [
  { value: 'stays', label: '한인민박' },
  { value: 'hotel', label: '해외호텔' },
  { value: 'tour', label: '투어·티켓' },
] as const satisfies readonly { value: SearchType; label: string }[];

/** The mobile search page's title by type (spec 1 §2.1). */
export const SEARCH_PAGE_TITLES: Record<SearchType, string> = {
  stays: '한인민박 검색',
  hotel: '해외호텔 검색',
  tour: '투어·티켓 검색',
};

export const KEYWORD_PLACEHOLDERS: Record<SearchType, string> = {
  stays: '도시나 민박 이름을 입력해 주세요',
  hotel: '도시, 지역, 호텔 이름을 입력해 주세요',
  tour: '도시나 투어·티켓 이름을 입력해 주세요',
};

/** Search pressed with nothing chosen (spec 1 §5 "Keyword required"): stays and hotels share one wording. */
export const EMPTY_KEYWORD_MESSAGES: Record<SearchType, string> = {
  stays: '입력값을 확인해 주세요. 도시/민박명이 입력되지 않았습니다.',
  hotel: '입력값을 확인해 주세요. 도시/민박명이 입력되지 않았습니다.',
  tour: '입력값을 확인해 주세요. 도시/투어/티켓명이 입력되지 않았습니다.',
};

export const RANGE_TOO_LONG_ALERT = `체크아웃 날짜는 체크인 날짜로부터 ${RANGE_REFUSED_NIGHTS}일 이내로 선택해 주세요.`;
export const NO_SUGGESTIONS_TEXT = '일치하는 검색 결과가 없습니다.';
export const RECENT_SEARCH_DELETED_TEXT = '최근 검색어가 삭제되었습니다.';
export const INFANT_HINT = '영유아 및 아동을 동반하는 경우, 이용 가능 여부를 숙소에 미리 문의해 주세요.';

/** Children help (spec 1 §5): anyone born before the day 18 years ago is an adult. */
export function childrenHelpText(today: Date): string {
  const cutoff = new Date(today.getFullYear() - ADULT_FROM_YEARS, today.getMonth(), today.getDate());
  const day = `${cutoff.getFullYear()}년 ${cutoff.getMonth() + 1}월 ${cutoff.getDate()}일`;
  return `아동은 만 ${CHILD_AGE.min}~${CHILD_AGE.max}세입니다. ${day} 이전 출생자는 성인으로 선택해 주세요.`;
}

export const childAgeLabel = (age: number) => (age === 0 ? '만 1세 미만' : `만 ${age}세`);
