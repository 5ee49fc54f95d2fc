import { webPaths } from './paths.ts';
import { CITY_THEME_PAGES } from './rules/city-codes.ts';

/**
 * The five city theme pages (spec 1 §2.2) by slug, without zod so the router can import them without pulling
 * the schemas into the first page's code.
 */

export const CITY_THEME_SLUGS = ['london', 'paris', 'newyork', 'la', 'italia'] as const;
export type CityThemeSlug = (typeof CITY_THEME_SLUGS)[number];

/** Each theme page's web path, from the paths table. */
export const CITY_THEME_WEB_PATHS: Record<CityThemeSlug, string> = {
  london: webPaths.pc.themeLondon.path,
  paris: webPaths.pc.themeParis.path,
  newyork: webPaths.pc.themeNewYork.path,
  la: webPaths.pc.themeLa.path,
  italia: webPaths.pc.themeItalia.path,
};

/** The city codes of a theme page: the group of rules/city-codes whose page it is (Italy has two). */
export function cityThemeCodes(slug: CityThemeSlug): readonly string[] {
  return CITY_THEME_PAGES.find((page) => page.path === CITY_THEME_WEB_PATHS[slug])?.codes ?? [];
}

/** The editorial guide of a theme page is a site page under this slug (GET content/pages/{slug}). */
export const cityThemeGuideSlug = (slug: CityThemeSlug) => `city-theme-${slug}`;
