import { webPaths, type Platform } from '@minda/contracts/paths';
import type { Occupancy, SearchSelection, SearchType } from '@minda/contracts/search';
import { canApplyOccupancy, canApplyRange, defaultOccupancy, hotelDefaultDates, type DateRange } from '@minda/contracts/rules/search-widget';
import { defaultStayDates } from '@minda/contracts/rules/stay-dates';
import { initialKeyword, isChosen, isPlace, keywordReducer, type KeywordState, type PlaceChoice, type SuggestionItem } from './keyword-state.ts';
import type { RecentSearch } from './recent-searches.ts';
import { searchTargetHref, type SearchRequest } from './search-target.ts';
import { EMPTY_KEYWORD_MESSAGES } from './search-texts.ts';

/** The pane open under (PC) or over (mobile) the search widget's form. */
export type Pane = 'none' | 'keyword' | 'date' | 'occupancy';

/** Everything the search widget's form holds for one product tab (spec 1 §4.2, §5). */
export type SearchFormState = {
  searchType: SearchType;
  platform: Platform;
  keyword: KeywordState;
  range: DateRange;
  occupancy: Occupancy;
  pane: Pane;
  /** The suggestion row the arrow keys point at, -1 for none. */
  activeIndex: number;
};

/** A prefill from a results page: the chosen place, dates and party. */
export type SearchFormPrefill = Partial<SearchSelection> | undefined;

/**
 * What the form does besides changing its state: go to the results (after the caller records the search),
 * go to the site-wide keyword search with free text, or show a toast. Opening a pane is a state change (`pane`).
 */
export type SearchFormEffect =
  | { type: 'go'; request: SearchRequest; href: string }
  | { type: 'keyword-search'; href: string }
  | { type: 'toast'; message: string };

/**
 * `items` are the suggestions for the current text: closing the keyword pane may commit one. For `submit` the
 * caller waits for them when they have not arrived yet, so a fast press searches what was typed.
 */
export type SearchFormAction =
  | { type: 'open'; pane: Exclude<Pane, 'none'>; items: readonly SuggestionItem[] }
  | { type: 'close'; items: readonly SuggestionItem[] }
  | { type: 'input'; text: string }
  | { type: 'clear' }
  | { type: 'pick'; item: PlaceChoice }
  /** Arrow down (1) or up (-1) in the keyword field over `optionCount` rows. */
  | { type: 'move'; step: 1 | -1; optionCount: number }
  | { type: 'apply-range'; range: DateRange }
  | { type: 'apply-occupancy'; occupancy: Occupancy }
  /** A recent search, as it is run again (with fresh dates when stale). */
  | { type: 'reuse'; entry: RecentSearch }
  | { type: 'submit'; items: readonly SuggestionItem[] };

export type SearchFormTransition = { state: SearchFormState; effect?: SearchFormEffect };

/**
 * The form as it opens: the prefill, or today's defaults (stays: the spec's default stay, hotels: a week
 * ahead, tours: no dates). The mobile search page opens on the keyword pane unless a place is prefilled.
 */
export function initialSearchForm({
  searchType,
  platform,
  prefill,
  autoFocus,
  today,
}: {
  searchType: SearchType;
  platform: Platform;
  prefill: SearchFormPrefill;
  autoFocus: boolean;
  today: Date;
}): SearchFormState {
  return {
    searchType,
    platform,
    keyword: initialKeyword(prefill),
    range: startingRange(searchType, prefill, today),
    occupancy: prefill?.occupancy?.length ? prefill.occupancy : defaultOccupancy(searchType),
    pane: autoFocus && platform === 'mobile' && !prefill?.id ? 'keyword' : 'none',
    activeIndex: -1,
  };
}

function startingRange(searchType: SearchType, prefill: SearchFormPrefill, today: Date): DateRange {
  if (prefill?.checkInAt && prefill.checkOutAt) return { start: prefill.checkInAt, end: prefill.checkOutAt };
  if (searchType === 'tour') return { start: null, end: null };
  const dates = searchType === 'hotel' ? hotelDefaultDates(today) : defaultStayDates(today);
  return { start: dates.checkInAt, end: dates.checkOutAt };
}

/** The keyword as the keyword pane leaves it: with nothing chosen, the first suggestion on screen is taken. */
const leaveKeyword = (state: SearchFormState, items: readonly SuggestionItem[]): KeywordState =>
  state.pane === 'keyword' ? keywordReducer(state.keyword, { type: 'close', items }) : state.keyword;

const withPane = (state: SearchFormState, pane: Pane): SearchFormState => ({ ...state, pane, activeIndex: -1 });

