import { useSearchParams } from 'react-router';
import type { TourItem } from '@minda/contracts/tours';
import { platformPaths, type Platform } from '@minda/contracts/paths';
import { TOUR_THEME_MISSING_TEXT } from '@minda/contracts/rules/tour-list';
import { ApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useTourThemePage, useTourThemePages } from '../api/get-tour-theme-page.ts';
import { themeTourListQuery } from '../list-params.ts';
import { listStateOf, TourListView } from './tour-list-view.tsx';

type Props = { themeNo: string; platform: Platform; onToggleWish?: (tour: TourItem) => void };

/** /tg/list_theme.php?themeno= and /m/1.0/tg/list_theme.html?themeno=: one theme's items in the operator's order. */
export function ThemeTourList({ themeNo, platform, onToggleWish }: Props) {
  const [search] = useSearchParams();
  const { params, valid, filter, page } = themeTourListQuery(themeNo, search);
  const single = useTourThemePage(filter, page, { enabled: valid && platform === 'pc' });
  const infinite = useTourThemePages(filter, { enabled: valid && platform === 'mobile' });
  const state = listStateOf(platform, single, infinite);
  const themeName = state.page?.themeName;
  const missing = !valid || (state.error instanceof ApiError && state.error.status === 404);

  usePageMeta({
    title: themeName ? `${themeName} | 민다` : '투어·티켓 테마 | 민다',
    description: themeName ? `${state.page?.themeGroupName ?? ''} ${themeName} 상품을 민다에서 만나 보세요.`.trim() : '테마별 투어·티켓을 민다에서 만나 보세요.',
  });

  return (
    <TourListView
      platform={platform}
      title={themeName}
      missingText={missing ? TOUR_THEME_MISSING_TEXT : undefined}
      baseHref={platformPaths[platform].tourTheme(filter.themeNo)}
      params={params}
      sortable={false}
      state={state}
      {...(onToggleWish ? { onToggleWish } : {})}
    />
  );
}
