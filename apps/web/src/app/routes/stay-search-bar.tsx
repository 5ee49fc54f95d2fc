import type { Platform } from '@minda/contracts/paths';
import { SearchBar } from '../../features/search/components/search-bar.tsx';
import type { StaySearchPrefill } from '../../features/stay-search/components/stay-results.tsx';

/** The search widget filled with what the results page shows (one line on mobile); a new address (new search) starts it afresh. */
export function prefilledSearchBar(platform: Platform, prefill: StaySearchPrefill) {
  return (
    <SearchBar
      key={JSON.stringify(prefill)}
      searchType="stays"
      platform={platform}
      collapsible
      initial={{
        ...(prefill.cityCode ? { id: prefill.cityCode, name: prefill.cityName, type: 'city' as const } : {}),
        checkInAt: prefill.checkInAt,
        checkOutAt: prefill.checkOutAt,
        occupancy: [{ adult: prefill.adults, children: [] }],
      }}
    />
  );
}