/** The search widget's form (spec 1 §4.2, §5) as a pure transition: the next state and what to do. */
export function searchFormTransition(state: SearchFormState, action: SearchFormAction): SearchFormTransition {
  switch (action.type) {
    case 'open':
      return { state: withPane({ ...state, keyword: action.pane === 'keyword' ? state.keyword : leaveKeyword(state, action.items) }, action.pane) };
    case 'close':
      return { state: withPane({ ...state, keyword: leaveKeyword(state, action.items) }, 'none') };
    case 'input':
      return { state: { ...state, keyword: keywordReducer(state.keyword, { type: 'input', text: action.text }), pane: 'keyword', activeIndex: -1 } };
    case 'clear':
      return { state: { ...state, keyword: keywordReducer(state.keyword, { type: 'clear' }) } };
    case 'pick': {
      const picked = { ...state, keyword: keywordReducer(state.keyword, { type: 'pick', item: action.item }) };
      // A stay, hotel or trip has its own page: go there at once, with the dates and party the form holds.
      if (!isPlace(action.item)) return go(picked, picked.keyword.selection);
      // A PC pick of a place moves on to the dates; tours have none, and a mobile pane returns to the form.
      return { state: withPane(picked, state.searchType === 'tour' || state.platform === 'mobile' ? 'none' : 'date') };
    }
    case 'move': {
      const opened = state.pane === 'keyword' ? state : withPane(state, 'keyword');
      if (action.optionCount === 0) return { state: opened };
      return { state: { ...opened, activeIndex: (opened.activeIndex + action.step + action.optionCount) % action.optionCount } };
    }
    case 'apply-range':
      // On PC the party pane follows the dates; a mobile pane returns to the form.
      return { state: withPane({ ...state, range: action.range }, state.platform === 'pc' ? 'occupancy' : 'none') };
    case 'apply-occupancy':
      return { state: withPane({ ...state, occupancy: action.occupancy }, 'none') };
    case 'reuse': {
      const { entry } = action;
      const place: PlaceChoice = { id: entry.id, name: entry.name, type: entry.type };
      if (entry.neighborhoodId !== undefined) place.neighborhoodId = entry.neighborhoodId;
      if (entry.pointOfInterestId !== undefined) place.pointOfInterestId = entry.pointOfInterestId;
      const next: SearchFormState = {
        ...state,
        keyword: keywordReducer(state.keyword, { type: 'pick', item: place }),
        range: { start: entry.checkInAt, end: entry.checkOutAt },
        occupancy: entry.occupancy.length ? entry.occupancy : defaultOccupancy(state.searchType),
      };
      return go(next, place);
    }
    case 'submit':
      return submit(state, action.items);
  }
}

/**
 * Search pressed (spec 1 §4.2, §5): typed text with nothing chosen searches as typed, through the suggestion it
 * stands for (committedSuggestion), whether or not the keyword pane is open; free text that names no place or
 * product goes to the site-wide keyword search on PC, and on mobile (which has no such page) opens the keyword
 * pane with what matched. An empty keyword shows the toast. Dates that cannot be applied open the date pane, a
 * party that cannot be applied the party pane; else the search goes to its address.
 */
function submit(state: SearchFormState, items: readonly SuggestionItem[]): SearchFormTransition {
  const keyword = keywordReducer(state.keyword, { type: 'close', items });
  const current = { ...state, keyword };
  const place = keyword.selection;
  if (!isChosen(place)) {
    const text = keyword.text.trim();
    if (text === '') return { state: withPane(current, 'none'), effect: { type: 'toast', message: EMPTY_KEYWORD_MESSAGES[state.searchType] } };
    if (state.platform === 'mobile') return { state: withPane(current, 'keyword') };
    return { state: withPane(current, 'none'), effect: { type: 'keyword-search', href: webPaths.pc.totalSearch.href({ category: state.searchType, keyword: text }) } };
  }
  if (state.searchType !== 'tour' && !canApplyRange(state.range)) return { state: withPane(current, 'date') };
  if (!canApplyOccupancy(state.occupancy)) return { state: withPane(current, 'occupancy') };
  return go(current, place);
}

function go(state: SearchFormState, place: PlaceChoice): SearchFormTransition {
  const request: SearchRequest = { searchType: state.searchType, place, checkInAt: state.range.start, checkOutAt: state.range.end, occupancy: state.occupancy };
  return { state: withPane(state, 'none'), effect: { type: 'go', request, href: searchTargetHref(request, state.platform) } };
}
