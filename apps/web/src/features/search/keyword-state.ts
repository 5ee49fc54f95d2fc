import type { HotelSuggestions, SelectionType, StaySuggestions, TourSuggestions } from '@minda/contracts/search';
import { searchKeys } from '@minda/contracts/rules/hangul';
import { SUGGESTION_ORDER } from '@minda/contracts/rules/search-widget';

/** The place part of a selection: what the keyword pane decides (spec 1 §3 "Search selection"). */
export type PlaceChoice = {
  /** City code (stays, tours), hotel cityId, goodsNo, itemNo or property uuid, by type. */
  id: string;
  name: string;
  type: SelectionType;
  neighborhoodId?: number;
  pointOfInterestId?: number;
};

/** One row of the suggestion list; `label` is the line shown ("파리, 프랑스"), `name` what the input then holds. */
export type SuggestionItem = PlaceChoice & { label: string };

export type SuggestionData =
  | { searchType: 'stays'; data: StaySuggestions }
  | { searchType: 'hotel'; data: HotelSuggestions }
  | { searchType: 'tour'; data: TourSuggestions };

/** Clearing the keyword leaves this selection: an empty city (spec 1 §4.2). */
export const EMPTY_CITY: PlaceChoice = { id: '', name: '', type: 'city' };

export const isChosen = (place: PlaceChoice) => place.id !== '';

/** The id of a listbox row, which the combobox names as its active descendant. */
export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

const rank = (type: SelectionType) => SUGGESTION_ORDER.indexOf(type);

/** Every suggestion as one list, in the order city, neighbourhood, point of interest, property, product or trip. */
export function suggestionItems(suggestions: SuggestionData): SuggestionItem[] {
  const items: SuggestionItem[] = [];
  switch (suggestions.searchType) {
    case 'stays': {
      const { cities, products } = suggestions.data;
      for (const c of cities) items.push({ type: 'city', id: c.city, name: c.catnm, label: c.display });
      for (const p of products) items.push({ type: 'product', id: String(p.goodsno), name: p.goodsnm, label: p.goodsnm });
      break;
    }
    case 'tour': {
      const { cities, citiesByKeywordTheme, trips } = suggestions.data;
      const seen = new Set<string>();
      for (const c of [...cities, ...citiesByKeywordTheme]) {
        if (seen.has(c.city)) continue;
        seen.add(c.city);
        items.push({ type: 'city', id: c.city, name: c.catnm, label: c.display });
      }
      for (const t of trips) items.push({ type: 'trip', id: String(t.itemno), name: t.itemnm, label: t.itemnm });
      break;
    }
    case 'hotel': {
      const { cities, neighborhoods, pointOfInterests, properties } = suggestions.data;
      for (const c of cities) items.push({ type: 'city', id: String(c.cityId), name: c.name, label: c.name });
      for (const n of neighborhoods) items.push({ type: 'neighborhood', id: String(n.cityId), neighborhoodId: n.neighborhoodId, name: n.name, label: n.name });
      for (const p of pointOfInterests) items.push({ type: 'poi', id: String(p.cityId), pointOfInterestId: p.pointOfInterestId, name: p.name, label: p.name });
      for (const p of properties) items.push({ type: 'property', id: p.uuid, name: p.name, label: p.name });
      break;
    }
  }
  // A stable sort keeps the server's ranking inside each kind.
  return items.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item.type) - rank(b.item.type) || a.index - b.index).map((x) => x.item);
}

/** Places are searched as areas; a stay, hotel or trip is one product with its own page. */
const PLACE_TYPES: readonly SelectionType[] = ['city', 'neighborhood', 'poi'];
export const isPlace = (item: PlaceChoice) => PLACE_TYPES.includes(item.type);

/**
 * The suggestion a typed text stands for, when nothing was picked (spec 1 §4.2: the first suggestion is
 * committed): the first one when it is a place (suggestions list places first). A product only when its whole
 * name was typed: the server also suggests products that merely share some keys with free text (에펠탑 →
 * "파리 에펠 한인민박"), and committing one would send a search for many matches to a single stay.
 */
export function committedSuggestion(text: string, items: readonly SuggestionItem[]): SuggestionItem | undefined {
  const first = items[0];
  if (!first || text.trim() === '') return undefined;
  if (isPlace(first)) return first;
  const typed = searchKeys(text);
  return items.find((item) => searchKeys(item.name) === typed);
}

export type KeywordState = { text: string; selection: PlaceChoice };

export type KeywordAction =
  | { type: 'input'; text: string }
  | { type: 'pick'; item: PlaceChoice }
  /** The keyword panel closes; `items` are the suggestions on screen for the current text. */
  | { type: 'close'; items: readonly SuggestionItem[] }
  | { type: 'clear' };

export function initialKeyword(place?: Partial<PlaceChoice>): KeywordState {
  if (!place?.id) return { text: place?.name ?? '', selection: EMPTY_CITY };
  const selection: PlaceChoice = { id: place.id, name: place.name ?? '', type: place.type ?? 'city' };
  if (place.neighborhoodId !== undefined) selection.neighborhoodId = place.neighborhoodId;
  if (place.pointOfInterestId !== undefined) selection.pointOfInterestId = place.pointOfInterestId;
  return { text: selection.name, selection };
}

/**
 * The keyword pane (spec 1 §4.2): typing keeps a chosen place only while the text still reads its name;
 * an empty text resets the selection to an empty city; closing the panel with nothing chosen commits the
 * suggestion the text stands for (committedSuggestion: a place first, or a product named in full).
 */
export function keywordReducer(state: KeywordState, action: KeywordAction): KeywordState {
  switch (action.type) {
    case 'input': {
      if (action.text.trim() === '') return { text: action.text, selection: EMPTY_CITY };
      return { text: action.text, selection: action.text === state.selection.name ? state.selection : EMPTY_CITY };
    }
    case 'pick':
      return { text: action.item.name, selection: stripLabel(action.item) };
    case 'close': {
      const committed = isChosen(state.selection) ? undefined : committedSuggestion(state.text, action.items);
      return committed ? { text: committed.name, selection: stripLabel(committed) } : state;
    }
    case 'clear':
      return { text: '', selection: EMPTY_CITY };
  }
}

function stripLabel(item: PlaceChoice | SuggestionItem): PlaceChoice {
  const place: PlaceChoice = { id: item.id, name: item.name, type: item.type };
  if (item.neighborhoodId !== undefined) place.neighborhoodId = item.neighborhoodId;
  if (item.pointOfInterestId !== undefined) place.pointOfInterestId = item.pointOfInterestId;
  return place;
}

/** Splits `text` around every case-insensitive occurrence of `query`, for highlighting matches. */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const needle = query.trim().toLocaleLowerCase('ko-KR');
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLocaleLowerCase('ko-KR');
  // Lower-casing can change the length of some characters; then the parts would not line up, so no highlight.
  if (haystack.length !== text.length) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

