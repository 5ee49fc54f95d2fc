import { useNavigate, useSearchParams } from 'react-router';
import type { HotelSearchCard } from '@minda/contracts/hotels';
import { SearchBar } from '../../../features/search/components/search-bar.tsx';
import { HotelListPage } from '../../../features/hotel-search/components/hotel-list-page.tsx';
import { readHotelListParams } from '../../../features/hotel-search/list-params.ts';
import { useNarrowScreen } from '../../../features/hotel-search/use-narrow-screen.ts';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';

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
