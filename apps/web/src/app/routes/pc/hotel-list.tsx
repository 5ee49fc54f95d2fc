import { useNavigate, useSearchParams } from 'react-router';
import type { HotelSearchCard } from '@minda/contracts/hotels';
import { SearchBar } from '../../../features/search/components/search-bar.tsx';
import { cityNeighborhoodsQueryOptions } from '../../../features/hotel-search/api/get-city-neighborhoods.ts';
import { cityPoisQueryOptions } from '../../../features/hotel-search/api/get-city-pois.ts';
import { hotelSearchQueryOptions } from '../../../features/hotel-search/api/search-hotels.ts';
import { HotelListPage } from '../../../features/hotel-search/components/hotel-list-page.tsx';
import { readHotelListParams } from '../../../features/hotel-search/list-params.ts';
import { useNarrowScreen } from '../../../features/hotel-search/use-narrow-screen.ts';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { ensureQueries, type ScreenLoader } from '../../route-data.ts';

/** The results page the address asks for and the city's areas and places for the filters (none without a city). */
export const loader: ScreenLoader = ({ client, url }) => {
  const params = readHotelListParams(url.searchParams);
  const results = hotelSearchQueryOptions(params);
  const areas = cityNeighborhoodsQueryOptions(params.cityId ?? 0);
  const pois = cityPoisQueryOptions(params.cityId ?? 0);
  return ensureQueries(client, results.enabled && results, areas.enabled && areas, pois.enabled && pois);
};

/**
 * /hotel/list (one address for PC and mobile, spec 1 §2): the results with the search widget prefilled and
 * hearts wired. On a phone-sized screen the widget is one line that
 * opens its mobile form and panes.
 */
export function Component() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const narrow = useNarrowScreen();
  const toggleWish = useWishToggle();
  const params = readHotelListParams(search);
  const onToggleWish = (hotel: HotelSearchCard) => toggleWish({ kind: 'hotel', propertyUuid: hotel.propertyUuid, isWish: hotel.isWish });
  return (
    <HotelListPage
      params={params}
      onNavigate={(href) => void navigate(href)}
      onToggleWish={onToggleWish}
      searchBar={(prefill) => (
        <SearchBar
          key={`${prefill.name}|${search.toString()}`}
          searchType="hotel"
          platform={narrow ? 'mobile' : 'pc'}
          collapsible
          initial={{ ...prefill, searchType: 'hotel' }}
        />
      )}
    />
  );
}
