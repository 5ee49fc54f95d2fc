import { describe, expect, it } from 'vitest';
import { apiPaths, rootPaths, type ApiPath } from './paths.ts';

/** Sample arguments of every address that takes some, and the URL they must give (literal, not rebuilt). */
const samples: Record<string, { args: readonly (string | number)[]; url: string }> = {
  'stays.property': { args: [1001], url: 'stay/v2/1001/property' },
  'stays.rooms': { args: [1001], url: 'stay/v2/1001/property/rooms' },
  'stays.cityTheme': { args: ['london'], url: 'main/stays/cityThemes/london' },
  'hotels.property': { args: ['3f1c2b'], url: 'hotel/properties/3f1c2b' },
  'hotels.rooms': { args: ['3f1c2b'], url: 'hotel/properties/3f1c2b/rooms' },
  'hotels.neighborhoods': { args: [7], url: 'hotel/cities/7/neighborhoods' },
  'hotels.pois': { args: [7], url: 'hotel/cities/7/pois' },
  'tours.theme': { args: [259], url: 'tour_tickets/themes/259/items' },
  'tours.item': { args: [501], url: 'tour_tickets/items/501' },
  'content.event': { args: [336], url: 'content/events/336' },
  'content.page': { args: ['about'], url: 'content/pages/about' },
  'content.boardPosts': { args: ['jobs'], url: 'community/jobs/posts' },
  'content.boardPost': { args: ['jobs', 12], url: 'community/jobs/posts/12' },
  'wishes.stay': { args: [1001], url: 'main/stays/wishList/1001' },
  'wishes.tour': { args: [501], url: 'main/tour_tickets/guidebook/501' },
  'wishes.hotelLike': { args: ['3f1c2b'], url: 'main/hotels/3f1c2b/like' },
  'wishes.stayLike': { args: [1001], url: 'stay/1001/like' },
  'wishes.stayLikeCount': { args: [1001], url: 'stay/1001/like/count' },
  'reviews.stay': { args: [1001], url: 'stay/reviews/1001' },
  'reviews.tour': { args: [501], url: 'tour_tickets/reviews/501' },
  'reviews.hotel': { args: ['3f1c2b'], url: 'hotel/reviews/3f1c2b' },
  'reviews.supplier': { args: [12], url: 'stay/reviews/supplier/12' },
  'reviews.review': { args: [54011], url: 'reviews/54011' },
  'reviews.form': { args: [100234], url: 'reviews/booking/100234' },
  'reviews.comments': { args: [54011], url: 'reviews/54011/comments' },
  'reviews.comment': { args: [54011, 7], url: 'reviews/54011/comments/7' },
  'reviews.managerComments': { args: [54011], url: 'reviews/manager/54011/comments' },
  'reviews.managerComment': { args: [54011, 7], url: 'reviews/manager/54011/comments/7' },
  'files.private': { args: ['chat', 'a1b2c3.png'], url: 'files/chat/a1b2c3.png' },
  'bookings.booking': { args: [100234], url: 'stay-book/bookings/100234' },
  'partner.accept': { args: [100234], url: 'partner/bookings/100234/accept' },
  'partner.decline': { args: [100234], url: 'partner/bookings/100234/decline' },
  'partner.noShow': { args: [100234], url: 'partner/bookings/100234/no-show' },
  'partner.cancel': { args: [100234], url: 'partner/bookings/100234/cancel' },
  'admin.booking': { args: [100234], url: 'admin/bookings/100234' },
  'admin.memo': { args: [100234], url: 'admin/bookings/100234/memo' },
  'admin.refund': { args: [41], url: 'admin/refunds/41' },
  'admin.inquiryAnswer': { args: [52], url: 'admin/inquiries/52/answer' },
  'admin.bookingAudit': { args: [100234], url: 'admin/bookings/100234/audit' },
  'admin.user': { args: [7], url: 'admin/users/7' },
  'admin.savedView': { args: [12], url: 'admin/saved-views/12' },
  'admin.stay': { args: [1501], url: 'admin/stays/goods/1501' },
  'admin.stayStatus': { args: [1501], url: 'admin/stays/goods/1501/status' },
  'admin.stayAudit': { args: [1501], url: 'admin/stays/goods/1501/audit' },
  'admin.stayRooms': { args: [1501], url: 'admin/stays/goods/1501/rooms' },
  'admin.stayRoom': { args: [1501, 88], url: 'admin/stays/goods/1501/rooms/88' },
  'admin.city': { args: ['001002001'], url: 'admin/cities/001002001' },
  'admin.cityAudit': { args: ['001002001'], url: 'admin/cities/001002001/audit' },
  'admin.cityNeighborhoods': { args: ['001002001'], url: 'admin/cities/001002001/neighborhoods' },
  'admin.cityNeighborhood': { args: ['001002001', 5], url: 'admin/cities/001002001/neighborhoods/5' },
  'admin.cityStations': { args: ['001002001'], url: 'admin/cities/001002001/stations' },
  'admin.cityStation': { args: ['001002001', 5], url: 'admin/cities/001002001/stations/5' },
  'admin.cityPois': { args: ['001002001'], url: 'admin/cities/001002001/pois' },
  'admin.cityPoi': { args: ['001002001', 5], url: 'admin/cities/001002001/pois/5' },
  'admin.countryProvinces': { args: ['001002'], url: 'admin/countries/001002/provinces' },
  'admin.partner': { args: [12], url: 'admin/partners/12' },
  'admin.partnerAudit': { args: [12], url: 'admin/partners/12/audit' },
  'admin.partnerUsers': { args: [12], url: 'admin/partners/12/users' },
  'admin.partnerUser': { args: [12, 34], url: 'admin/partners/12/users/34' },
  'admin.stayPhotos': { args: [1501], url: 'admin/stays/goods/1501/photos' },
  'admin.stayPhoto': { args: [1501, 9], url: 'admin/stays/goods/1501/photos/9' },
  'admin.tour': { args: [2301], url: 'admin/tours/items/2301' },
  'admin.tourStatus': { args: [2301], url: 'admin/tours/items/2301/status' },
  'admin.tourAudit': { args: [2301], url: 'admin/tours/items/2301/audit' },
  'admin.tourPhotos': { args: [2301], url: 'admin/tours/items/2301/photos' },
  'admin.tourPhoto': { args: [2301, 9], url: 'admin/tours/items/2301/photos/9' },
  'admin.tourOptions': { args: [2301], url: 'admin/tours/items/2301/options' },
  'admin.tourOption': { args: [2301, 41], url: 'admin/tours/items/2301/options/41' },
  'admin.hotel': { args: [100045], url: 'admin/hotels/properties/100045' },
  'admin.hotelStatus': { args: [100045], url: 'admin/hotels/properties/100045/status' },
  'admin.hotelAudit': { args: [100045], url: 'admin/hotels/properties/100045/audit' },
  'admin.hotelPhotos': { args: [100045], url: 'admin/hotels/properties/100045/photos' },
  'admin.hotelPhoto': { args: [100045, 9], url: 'admin/hotels/properties/100045/photos/9' },
  'admin.hotelRooms': { args: [100045], url: 'admin/hotels/properties/100045/rooms' },
  'admin.hotelRoom': { args: [100045, 41], url: 'admin/hotels/properties/100045/rooms/41' },
  'admin.hotelMemos': { args: [100045], url: 'admin/hotels/properties/100045/memos' },
  'admin.hotelFacilities': { args: [100045], url: 'admin/hotels/properties/100045/facilities' },
  'admin.hotelRoomFacilities': { args: [100045, 41], url: 'admin/hotels/properties/100045/rooms/41/facilities' },
  'admin.stayFacilities': { args: [1501], url: 'admin/stays/goods/1501/facilities' },
  'admin.stayRoomFacilities': { args: [1501, 7], url: 'admin/stays/goods/1501/rooms/7/facilities' },
  'admin.facility': { args: [3], url: 'admin/facilities/3' },
  'admin.category': { args: [4], url: 'admin/categories/4' },
  'admin.cityCategories': { args: ['002003001'], url: 'admin/cities/002003001/categories' },
  'chat.channel': { args: ['c7Hq2x'], url: 'chat/channels/c7Hq2x' },
  'chat.messages': { args: ['c7Hq2x'], url: 'chat/channels/c7Hq2x/messages' },
  'chat.images': { args: ['c7Hq2x'], url: 'chat/channels/c7Hq2x/images' },
  'root.sitemapFile': { args: ['stays-2.xml'], url: '/sitemaps/stays-2.xml' },
};

