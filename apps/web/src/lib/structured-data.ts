import type { HotelDetail } from '@minda/contracts/hotels';
import type { StayProperty } from '@minda/contracts/stays';
import type { TourDetail } from '@minda/contracts/tours';
import { imageUrl } from './image-url.ts';
import { productQueryRoots } from './query-keys.ts';

/** A query of the page's cache as the server rendered it. */
export type RenderedQuery = { queryKey: readonly unknown[]; data: unknown };

type JsonLd = Record<string, unknown>;

const CURRENCY = 'KRW';
const absolute = (path: string | undefined, origin: string) => (path ? new URL(path, origin).href : undefined);
const images = (paths: readonly string[], origin: string) => paths.map((p) => absolute(imageUrl(p), origin)).filter((u): u is string => u !== undefined);

function offer(price: number, url: string, inStock: boolean): JsonLd {
  return { '@type': 'Offer', price, priceCurrency: CURRENCY, url, availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut' };
}

function rating(value: number, count: number, best: number): JsonLd | undefined {
  return count > 0 ? { '@type': 'AggregateRating', ratingValue: value, reviewCount: count, bestRating: best, worstRating: 1 } : undefined;
}

/** A stay (한인민박) as schema.org LodgingBusiness; its from-price for a night is the offer. Reviews grade out of 5. */
export function stayJsonLd(stay: StayProperty, url: string, origin: string): JsonLd {
  return withoutUndefined({
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: stay.goodsName,
    description: stay.description || undefined,
    url,
    image: images([stay.goodsImgPath, ...stay.images], origin),
    address: { '@type': 'PostalAddress', streetAddress: stay.address, addressLocality: stay.categoryName, addressCountry: stay.countryName },
    checkinTime: stay.checkInTime,
    checkoutTime: stay.checkOutTime,
    amenityFeature: stay.facilities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    aggregateRating: rating(stay.reviewGrade, stay.reviewCount, 5),
    offers: stay.minPrice > 0 ? offer(stay.minPrice, url, true) : undefined,
  });
}

/** A hotel as schema.org Hotel: address, position, stars, the supplier's score out of 10 and its from-price. */
export function hotelJsonLd(hotel: HotelDetail, url: string, origin: string): JsonLd {
  return withoutUndefined({
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.nameTranslations['ko-KR'],
    alternateName: hotel.nameTranslations['en-US'],
    url,
    image: images([hotel.thumbnailPath, ...hotel.images], origin),
    address: { '@type': 'PostalAddress', streetAddress: hotel.address, addressLocality: hotel.city.name, addressCountry: hotel.city.countryName },
    geo: { '@type': 'GeoCoordinates', latitude: hotel.latitude, longitude: hotel.longitude },
    starRating: hotel.starRating > 0 ? { '@type': 'Rating', ratingValue: hotel.starRating } : undefined,
    checkinTime: hotel.policies.checkInTime,
    checkoutTime: hotel.policies.checkOutTime,
    amenityFeature: hotel.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    aggregateRating: rating(hotel.reviewScore, hotel.reviewCount, 10),
    offers: hotel.minBasePriceBeforeDiscount > 0 ? offer(hotel.minBasePriceBeforeDiscount, url, true) : undefined,
  });
}

/** A tour or ticket as schema.org Product; the lowest option on sale is the offer (0 = sold out). */
export function tourJsonLd(tour: TourDetail, url: string, origin: string): JsonLd {
  return withoutUndefined({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: tour.itemName,
    description: tour.summary || undefined,
    url,
    image: images([tour.itemImgPath, ...tour.images], origin),
    category: tour.categoryName,
    brand: { '@type': 'Brand', name: tour.partnerName },
    aggregateRating: rating(tour.reviewGrade, tour.reviewCount, 5),
    offers: offer(tour.salePrice, url, tour.salePrice > 0),
  });
}

function withoutUndefined(value: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

const isKey = (key: readonly unknown[], root: readonly string[], kind: string) => key[0] === root[0] && key[1] === kind;

/**
 * The structured data of a rendered page, found in its query cache: a product page has its product's
 * detail there (the keys of features/stay-detail, hotel-search and tour-detail). `url` is the canonical.
 */
export function structuredDataOf(queries: readonly RenderedQuery[], url: string, origin: string): JsonLd[] {
  const found: JsonLd[] = [];
  for (const { queryKey, data } of queries) {
    if (data === undefined || data === null) continue;
    if (isKey(queryKey, productQueryRoots.stay, 'property')) found.push(stayJsonLd(data as StayProperty, url, origin));
    else if (isKey(queryKey, productQueryRoots.hotel, 'detail')) found.push(hotelJsonLd(data as HotelDetail, url, origin));
    else if (isKey(queryKey, productQueryRoots.tour, 'detail')) found.push(tourJsonLd(data as TourDetail, url, origin));
  }
  return found;
}

/** A product page whose product the API does not know (404): the page answers 404 too. */
export function isMissingProduct(queryKey: readonly unknown[], errorStatus: number | undefined): boolean {
  const isDetail = isKey(queryKey, productQueryRoots.stay, 'property') || isKey(queryKey, productQueryRoots.hotel, 'detail') || isKey(queryKey, productQueryRoots.tour, 'detail');
  return isDetail && errorStatus === 404;
}
