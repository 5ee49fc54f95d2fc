import { describe, expect, it } from 'vitest';
import type { HotelDetail } from '@minda/contracts/hotels';
import type { StayProperty } from '@minda/contracts/stays';
import type { TourDetail } from '@minda/contracts/tours';
import { headHtml, jsonForScript } from './head-html.ts';
import { pageMetaTags } from './page-meta.ts';
import { isMissingProduct, structuredDataOf } from './structured-data.ts';

const ORIGIN = 'https://minda.example';

const stay = {
  goodsNo: 1001, goodsName: '파리 하늘 민박', category: '001002001', categoryName: '파리', countryName: '프랑스', address: '파리 마레 1번지',
  locations: [], hostName: '김민다', description: '마레의 한인민박', goodsImgPath: 'stay/1001-1.svg', images: ['stay/1001-2.svg'], hasBreakfast: true,
  breakfastInfo: null, checkInTime: '15:00', checkOutTime: '11:00', bookType: 1, isAwards: false, saleRate: 0, minPrice: 85000, reviewGrade: 4.5,
  reviewCount: 12, wishCount: 3, isWish: false, useInquireChat: true, facilities: ['무료 Wi-Fi'], rules: [], refundPolicy: { rows: [], notes: [] }, depositPercent: 10,
} satisfies StayProperty;

describe('structuredDataOf', () => {
  it('makes a stay a LodgingBusiness with its address, rating and a KRW offer', () => {
    const [data] = structuredDataOf([{ queryKey: ['stays', 'property', 1001], data: stay }], `${ORIGIN}/main/view.php?goodsno=1001`, ORIGIN);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      name: '파리 하늘 민박',
      description: '마레의 한인민박',
      url: 'https://minda.example/main/view.php?goodsno=1001',
      image: ['https://minda.example/uploads/stay/1001-1.svg', 'https://minda.example/uploads/stay/1001-2.svg'],
      address: { '@type': 'PostalAddress', streetAddress: '파리 마레 1번지', addressLocality: '파리', addressCountry: '프랑스' },
      checkinTime: '15:00',
      checkoutTime: '11:00',
      amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: '무료 Wi-Fi', value: true }],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 },
      offers: { '@type': 'Offer', price: 85000, priceCurrency: 'KRW', url: 'https://minda.example/main/view.php?goodsno=1001', availability: 'https://schema.org/InStock' },
    });
  });

  it('makes a hotel a Hotel rated out of 10 and leaves out the offer of a hotel without a rate', () => {
    const hotel = {
      propertyUuid: '0b0e5c1a-1111-4222-8333-444455556666', propertyId: 7, nameTranslations: { 'ko-KR': '오로라 호텔', 'en-US': 'Aurora Hotel' }, starRating: 4,
      reviewScore: 8.7, reviewCount: 0, wishCount: 0, isWish: false, minBasePriceBeforeDiscount: 0, thumbnailPath: 'hotel/7.svg', address: 'Rue 1',
      city: { cityId: 1, cityCode: '001002001', name: '파리', countryName: '프랑스' }, neighborhood: null, category: { id: 1, name: '호텔' }, latitude: 48.85, longitude: 2.35, images: [],
      nearbyPois: [], amenities: [], policies: { checkInTime: '15:00', checkOutTime: '12:00', notes: [] },
    } satisfies HotelDetail;
    const [data] = structuredDataOf([{ queryKey: ['hotels', 'detail', hotel.propertyUuid], data: hotel }], `${ORIGIN}/hotel/detail/x`, ORIGIN);
    expect(data).toMatchObject({ '@type': 'Hotel', name: '오로라 호텔', starRating: { '@type': 'Rating', ratingValue: 4 }, geo: { latitude: 48.85, longitude: 2.35 } });
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('makes a sold-out tour a Product whose offer says SoldOut', () => {
    const tour = { itemNo: 5001, itemName: '루브르 투어', categoryName: '파리', partnerName: '파리가이드', summary: '', salePrice: 0, itemImgPath: '', images: [], reviewGrade: 0, reviewCount: 0 } as unknown as TourDetail;
    const [data] = structuredDataOf([{ queryKey: ['tours', 'detail', 5001], data: tour }], `${ORIGIN}/tg/view.php?itemno=5001`, ORIGIN);
    expect(data).toMatchObject({ '@type': 'Product', name: '루브르 투어', offers: { price: 0, priceCurrency: 'KRW', availability: 'https://schema.org/SoldOut' } });
  });

  it('finds nothing in lists, and a 404 only on a product detail', () => {
    expect(structuredDataOf([{ queryKey: ['stays', 'recommendItems', {}], data: [] }], ORIGIN, ORIGIN)).toEqual([]);
    expect(isMissingProduct(['tours', 'detail', 1], 404)).toBe(true);
    expect(isMissingProduct(['tours', 'detail', 1], 500)).toBe(false);
    expect(isMissingProduct(['editorial', 'event', 1], 404)).toBe(false);
  });
});

describe('headHtml', () => {
  it('writes the title, tags and data blocks with markup escaped', () => {
    const tags = pageMetaTags({ title: 'A & "B"', description: '<설명>' }, { pathname: '/tg/view.php', search: '?itemno=5&utm_source=x', origin: ORIGIN });
    const html = headHtml('A & "B"', tags, [{ name: '</script><script>alert(1)</script>' }]);
    expect(html.split('\n    ')).toEqual([
      '<title>A &#38; &#34;B&#34;</title>',
      '<meta name="description" content="&#60;설명&#62;" />',
      '<link rel="canonical" href="https://minda.example/tg/view.php?itemno=5" />',
      '<link rel="alternate" href="https://minda.example/m/1.0/tg/view.html?itemno=5" media="only screen and (max-width: 640px)" />',
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="민다" />',
      '<meta property="og:locale" content="ko_KR" />',
      '<meta property="og:title" content="A &#38; &#34;B&#34;" />',
      '<meta property="og:description" content="&#60;설명&#62;" />',
      '<meta property="og:url" content="https://minda.example/tg/view.php?itemno=5" />',
      '<meta name="twitter:card" content="summary" />',
      '<meta name="twitter:title" content="A &#38; &#34;B&#34;" />',
      '<meta name="twitter:description" content="&#60;설명&#62;" />',
      '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    ]);
  });

  it('escapes < and the JavaScript line separators in a data block', () => {
    expect(jsonForScript({ a: '<!--\u2028' })).toBe('{"a":"\\u003c!--\\u2028"}');
  });
});
