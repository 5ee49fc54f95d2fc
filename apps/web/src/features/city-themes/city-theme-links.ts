import { webPaths } from '@minda/contracts/paths';
import type { CityThemeCity } from '@minda/contracts/stays';
import { defaultStayDates } from '@minda/contracts/rules/stay-dates';
import { CITY_THEME_SLUGS, CITY_THEME_WEB_PATHS, type CityThemeSlug } from '@minda/contracts/web-pages';

/** The theme page at a path, or undefined when the path is not one of the five theme pages. */
export const cityThemeSlugOf = (pathname: string): CityThemeSlug | undefined => CITY_THEME_SLUGS.find((s) => CITY_THEME_WEB_PATHS[s] === pathname);

export type CityThemeLink = { href: string; label: string };

/**
 * The buttons of a theme page, per city: its stay list with the default dates (check-in 28 days, check-out 29
 * days ahead, as the PC city tiles use) and its tour recommendation list.
 */
export function cityThemeLinks(cities: readonly CityThemeCity[], today: Date = new Date()): { stays: CityThemeLink[]; tours: CityThemeLink[] } {
  const dates = defaultStayDates(today);
  return {
    stays: cities.map((c) => ({ href: webPaths.pc.stayList.href({ cityCode: c.category, ...dates }), label: `${c.categoryName} 한인민박 모두 보기` })),
    tours: cities.map((c) => ({ href: webPaths.pc.tourRecommend.href(c.category), label: `${c.categoryName} 투어·티켓 모두 보기` })),
  };
}

/** "로마 · 베네치아": the cities of a theme page as its heading names them. */
export const cityThemeName = (cities: readonly CityThemeCity[]) => cities.map((c) => c.categoryName).join(' · ');
