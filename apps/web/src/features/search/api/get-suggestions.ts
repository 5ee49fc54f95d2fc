import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@minda/contracts/paths';
import type { HotelSuggestionsResponseSchema, StaySuggestionsResponseSchema, TourSuggestionsResponseSchema, SearchType } from '@minda/contracts/search';
import { apiGet } from '../../../lib/api-client.ts';
import type { SuggestionData } from '../keyword-state.ts';

/** GET main/search/citiesAndStays | citiesAndHotels | citiesAndTourTickets?searchInput= (spec 1 §7). */
export async function getSuggestions(searchType: SearchType, searchInput: string, signal?: AbortSignal): Promise<SuggestionData> {
  const options = { query: { searchInput }, ...(signal ? { signal } : {}) };
  switch (searchType) {
    case 'stays':
      return { searchType, data: await apiGet<typeof StaySuggestionsResponseSchema>(apiPaths.search.citiesAndStays.href(), options) };
    case 'hotel':
      return { searchType, data: await apiGet<typeof HotelSuggestionsResponseSchema>(apiPaths.search.citiesAndHotels.href(), options) };
    case 'tour':
      return { searchType, data: await apiGet<typeof TourSuggestionsResponseSchema>(apiPaths.search.citiesAndTourTickets.href(), options) };
  }
}

export function suggestionsQueryOptions(searchType: SearchType, searchInput: string) {
  return queryOptions({
    queryKey: ['search', 'suggestions', searchType, searchInput] as const,
    queryFn: ({ signal }) => getSuggestions(searchType, searchInput, signal),
    staleTime: 60_000,
    enabled: searchInput.trim() !== '',
  });
}

/** Suggestions for an already debounced text; an empty text asks nothing. */
export function useSuggestions(searchType: SearchType, searchInput: string) {
  return useQuery({ ...suggestionsQueryOptions(searchType, searchInput.trim()), placeholderData: keepPreviousData });
}
