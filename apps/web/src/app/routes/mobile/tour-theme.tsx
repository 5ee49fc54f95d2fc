import { useSearchParams } from 'react-router';
import type { TourItem } from '@minda/contracts/tours';
import { tourThemePagesQueryOptions } from '../../../features/tour-list/api/get-tour-theme-page.ts';
import { ThemeTourList } from '../../../features/tour-list/components/theme-tour-list.tsx';
import { themeTourListQuery } from '../../../features/tour-list/list-params.ts';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';
import { ensureFirstPage, type ScreenLoader } from '../../route-data.ts';

/** The theme number from ?themeno= (empty when missing: the page says there is no such theme). */
const themeOf = (search: URLSearchParams) => search.get('themeno') ?? '';

/** The theme's items: the first page of the scrolling list. */
export const loader: ScreenLoader = async ({ client, url }) => {
  const list = themeTourListQuery(themeOf(url.searchParams), url.searchParams);
  if (list.valid) await ensureFirstPage(client, tourThemePagesQueryOptions(list.filter));
};

/** /m/1.0/tg/list_theme.html?themeno={no}: sub-header, the theme's items (infinite scroll), bottom bar. */
export function Component() {
  const [params] = useSearchParams();
  const toggleWish = useWishToggle();
  const onToggleWish = (tour: TourItem) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish });
  return (
    <MobileTabLayout active="home">
      <SubHeader title="투어·티켓 테마" />
      <main>
        <ThemeTourList themeNo={themeOf(params)} platform="mobile" onToggleWish={onToggleWish} />
      </main>
    </MobileTabLayout>
  );
}
