import { useSearchParams } from 'react-router';
import type { TourItem } from '@minda/contracts/tours';
import { platformPaths, type Platform } from '@minda/contracts/paths';
import { TOUR_CITY_MISSING_TEXT, tourListTitle } from '@minda/contracts/rules/tour-list';
import { ApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useTourListPage, useTourListPages } from '../api/get-tour-list-page.ts';
import { cityTourListQuery } from '../list-params.ts';
import { listStateOf, TourListView } from './tour-list-view.tsx';

type Props = { category: string; platform: Platform; onToggleWish?: (tour: TourItem) => void };

/** /tg/list.php?category= and /m/1.0/tg/list.html?page=1&category=: one city's tours and tickets. */
export function CityTourList({ category, platform, onToggleWish }: Props) {
  const [search] = useSearchParams();
  const { params, valid, filter, page } = cityTourListQuery(category, search);
  const single = useTourListPage(filter, page, { enabled: valid && platform === 'pc' });
  const infinite = useTourListPages(filter, { enabled: valid && platform === 'mobile' });
  const state = listStateOf(platform, single, infinite);
  const cityName = state.page?.categoryName;
  // A malformed code never reaches the API; an unknown one is a 404: both are "no such city".
  const missing = !valid || (state.error instanceof ApiError && state.error.status === 404);

  usePageMeta({
    title: cityName ? `${tourListTitle(cityName)} | 민다` : '투어·티켓 | 민다',
    description: cityName ? `${cityName}의 투어, 입장권, 액티비티와 여행 편의 서비스를 민다에서 만나 보세요.` : '도시별 투어·티켓을 민다에서 만나 보세요.',
  });

  return (
    <TourListView
      platform={platform}
      title={cityName ? tourListTitle(cityName) : undefined}
      missingText={missing ? TOUR_CITY_MISSING_TEXT : undefined}
      baseHref={platformPaths[platform].tourList(category)}
      params={params}
      sortable
      state={state}
      {...(onToggleWish ? { onToggleWish } : {})}
    />
  );
}
