import {
  HOTEL_RECOMMEND_MAX_ITEMS,
  HOTEL_THEME_CITY_MAX_PROPERTIES,
  type HotelPopularCity,
  type HotelProperty,
  type HotelTheme,
} from '@minda/contracts/hotels';
import type { Database } from '../../db/client.ts';
import { findPopularCities } from '../content/content.service.ts';
import { findByPropertyIds, findRecommendProperties, findThemeProperties, type HotelPropertyRow } from './hotel-lists.repository.ts';
import { groupInOrder, orderByIds } from '../../platform/lists.ts';
import type { Caller } from '../../platform/access.ts';

/** Hotels address cities by their numeric id (cityId), the thumbnail is the city's image. */
export async function hotelPopularCities(db: Database): Promise<HotelPopularCity[]> {
  const rows = await findPopularCities(db, 'hotel');
  return rows.map((c) => ({ cityId: c.id, cityName: c.name, thumbnailPath: c.imagePath }));
}

/** Themes in order, each with its properties grouped by city (cityHotels), 10 at most per city. */
export async function hotelThemeProperties(db: Database, userId: Caller): Promise<HotelTheme[]> {
  const rows = await findThemeProperties(db, userId, HOTEL_THEME_CITY_MAX_PROPERTIES);
  return groupInOrder(rows, (r) => r.themeId).map((theme) => ({
    id: theme.first.themeId,
    name: theme.first.themeName,
    sort: theme.first.themeSort,
    cityHotels: groupInOrder(theme.rows, (r) => r.cityId).map((city) => ({
      id: city.first.cityId,
      cityName: city.first.cityNameKo,
      properties: city.rows.map(toHotelProperty),
    })),
  }));
}

/**
 * Recommended properties (up to HOTEL_RECOMMEND_MAX_ITEMS). Hotels have no fixed list of recommendation
 * cities in the spec, so any cityCode or cityId given filters; a city without recommendations gets [].
 */
export async function hotelRecommendProperties(db: Database, userId: Caller, city: { code?: string | undefined; id?: number | undefined }): Promise<HotelProperty[]> {
  return (await findRecommendProperties(db, userId, city, HOTEL_RECOMMEND_MAX_ITEMS)).map(toHotelProperty);
}

export async function hotelRecentlyViewed(db: Database, userId: Caller, propertyIds: readonly number[]): Promise<HotelProperty[]> {
  const rows = await findByPropertyIds(db, userId, propertyIds);
  return orderByIds(rows, propertyIds, (r) => r.propertyId).map(toHotelProperty);
}

/** What every hotel card and the hotel page open with (contracts hotelNameFields and hotelStandingFields). */
export function hotelBasics(r: HotelPropertyRow) {
  return {
    propertyUuid: r.propertyUuid,
    propertyId: r.propertyId,
    nameTranslations: { 'ko-KR': r.nameKo, 'en-US': r.nameEn },
    starRating: r.starRating,
    reviewScore: r.reviewScore,
    reviewCount: r.reviewCount,
    wishCount: r.wishCount,
    isWish: r.isWish,
    minBasePriceBeforeDiscount: r.minBasePriceBeforeDiscount,
    thumbnailPath: r.thumbnailPath,
  };
}

/** The supplier-style hotel card: names and the city's name as translations keyed by locale. */
export function toHotelProperty(r: HotelPropertyRow): HotelProperty {
  return {
    ...hotelBasics(r),
    cityId: r.cityId,
    cities: [
      {
        translations: [
          { language: 'ko-KR', translation: r.cityNameKo },
          { language: 'en-US', translation: r.cityNameEn },
        ],
      },
    ],
  };
}
