import { cityThemeCodes, cityThemeGuideSlug, type CityThemeSlug } from '@minda/contracts/web-pages';
import type { CityTheme, SalePage, SaleQuery } from '@minda/contracts/stays';
import { CITY_THEME_STAYS_SHOWN, CITY_THEME_TOURS_SHOWN, SALE_PAGE_SIZE, offSeasonContinents, offSeasonMonth } from '@minda/contracts/rules/promotions';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { findSitePage } from '../content/content.service.ts';
import {
  findBestStays,
  findCityTours,
  findSalePage,
  findThemeCities,
  offSeasonOrder,
  offSeasonSale,
  onSale,
  saleOrder,
} from './stay-promotions.repository.ts';

/** A city theme page: the editorial guide, the cities, their best stays and their tours. */
export async function cityTheme(db: Database, userId: number | null, slug: CityThemeSlug): Promise<CityTheme> {
  const codes = cityThemeCodes(slug);
  const [guide, cities, stays, tours] = await Promise.all([
    findSitePage(db, cityThemeGuideSlug(slug)),
    findThemeCities(db, codes),
    findBestStays(db, userId, codes, CITY_THEME_STAYS_SHOWN),
    findCityTours(db, userId, codes, CITY_THEME_TOURS_SHOWN),
  ]);
  if (!guide) throw notFound('테마 페이지를 찾을 수 없습니다.');
  return { slug, title: guide.title, bodyHtml: guide.bodyHtml, cities, stays, tours };
}

function toPage(rows: SalePage['content'], total: number, page: number): SalePage {
  return { content: rows.slice(0, SALE_PAGE_SIZE), number: page, last: rows.length <= SALE_PAGE_SIZE, totalElements: total };
}

/** 특가: stays on sale, biggest discount first. */
export async function saleStays(db: Database, userId: number | null, { page }: SaleQuery): Promise<SalePage> {
  const { rows, total } = await findSalePage(db, userId, onSale(), saleOrder(), page * SALE_PAGE_SIZE, SALE_PAGE_SIZE);
  return toPage(rows, total, page);
}

/** 비수기 특가: on sale, with breakfast, in cities out of season in the sale's month (offSeasonMonth: this month, in December January), most booked first. */
export async function offSeasonSaleStays(db: Database, userId: number | null, { page }: SaleQuery, now: Date = new Date()): Promise<SalePage> {
  const where = offSeasonSale(offSeasonContinents(offSeasonMonth(now)));
  const { rows, total } = await findSalePage(db, userId, where, offSeasonOrder(), page * SALE_PAGE_SIZE, SALE_PAGE_SIZE);
  return toPage(rows, total, page);
}
