import { z } from 'zod';
import { StayCardSchema, TourItemSchema } from './catalog.ts';
import { dataEnvelope } from './envelope.ts';
import { CITY_THEME_SLUGS } from './city-theme-pages.ts';

/* ---- city theme pages (/stay/theme/{slug}.php; the slugs and paths are in city-theme-pages.ts) ---- */

export const CityThemeParamsSchema = z.object({
  slug: z.enum(CITY_THEME_SLUGS, { error: '테마 도시는 london, paris, newyork, la, italia 중 하나입니다.' }),
});

export const CityThemeCitySchema = z.object({
  category: z.string(),
  categoryName: z.string(),
  nameEn: z.string(),
  countryName: z.string(),
  /** The city's generated image, relative to the image host. */
  imgPath: z.string(),
});
export type CityThemeCity = z.infer<typeof CityThemeCitySchema>;

export const CityThemeSchema = z.object({
  slug: z.enum(CITY_THEME_SLUGS),
  /** The guide's title and operator HTML (sanitized on display). */
  title: z.string(),
  bodyHtml: z.string(),
  cities: z.array(CityThemeCitySchema),
  /** Best graded stays of the cities (CITY_THEME_STAYS_SHOWN), then most reviewed. */
  stays: z.array(StayCardSchema),
  /** The cities' tours, the operator's recommendations first (CITY_THEME_TOURS_SHOWN). */
  tours: z.array(TourItemSchema),
});
export type CityTheme = z.infer<typeof CityThemeSchema>;
export const CityThemeResponseSchema = dataEnvelope(CityThemeSchema);


/* ---- sale lists (/main/sale_tab1.php, /main/sale_tab3.php) ---- */

export const SaleQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/, '페이지 번호(page)는 0 이상의 숫자여야 합니다.')
    .transform(Number)
    .default(0),
});
export type SaleQuery = z.infer<typeof SaleQuerySchema>;

export const SalePageSchema = z.object({
  content: z.array(StayCardSchema),
  number: z.number().int(),
  last: z.boolean(),
  totalElements: z.number().int(),
});
export type SalePage = z.infer<typeof SalePageSchema>;
export const SalePageResponseSchema = dataEnvelope(SalePageSchema);
