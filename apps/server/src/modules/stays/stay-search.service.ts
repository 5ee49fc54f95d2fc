import { nightsOf, perNight, refundText, STAY_DEPOSIT_PERCENT, STAY_REFUND_SCHEDULE } from '@minda/contracts/rules/stay-pricing';
import type { StayProperty, StayRoomsResult, StaySearchCard, StaySearchQuery, StaySearchResult } from '@minda/contracts/stays';
import { isInstantBooking } from '@minda/contracts/rules/stay-booking';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { orderByIds } from '../../platform/lists.ts';
import { findStaysByGoodsNos } from './stay-lists.repository.ts';
import { checkedStayDates, quoteStay, STAY_NOT_FOUND, utcToday } from './stay-pricing.ts';
import { findCityName, findProperty, findRooms, findStayResults } from './stay-search.repository.ts';
import type { Caller } from '../../platform/access.ts';
import { shownTo, type Previewer } from '../../platform/product-preview.ts';
import { facilityChoices, facilityNamesOf, withRoomFacilities } from '../../platform/facility-names.ts';

/**
 * GET stay/search: the stays of a city (or of every city for the home tiles' lists) that can host the party
 * every night of the dates, priced for the stay, filtered, sorted and paged. Without dates: every stay that
 * can host the party, priced for one night from.
 */
export async function searchStays(db: Database, userId: Caller, query: StaySearchQuery, now: Date = new Date()): Promise<StaySearchResult> {
  const dates = query.checkInAt && query.checkOutAt ? checkedStayDates(query.checkInAt, query.checkOutAt, now) : null;
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw badRequest('최저 가격은 최고 가격보다 클 수 없습니다.');
  }
  const nights = dates ? nightsOf(dates.checkInAt, dates.checkOutAt).length : null;
  const [results, cityName] = await Promise.all([
    findStayResults(db, {
      filters: {
        cityCode: query.cityCode,
        instant: query.instant,
        breakfast: query.breakfast,
        minRating: query.minRating,
        roomKind: query.roomKind,
        onSale: query.search_type === 'blowout_sale_minbak',
        offSeasonFrom: query.search_type === 'noseason_sale_minbak' ? utcToday(now) : undefined,
      },
      dates: dates && nights !== null ? { ...dates, nights } : null,
      adults: query.occupancy,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      order: query.sort ?? query.sort_type ?? 'recommended',
      offset: query.page * query.size,
      limit: query.size,
    }),
    query.cityCode ? findCityName(db, query.cityCode) : Promise.resolve(null),
  ]);

  const cards = await findStaysByGoodsNos(db, userId, results.page.map((q) => q.goodsNo));
  const priceOf = new Map(results.page.map((q) => [q.goodsNo, q.price]));
  const content = orderByIds(cards, results.page.map((q) => q.goodsNo), (c) => c.goodsNo).map((card): StaySearchCard => {
    const price = priceOf.get(card.goodsNo)!;
    return {
      // findStaysByGoodsNos selects exactly the card's columns.
      ...card,
      price,
      nightlyPrice: perNight(price, nights ?? 1),
      nights,
      available: dates ? true : null,
    };
  });
  const totalPages = Math.ceil(results.total / query.size);
  return {
    content,
    number: query.page,
    size: query.size,
    totalElements: results.total,
    totalPages,
    last: query.page >= totalPages - 1,
    priceRange: results.priceRange,
    cityName,
    checkInAt: dates?.checkInAt ?? null,
    checkOutAt: dates?.checkOutAt ?? null,
    nights,
    occupancy: query.occupancy,
  };
}

const STAY_REFUND_ROWS = STAY_REFUND_SCHEDULE.map(({ when, percent }) => ({ when, refund: percent > 0 ? `예약금 ${refundText(percent)}` : refundText(percent) }));
const STAY_REFUND_NOTES = [
  '잔금은 현지에서 결제하므로 체크인 전 취소 시 잔금은 청구되지 않습니다.',
  '예약 확정 전(숙소 승인 대기 중) 취소하면 예약금 전액을 돌려드립니다.',
  '숙소 사정으로 예약이 취소되면 예약금 전액을 환불하고 대체 숙소를 안내해 드립니다.',
];

const hhmm = (time: string) => time.slice(0, 5);

/**
 * GET stay/v2/{goodsNo}/property. Facilities are the operator's choice from the catalogue (issue 57), in its order;
 * a stay without any shows what its own facts and room types say, as before the catalogue.
 */
export async function stayProperty(db: Database, userId: Caller, goodsNo: number, previewer: Previewer | null = null): Promise<StayProperty> {
  const [row, rooms, chosen] = await Promise.all([findProperty(db, userId, goodsNo, previewer !== null), findRooms(db, goodsNo), facilityNamesOf(db, facilityChoices.stay, goodsNo)]);
  const shown = row && shownTo(row.sale, previewer);
  if (!row || !shown) throw notFound(STAY_NOT_FOUND);
  const { sale: _sale, ...stay } = row;
  const facilities = chosen.length > 0 ? chosen : [
    '무료 Wi-Fi',
    '한국어 응대',
    '짐 보관',
    ...(stay.hasBreakfast ? ['한식 조식 제공'] : ['공용 주방']),
    ...(isInstantBooking(stay) ? ['즉시예약'] : []),
    ...(rooms.some((r) => r.kind === 'dormitory') ? ['도미토리(침대 단위)'] : []),
    ...(rooms.some((r) => r.kind === 'private') ? ['개인실'] : []),
    ...(rooms.some((r) => r.hasPrivateBathroom) ? ['전용 욕실 객실'] : []),
  ];
  const rules = [
    `체크인 ${hhmm(stay.checkInTime)} 이후, 체크아웃 ${hhmm(stay.checkOutTime)} 이전`,
    `예약금(총 요금의 ${STAY_DEPOSIT_PERCENT}%)은 온라인으로 결제하고, 잔금은 체크인 때 숙소에 직접 결제합니다.`,
    '실내 전 구역 금연이며, 밤 10시 이후에는 다른 손님을 위해 조용히 해 주세요.',
    ...(rooms.some((r) => r.kind === 'dormitory') ? ['도미토리는 표시된 성별만 이용할 수 있습니다.'] : []),
    '체크인 때 예약자 본인의 여권을 확인합니다.',
  ];
  return {
    ...stay,
    checkInTime: hhmm(stay.checkInTime),
    checkOutTime: hhmm(stay.checkOutTime),
    facilities,
    rules,
    refundPolicy: { rows: STAY_REFUND_ROWS, notes: STAY_REFUND_NOTES },
    depositPercent: STAY_DEPOSIT_PERCENT,
    ...shown,
  };
}

/** GET stay/v2/{goodsNo}/property/rooms: the stay's quote (stay-pricing.ts) for the dates and party. */
export async function stayRooms(
  db: Database,
  goodsNo: number,
  query: { checkInAt?: string | undefined; checkOutAt?: string | undefined; occupancy: number },
  previewer: Previewer | null = null,
  now: Date = new Date(),
): Promise<StayRoomsResult> {
  if (!query.checkInAt || !query.checkOutAt) throw badRequest('체크인과 체크아웃 날짜를 선택해 주세요.');
  const quote = await quoteStay(db, goodsNo, { checkInAt: query.checkInAt, checkOutAt: query.checkOutAt, adults: query.occupancy }, now, previewer);
  return { ...quote, rooms: await withRoomFacilities(db, facilityChoices.stayRoom, quote.rooms) };
}
