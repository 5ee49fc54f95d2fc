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

type Lodging = {
  type: 'LodgingBusiness' | 'Hotel';
  name: string;
  images: readonly string[];
  address: { street: string; locality: string; country: string };
  checkIn: string;
  checkOut: string;
  amenities: readonly string[];
  rating: JsonLd | undefined;
  fromPrice: number;
};

/** What a stay and a hotel share: address, check-in times, amenities, rating and the from-price offer. */
function lodgingJsonLd(lodging: Lodging, url: string, origin: string, extra: JsonLd): JsonLd {
  return withoutUndefined({
    '@context': 'https://schema.org',
    '@type': lodging.type,
    name: lodging.name,
    ...extra,
    url,
    image: images(lodging.images, origin),
    address: { '@type': 'PostalAddress', streetAddress: lodging.address.street, addressLocality: lodging.address.locality, addressCountry: lodging.address.country },
    checkinTime: lodging.checkIn,
    checkoutTime: lodging.checkOut,
    amenityFeature: lodging.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    aggregateRating: lodging.rating,
    offers: lodging.fromPrice > 0 ? offer(lodging.fromPrice, url, true) : undefined,
  });
}

/** A stay (한인민박) as schema.org LodgingBusiness; its from-price for a night is the offer. Reviews grade out of 5. */
export function stayJsonLd(stay: StayProperty, url: string, origin: string): JsonLd {
  const lodging: Lodging = {
    type: 'LodgingBusiness',
    name: stay.goodsName,
    images: [stay.goodsImgPath, ...stay.images],
    address: { street: stay.address, locality: stay.categoryName, country: stay.countryName },
    checkIn: stay.checkInTime,
    checkOut: stay.checkOutTime,
    amenities: stay.facilities,
    rating: rating(stay.reviewGrade, stay.reviewCount, 5),
    fromPrice: stay.minPrice,
  };
  return lodgingJsonLd(lodging, url, origin, { description: stay.description || undefined });
}

/** A hotel as schema.org Hotel: address, position, stars, the supplier's score out of 10 and its from-price. */
export function hotelJsonLd(hotel: HotelDetail, url: string, origin: string): JsonLd {
  const lodging: Lodging = {
    type: 'Hotel',
    name: hotel.nameTranslations['ko-KR'],
    images: [hotel.thumbnailPath, ...hotel.images],
    address: { street: hotel.address, locality: hotel.city.name, country: hotel.city.countryName },
    checkIn: hotel.policies.checkInTime,
    checkOut: hotel.policies.checkOutTime,
    amenities: hotel.amenities,
    rating: rating(hotel.reviewScore, hotel.reviewCount, 10),
    fromPrice: hotel.minBasePriceBeforeDiscount,
  };
  return lodgingJsonLd(lodging, url, origin, {
    alternateName: hotel.nameTranslations['en-US'],
    geo: { '@type': 'GeoCoordinates', latitude: hotel.latitude, longitude: hotel.longitude },
    starRating: hotel.starRating > 0 ? { '@type': 'Rating', ratingValue: hotel.starRating } : undefined,
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