/** Every entry of a path table with its dotted name; an entry is what has a pattern. */
function entries(table: object, prefix = ''): [string, ApiPath][] {
  return Object.entries(table).flatMap(([key, value]: [string, unknown]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && 'pattern' in value) return [[name, value as ApiPath]];
    return typeof value === 'object' && value !== null ? entries(value, name) : [];
  });
}

/** A pattern as Fastify reads it: `:name` is one path segment. Returns the segments a URL gives each parameter. */
function matchPattern(pattern: string, url: string): string[] | null {
  const patternSegments = pattern.split('/');
  const urlSegments = url.split('/');
  if (patternSegments.length !== urlSegments.length) return null;
  const params: string[] = [];
  for (const [i, segment] of patternSegments.entries()) {
    const actual = urlSegments[i]!;
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      params.push(actual);
    } else if (segment !== actual) return null;
  }
  return params;
}

const all = [...entries(apiPaths), ...entries(rootPaths).map(([name, path]) => [`root.${name}`, path] as [string, ApiPath])];
const call = (path: ApiPath, args: readonly (string | number)[]) => (path.href as (...a: readonly (string | number)[]) => string)(...args);

describe('API paths', () => {
  it('has sample arguments for exactly the addresses that take arguments', () => {
    const withParams = all.filter(([, path]) => path.pattern.includes(':')).map(([name]) => name);
    expect(withParams.sort()).toEqual(Object.keys(samples).sort());
  });

  it.each(all)('%s: href gives the sample URL, which its pattern matches with each argument in its own segment', (name, path) => {
    const sample = samples[name] ?? { args: [], url: path.pattern };
    const href = call(path, sample.args);
    expect(href).toBe(sample.url);
    expect(matchPattern(path.pattern, href)).toEqual(sample.args.map(String));
  });

  it('writes fixed addresses and the routes outside /api/v2 as the spec has them', () => {
    expect(apiPaths.stays.search.href()).toBe('stay/search');
    expect(apiPaths.wishes.stays.href()).toBe('main/stays/wishList');
    expect(apiPaths.search.stayCityLog.href()).toBe('common/notification/stay/log');
    expect(rootPaths.health.href()).toBe('/healthz');
    expect(rootPaths.accessToken.href()).toBe('/cust/ajax/ajax_set_access_token.php');
  });

  /**
   * Fixed addresses the spec names under a parametric one (admin/bookings/xls beside admin/bookings/{bookNo}):
   * the router takes a static segment first, and the parameter's own schema (a number) refuses the word anyway.
   */
  const SHADOWED: Record<string, readonly string[]> = {
    'admin.bookingsXls': ['admin.booking'],
    'admin.staysXls': ['admin.stay'],
    'admin.staysStatus': ['admin.stay'],
    'admin.toursXls': ['admin.tour'],
    'admin.toursStatus': ['admin.tour'],
    'admin.hotelsXls': ['admin.hotel'],
    'admin.hotelsStatus': ['admin.hotel'],
    'admin.facilitiesOrder': ['admin.facility'],
    'admin.categoriesOrder': ['admin.category'],
    'reviews.minda': ['reviews.stay'],
    'reviews.photos': ['reviews.review'],
    'reviews.manager': ['reviews.review'],
    'reviews.parity': ['reviews.review'],
    'reviews.nonReviewCheck': ['reviews.review'],
    'reviews.firstReviewCheck': ['reviews.review'],
  };

  it('has no two patterns of the same shape, and each sample URL matches only its own pattern', () => {
    const shapes = all.map(([, path]) => path.pattern.replace(/:\w+/g, ':'));
    expect(new Set(shapes).size).toBe(shapes.length);
    for (const [name, path] of all) {
      const href = call(path, samples[name]?.args ?? []);
      const matching = all.filter(([other, o]) => matchPattern(o.pattern, href) !== null && !SHADOWED[name]?.includes(other)).map(([other]) => other);
      expect(matching, href).toEqual([name]);
    }
  });
});
