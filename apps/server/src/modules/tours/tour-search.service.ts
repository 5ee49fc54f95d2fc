import { isTourOptionSoldOut, TOUR_CITY_MISSING_TEXT, TOUR_ITEM_MISSING_TEXT, TOUR_THEME_MISSING_TEXT } from '@minda/contracts/rules/tour-list';
import type {
  TourDetail,
  TourListPage,
  TourListQuery,
  TourThemePage,
  TourThemeQuery,
  TourTypeCounts,
  ItemCategoryType,
} from '@minda/contracts/tours';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { shownTo, type Previewer } from '../../platform/product-preview.ts';
import {
  countCityToursByType,
  countThemeToursByType,
  findCity,
  findCityTours,
  findTheme,
  findThemeTours,
  findTour,
  findTourOptions,
} from './tour-search.repository.ts';
import { findOptionSeats } from './tour-inventory.repository.ts';

function typeCounts(rows: readonly { type: ItemCategoryType; n: number }[]): TourTypeCounts {
  const counts: TourTypeCounts = { LOCAL_TOUR: 0, TICKET: 0, ACTIVITY: 0, CONVENIENCE: 0 };
  for (const row of rows) counts[row.type] = Number(row.n);
  return counts;
}

/** Page fields from the counts: the filtered total is the filter's count, or the sum of all types. */
function paging(counts: TourTypeCounts, type: ItemCategoryType | undefined, page: number, size: number) {
  const totalElements = type === undefined ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[type];
  const totalPages = Math.ceil(totalElements / size);
  return { number: page, size, totalElements, totalPages, last: page >= totalPages - 1, counts };
}

/**
 * One page of a city's tours (GET tour_tickets/list). A well-formed code that is no city is a 404 (the page
 * shows "city not found"); a city without tours is an empty last page that still carries the city name.
 */
export async function cityTourPage(db: Database, userId: number | null, query: TourListQuery): Promise<TourListPage> {
  const city = await findCity(db, query.category);
  if (!city) throw notFound(TOUR_CITY_MISSING_TEXT);
  const [counts, content] = await Promise.all([
    countCityToursByType(db, query.category).then(typeCounts),
    findCityTours(db, userId, {
      cityCode: query.category,
      type: query.itemCategoryType,
      sort: query.sort,
      offset: query.page * query.size,
      size: query.size,
    }),
  ]);
  return { category: query.category, ...city, content, ...paging(counts, query.itemCategoryType, query.page, query.size) };
}

/** One page of a theme's items in the operator's order (GET tour_tickets/themes/{themeNo}/items); unknown theme 404. */
export async function themeTourPage(db: Database, userId: number | null, themeNo: number, query: TourThemeQuery): Promise<TourThemePage> {
  const theme = await findTheme(db, themeNo);
  if (!theme) throw notFound(TOUR_THEME_MISSING_TEXT);
  const [counts, content] = await Promise.all([
    countThemeToursByType(db, themeNo).then(typeCounts),
    findThemeTours(db, userId, { themeNo, type: query.itemCategoryType, offset: query.page * query.size, size: query.size }),
  ]);
  return { ...theme, content, ...paging(counts, query.itemCategoryType, query.page, query.size) };
}

/** Markup in a description (operators may paste HTML); the web app then shows it sanitized. */
const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?>/i;

/** One tour's page (GET tour_tickets/items/{itemNo}); unknown and inactive tours are a 404. */
export async function tourDetail(db: Database, userId: number | null, itemNo: number, previewer: Previewer | null = null): Promise<TourDetail> {
  const [tour, options] = await Promise.all([findTour(db, userId, itemNo, previewer !== null), findTourOptions(db, itemNo)]);
  const preview = tour && shownTo(tour.sale, previewer);
  if (!tour || !preview) throw notFound(TOUR_ITEM_MISSING_TEXT);
  const { images, sale: _sale, ...shown } = tour;
  return {
    ...shown,
    ...preview,
    // The back office's gallery when it has one (issue 57), else the cover alone.
    images: images.length > 0 ? images : [tour.itemImgPath],
    descriptionIsHtml: HTML_TAG.test(tour.description),
    options: options.map((o) => ({ ...o, soldOut: isTourOptionSoldOut(o.price) })),
  };
}

/** One booked option of a tour on a date: priced per person as the tour page shows it, with the day's seats. */
export type TourItemQuote = { optionId: number; name: string; price: number; soldOut: boolean; seatsLeft: number; amount: number };

/**
 * The options of a tour booking, each for a date and a number of people; null for an option that is not the
 * tour's. Seats come from tour_option_days, else the option's daily seats (the same rows a booking holds).
 */
export async function quoteTourOptions(
  db: Database,
  itemNo: number,
  items: readonly { optionId: number; date: string; count: number }[],
): Promise<(TourItemQuote | null)[]> {
  // One after the other: inside a booking's transaction both run on one connection.
  const options = await findTourOptions(db, itemNo);
  const seats = await findOptionSeats(db, items.map((i) => ({ optionId: i.optionId, day: i.date })));
  return items.map((item) => {
    const option = options.find((o) => o.optionNo === item.optionId);
    if (!option) return null;
    const seatsLeft = seats.find((s) => s.optionId === item.optionId && s.day === item.date)?.seatsAvailable ?? 0;
    return { optionId: option.optionNo, name: option.name, price: option.price, soldOut: isTourOptionSoldOut(option.price), seatsLeft, amount: option.price * item.count };
  });
}
