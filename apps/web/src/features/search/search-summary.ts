import type { Occupancy, SearchType } from '@minda/contracts/search';
import { nightsBetween, type DateRange } from '@minda/contracts/rules/search-widget';
import { shortDayText } from './day-text.ts';
import { peopleText } from './recent-searches.ts';

/** What the collapsed summary says when no place is chosen yet. */
export const SUMMARY_NO_PLACE_TEXT = '어디로 떠나세요?';
export const SUMMARY_NO_DATES_TEXT = '날짜 미정';

/**
 * The one line a mobile results page opens with instead of the whole form (as Yanolja does):
 * "파리 · 12.20 토 - 12.22 월 · 2박 · 성인 2명". Tours have neither dates nor a party.
 */
export function searchSummaryText(searchType: SearchType, placeText: string, range: DateRange, occupancy: Occupancy): string {
  const place = placeText.trim() || SUMMARY_NO_PLACE_TEXT;
  if (searchType === 'tour') return place;
  const dates = range.start && range.end ? [`${shortDayText(range.start)} - ${shortDayText(range.end)}`, `${nightsBetween(range.start, range.end)}박`] : [SUMMARY_NO_DATES_TEXT];
  return [place, ...dates, peopleText(searchType, occupancy)].join(' · ');
}
