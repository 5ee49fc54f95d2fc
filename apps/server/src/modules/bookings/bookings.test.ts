import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { bookingHistory, bookings } from '../../db/schema/bookings.ts';
import { accountActor } from '../../platform/audit.ts';
import { rowsOf } from '../../platform/sql.ts';
import { loginAs, visitorHeaders, type CallerHeaders } from '../../test/login-as.ts';
import { manyMembers } from '../../test/many-members.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { transition } from './booking-states.ts';
import { BOOKING_JOBS } from './booking-jobs.ts';
import { markNoShow } from './partner-bookings.service.ts';

/**
 * The bookings core through the real app (issue 9): quotes equal the product pages, pre-bookings hold units
 * idempotently, partners answer requests, the deadline sweeps move what is overdue, and an oversell is
 * impossible even with 200 members at once. Runs on PGlite and PostgreSQL.
 */

const t = setupTestApp();

const DAY_MS = 86_400_000;
const day = (n: number, from = Date.now()) => new Date(from + n * DAY_MS).toISOString().slice(0, 10);
const SOLD_OUT_MESSAGE = '선택하신 객실(상품)이 방금 마감되었습니다. 다른 객실이나 날짜를 선택해 주세요.';
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: '예약 내역을 찾을 수 없습니다.' } };
const GUEST = { guest: { name: '홍길동', englishName: 'HONG GILDONG', phone: '010-1234-5678', email: 'hong@example.com' }, arrivalTime: '16:00', requestToHost: '늦게 도착합니다.' };

type StayFixture = { goodsNo: number; roomId: number; partnerLogin: string };
let instant: StayFixture;
let request: StayFixture;
let hotel: { uuid: string; roomId: number };
let tour: { itemNo: number; optionId: number; soldOutOptionId: number | null };
let member: CallerHeaders;
let otherMember: CallerHeaders;
let memberId: number;
/** A visitor's browser (cookies and XSRF header): the quotes are public POSTs. */
let visitor: CallerHeaders;

async function stayOf(bookType: 'instant' | 'request'): Promise<StayFixture> {
  const rows = rowsOf<StayFixture>(
    await t.db.execute(sql`
      select s.goods_no as "goodsNo", r.id as "roomId", u.login_id as "partnerLogin"
      from stays s join stay_rooms r on r.goods_no = s.goods_no join users u on u.id = s.partner_id
      where s.is_active and ${bookType === 'instant' ? sql`s.book_type = 9` : sql`s.book_type <> 9`}
      order by s.goods_no, r.id limit 1`),
  );
  if (!rows[0]) throw new Error(`no ${bookType} stay in the seed`);
  return rows[0];
}

beforeAll(async () => {
  [instant, request] = await Promise.all([stayOf('instant'), stayOf('request')]);
  hotel = rowsOf<typeof hotel>(await t.db.execute(sql`select property_uuid as uuid, id as "roomId" from hotel_rooms where max_adults >= 2 order by id limit 1`))[0]!;
  tour = rowsOf<typeof tour>(
    await t.db.execute(sql`
      select o.item_no as "itemNo", o.id as "optionId",
        (select z.id from tour_options z where z.item_no = o.item_no and z.price = 0 limit 1) as "soldOutOptionId"
      from tour_options o join tours t on t.item_no = o.item_no where t.is_active and o.price > 0 order by o.id limit 1`),
  )[0]!;
  visitor = await visitorHeaders(t.app);
  const a = await loginAs(t.app, 'member');
  member = a.headers;
  memberId = a.userId;
  otherMember = (await loginAs(t.app, 'traveler01')).headers;
});

const key = () => ({ 'idempotency-key': randomUUID() });
const post = (path: string, headers: CallerHeaders, body: object) => t.app.inject({ method: 'POST', url: apiUrl(path), headers, payload: body });
const stayBody = (s: StayFixture, checkInAt: string, checkOutAt: string, extra: object = {}) => ({ goodsNo: s.goodsNo, roomId: s.roomId, checkInAt, checkOutAt, adults: 1, children: [], ...extra });
/** A fresh idempotency key per call, unless `headers` bring their own (a client resending the same booking). */
const preBook = (s: StayFixture, checkInAt: string, checkOutAt: string, headers: Record<string, string> = member) =>
  post(apiPaths.bookings.preBookings.href(), { ...key(), ...headers }, { ...stayBody(s, checkInAt, checkOutAt), ...GUEST });
const detail = (bookNo: number, headers = member) => t.app.inject({ method: 'GET', url: apiUrl(apiPaths.bookings.booking.href(bookNo)), headers });
const preCheck = async (s: StayFixture, checkInAt: string, checkOutAt: string) =>
  (await post(apiPaths.bookings.preCheck.href(), visitor, stayBody(s, checkInAt, checkOutAt))).json().data as { unitsLeft: number; available: boolean };
/** Runs the deadline sweeps now as the clock says (a scheduled run of an earlier tick may lie further ahead). */
async function sweep(now: Date) {
  for (const name of Object.values(BOOKING_JOBS)) await t.app.jobs.send(name);
  await t.app.jobs.tick({ now });
}
/**
 * A product whose one room has the last unit of a night, first in its results by price: the results and rooms
 * answers offer it from the public cache, stop offering it as soon as `book` holds that unit, and offer it again
 * once the deadline sweep at `sweptAt` frees it. Asked as a visitor's browser, which the cache answers.
 */
async function expectCachedOffersFollowTheHold(o: {
  results: string;
  rooms: string;
  product: { key: 'goodsNo' | 'propertyUuid'; id: number | string; roomId: number };
  book: () => Promise<{ statusCode: number }>;
  sweptAt: Date;
}) {
  t.app.publicCache.clear();
  const get = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: apiUrl(path), headers: visitor });
    expect(res.headers['cache-control'], path).toBe('public, max-age=30, stale-while-revalidate=300');
    return res.json().data;
  };
  const firstOffered = async () => ((await get(o.results)).content as Record<string, unknown>[])[0]?.[o.product.key];
  const unitsLeft = async () => ((await get(o.rooms)).rooms as { roomId: number; unitsLeft: number }[]).find((r) => r.roomId === o.product.roomId)?.unitsLeft;
  const onOffer = [o.product.id, 1];
  expect([await firstOffered(), await unitsLeft()]).toEqual(onOffer);
  expect([await firstOffered(), await unitsLeft()]).toEqual(onOffer);

  expect((await o.book()).statusCode).toBe(200);
  expect(await firstOffered()).not.toBe(o.product.id);
  expect(await unitsLeft()).toBe(0);
  // The deposit is not paid: the sweep (a job, outside any request) expires the hold and frees the night.
  await sweep(o.sweptAt);
  expect([await firstOffered(), await unitsLeft()]).toEqual(onOffer);
}

const statusOf = async (bookNo: number) => (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.bookNo, bookNo)))[0]?.status;

describe('POST stay-book/pre-check', () => {
  it('gives the stay page numbers for the same room, dates and party (a child counts as a guest), with the refund schedule dated', async () => {
    const [checkInAt, checkOutAt] = [day(200), day(203)];
    const res = await post(apiPaths.bookings.preCheck.href(), visitor, stayBody(instant, checkInAt, checkOutAt, { adults: 1, children: [7] }));
    expect(res.statusCode).toBe(200);
    const quote = res.json().data;
    const page = await t.app.inject({ method: 'GET', url: apiUrl(withQuery(apiPaths.stays.rooms.href(instant.goodsNo), { checkInAt, checkOutAt, occupancy: 2 })) });
    const room = page.json().data.rooms.find((r: { roomId: number }) => r.roomId === instant.roomId);
    expect({ total: quote.total, deposit: quote.deposit, payAtProperty: quote.payAtProperty, unitsLeft: quote.unitsLeft, available: quote.available }).toEqual({
      total: room.total,
      deposit: room.deposit,
      payAtProperty: room.payAtProperty,
      unitsLeft: room.unitsLeft,
      available: room.available,
    });
    expect(quote.nights).toBe(3);
    expect(quote.instant).toBe(true);
    expect(quote.refundSchedule.map((r: { until: string; percent: number }) => [r.until, r.percent])).toEqual([
      [day(170), 100],
      [day(185), 70],
      [day(192), 50],
      [day(200), 0],
    ]);
  });

  it('refuses dates in the past with a Korean 400, and an unknown room with 404', async () => {
    const past = await post(apiPaths.bookings.preCheck.href(), visitor, stayBody(instant, day(-5), day(-3)));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('지난 날짜는 선택할 수 없습니다.');
    const unknown = await post(apiPaths.bookings.preCheck.href(), visitor, { ...stayBody(instant, day(200), day(201)), roomId: 999_999 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST stay-book/pre-bookings', () => {
  it('holds an instant stay (3, deposit due within 24 hours), takes its units, and answers a replay with the same booking', async () => {
    const [checkInAt, checkOutAt] = [day(210), day(212)];
    const before = await preCheck(instant, checkInAt, checkOutAt);
    const headers = { ...member, ...key() };
    const body = { ...stayBody(instant, checkInAt, checkOutAt), ...GUEST };
    const first = await post(apiPaths.bookings.preBookings.href(), headers, body);
    expect(first.statusCode).toBe(200);
    const booked = first.json().data;
    expect(booked.status).toBe(3);
    expect(booked.deposit + booked.payAtProperty).toBe(booked.total);
    const hoursToPay = (Date.parse(booked.depositDeadline) - Date.now()) / 3_600_000;
    expect(hoursToPay).toBeGreaterThan(23.9);
    expect(hoursToPay).toBeLessThanOrEqual(24);
    expect((await preCheck(instant, checkInAt, checkOutAt)).unitsLeft).toBe(before.unitsLeft - 1);

    const replay = await post(apiPaths.bookings.preBookings.href(), headers, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.bookNo).toBe(booked.bookNo);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await preCheck(instant, checkInAt, checkOutAt)).unitsLeft).toBe(before.unitsLeft - 1);

    const reused = await post(apiPaths.bookings.preBookings.href(), headers, { ...body, adults: 2 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('needs an Idempotency-Key and a signed-in member', async () => {
    const body = { ...stayBody(instant, day(210), day(211)), ...GUEST };
    const noKey = await post(apiPaths.bookings.preBookings.href(), member, body);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const anonymous = await post(apiPaths.bookings.preBookings.href(), { ...visitor, ...key() }, body);
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a request to the host that a direction override would make the host read otherwise, and holds nothing', async () => {
    const [checkInAt, checkOutAt] = [day(214), day(215)];
    const before = await preCheck(instant, checkInAt, checkOutAt);
    const body = { ...stayBody(instant, checkInAt, checkOutAt), ...GUEST, requestToHost: '체크인은 \u202E시 11 밤\u202C 입니다.' };
    const res = await post(apiPaths.bookings.preBookings.href(), { ...member, ...key() }, body);
    expect([res.statusCode, res.json().error.message]).toEqual([400, '글자 방향을 바꾸는 특수 문자나 깨진 글자는 쓸 수 없습니다.']);
    expect((await preCheck(instant, checkInAt, checkOutAt)).unitsLeft).toBe(before.unitsLeft);
  });

  it('answers 409 SOLD_OUT with the Korean message when the nights are gone, and holds nothing', async () => {
    const [checkInAt, checkOutAt] = [day(220), day(222)];
    await t.db.execute(sql`insert into stay_room_nights (room_id, night, units_available, price)
      select id, ${day(221)}::date, 0, price from stay_rooms where id = ${instant.roomId}
      on conflict (room_id, night) do update set units_available = 0`);
    const res = await preBook(instant, checkInAt, checkOutAt);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'SOLD_OUT', message: SOLD_OUT_MESSAGE } });
    const nights = rowsOf<{ units: number }>(await t.db.execute(sql`select units_available::int as units from stay_room_nights where room_id = ${instant.roomId} and night = ${checkInAt}::date`));
    // The first night was not touched: either no row, or the one the seed had.
    expect(nights.every((n) => n.units >= 0)).toBe(true);
    expect((await preCheck(instant, checkInAt, day(221))).available).toBe(true);
  });

  it('sends a request stay to the partner (1) with 24 hours to answer', async () => {
    const res = await preBook(request, day(230), day(232));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 1, depositDeadline: null });
    const d = (await detail(res.json().data.bookNo)).json().data;
    const hours = (Date.parse(d.acceptDeadline) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(d.view).toBe(1);
  });
});

describe('200 members after the last unit', () => {
  it('gives the unit to exactly one; 199 get 409 SOLD_OUT, none a 5xx, and the night never goes below zero', async () => {
    const [checkInAt, checkOutAt] = [day(240), day(241)];
    await t.db.execute(sql`insert into stay_room_nights (room_id, night, units_available, price)
      select id, ${checkInAt}::date, 1, price from stay_rooms where id = ${instant.roomId}
      on conflict (room_id, night) do update set units_available = 1`);
    const members = await manyMembers(t.app, t.db, 200);
    // On a busy machine the embedded database's fair queue sheds what waited over its limit (503, Retry-After,
    // before any handler ran): each member's client then sends the same booking again, with the same key.
    const answers = await Promise.all(
      members.map(async (m) => {
        const headers = { ...m.headers, ...key() };
        const send = () => preBook(instant, checkInAt, checkOutAt, headers);
        let answer = await send();
        for (let tries = 1; answer.statusCode === 503 && answer.headers['retry-after'] && tries < 20; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
          answer = await send();
        }
        return answer;
      }),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().error.code === 'SOLD_OUT')).toBe(true);
    const [night] = rowsOf<{ units: number }>(await t.db.execute(sql`select units_available::int as units from stay_room_nights where room_id = ${instant.roomId} and night = ${checkInAt}::date`));
    expect(night?.units).toBe(0);
  }, 120_000);
});

describe('GET stay-book/bookings and bookings/{bookNo}', () => {
  it('shows the member their booking with its schedule, actions and history; another member gets 404', async () => {
    const { bookNo } = (await preBook(instant, day(250), day(252))).json().data;
    const res = await detail(bookNo);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ bookNo, status: 3, statusLabel: '결제 대기', view: 2, productType: 'stay', productId: String(instant.goodsNo), host: null, voucherCode: null });
    expect(d.actions).toEqual({ canPay: true, canCancel: true, canReview: false, canInquire: true });
    expect(d.cancelPreview).toEqual({ percent: 100, refund: 0, fee: 0 });
    expect(d.guest).toEqual(GUEST.guest);
    expect(d.items).toHaveLength(1);
    expect(d.history).toMatchObject([{ from: null, to: 3, by: 'guest' }]);
    expect(d.refundSchedule[0]).toMatchObject({ until: day(220), percent: 100, refund: d.deposit });

    expect((await detail(bookNo, otherMember)).json()).toEqual(NOT_FOUND);
    expect((await detail(bookNo, otherMember)).statusCode).toBe(404);

    const list = await t.app.inject({ method: 'GET', url: apiUrl(withQuery(apiPaths.bookings.list.href(), { tab: 'upcoming' })), headers: member });
    expect(list.json().data.content.map((b: { bookNo: number }) => b.bookNo)).toContain(bookNo);
    const theirs = await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.bookings.list.href()), headers: otherMember });
    expect(theirs.json().data.content.map((b: { bookNo: number }) => b.bookNo)).not.toContain(bookNo);
  });
});

describe('partner answers', () => {
  it('accepts a request (1 -> 3, deposit deadline set), refuses a second accept with 409, and hides it from other partners (404)', async () => {
    const { bookNo } = (await preBook(request, day(260), day(262))).json().data;
    const owner = (await loginAs(t.app, request.partnerLogin)).headers;
    const stranger = (await loginAs(t.app, request.partnerLogin === 'partner' ? 'host001' : 'partner')).headers;

    const notTheirs = await post(apiPaths.partner.accept.href(bookNo), stranger, {});
    expect(notTheirs.statusCode).toBe(404);

    const list = await t.app.inject({ method: 'GET', url: apiUrl(withQuery(apiPaths.partner.bookings.href(), { productType: 'stay', status: 1 })), headers: owner });
    const listed = list.json().data.content.find((b: { bookNo: number }) => b.bookNo === bookNo);
    expect(listed).toMatchObject({ guestName: '홍길동', requestToHost: '늦게 도착합니다.', status: 1 });

    const accepted = await post(apiPaths.partner.accept.href(bookNo), owner, {});
    expect(accepted.json().data).toEqual({ bookNo, status: 3, statusLabel: '결제 대기' });
    expect((await detail(bookNo)).json().data.depositDeadline).not.toBeNull();
    const again = await post(apiPaths.partner.accept.href(bookNo), owner, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('현재 예약 상태에서는 할 수 없는 요청입니다.');
    expect(await statusOf(bookNo)).toBe(3);
  });

  it('declines for a double booking (-49, view 9) and gives the units back', async () => {
    const [checkInAt, checkOutAt] = [day(270), day(272)];
    const before = await preCheck(request, checkInAt, checkOutAt);
    const { bookNo } = (await preBook(request, checkInAt, checkOutAt)).json().data;
    expect((await preCheck(request, checkInAt, checkOutAt)).unitsLeft).toBe(before.unitsLeft - 1);
    const owner = (await loginAs(t.app, request.partnerLogin)).headers;
    const res = await post(apiPaths.partner.decline.href(bookNo), owner, { reason: 'double_booking' });
    expect(res.json().data).toEqual({ bookNo, status: -49, statusLabel: '예약 불가(중복 예약)' });
    expect((await preCheck(request, checkInAt, checkOutAt)).unitsLeft).toBe(before.unitsLeft);
    const d = (await detail(bookNo)).json().data;
    expect(d.view).toBe(9);
    expect(d.items[0].available).toBe(false);
    const cancelled = await t.app.inject({ method: 'GET', url: apiUrl(withQuery(apiPaths.bookings.list.href(), { tab: 'cancelled' })), headers: member });
    expect(cancelled.json().data.content.map((b: { bookNo: number }) => b.bookNo)).toContain(bookNo);
  });

  it('marks a no-show only once the start date has passed at the property (9 -> -79)', async () => {
    const [checkInAt, checkOutAt] = [day(280), day(281)];
    const { bookNo } = (await preBook(instant, checkInAt, checkOutAt)).json().data;
    await t.db.transaction((tx) => transition(tx, bookNo, 'confirmPayment', { kind: 'system', id: null }));
    const owner = (await loginAs(t.app, instant.partnerLogin)).headers;
    const early = await post(apiPaths.partner.noShow.href(bookNo), owner, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('노쇼는 이용일이 지난 뒤에 처리할 수 있습니다.');
    const [partner] = rowsOf<{ id: number }>(await t.db.execute(sql`select partner_id as id from bookings where book_no = ${bookNo}`));
    const onTheDay = markNoShow(t.db, accountActor('partner', partner!.id, 'partner'), bookNo, new Date(Date.parse(`${checkInAt}T12:00:00Z`)));
    await expect(onTheDay).rejects.toMatchObject({ statusCode: 409 });
    const state = await markNoShow(t.db, accountActor('partner', partner!.id, 'partner'), bookNo, new Date(Date.parse(`${checkOutAt}T12:00:00Z`)));
    expect(state.status).toBe(-79);
    expect((await detail(bookNo)).json().data.view).toBe(12);
  });
});

describe('deadline sweeps', () => {
  it('expires an unpaid stay after its deposit deadline (-29, units back), once', async () => {
    const [checkInAt, checkOutAt] = [day(290), day(292)];
    const before = await preCheck(instant, checkInAt, checkOutAt);
    const { bookNo } = (await preBook(instant, checkInAt, checkOutAt)).json().data;
    await sweep(new Date(Date.now() + 23 * 3_600_000));
    expect(await statusOf(bookNo)).toBe(3);
    const late = new Date(Date.now() + 25 * 3_600_000);
    await sweep(late);
    expect(await statusOf(bookNo)).toBe(-29);
    expect((await preCheck(instant, checkInAt, checkOutAt)).unitsLeft).toBe(before.unitsLeft);
    await sweep(late);
    const history = await t.db.select().from(bookingHistory).where(eq(bookingHistory.bookNo, bookNo));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
      [null, 3, 'guest'],
      [3, -29, 'system'],
    ]);
    expect((await preCheck(instant, checkInAt, checkOutAt)).unitsLeft).toBe(before.unitsLeft);
    expect((await detail(bookNo)).json().data.view).toBe(5);
  });

  it('never leaves a taken room on offer in the cached results and rooms: they drop with the hold, and again when the sweep frees it', async () => {
    const [checkInAt, checkOutAt] = [day(295), day(296)];
    const { cityCode } = rowsOf<{ cityCode: string }>(await t.db.execute(sql`select city_code as "cityCode" from stays where goods_no = ${instant.goodsNo}`))[0]!;
    // That night the stay has one unit left, of one room, at a price that puts it first by price.
    await t.db.execute(sql`insert into stay_room_nights (room_id, night, units_available, price)
      select id, ${checkInAt}::date, case when id = ${instant.roomId} then 1 else 0 end, 1000 from stay_rooms where goods_no = ${instant.goodsNo}
      on conflict (room_id, night) do update set units_available = excluded.units_available, price = excluded.price`);
    await expectCachedOffersFollowTheHold({
      results: withQuery(apiPaths.stays.search.href(), { cityCode, checkInAt, checkOutAt, occupancy: 1, sort: 'price' }),
      rooms: withQuery(apiPaths.stays.rooms.href(instant.goodsNo), { checkInAt, checkOutAt, occupancy: 1 }),
      product: { key: 'goodsNo', id: instant.goodsNo, roomId: instant.roomId },
      book: () => preBook(instant, checkInAt, checkOutAt),
      sweptAt: new Date(Date.now() + 25 * 3_600_000),
    });
  });

  it('declines a request nobody answered within 24 hours (-39, "기한 내 응답 없음")', async () => {
    const { bookNo } = (await preBook(request, day(300), day(301))).json().data;
    await sweep(new Date(Date.now() + 25 * 3_600_000));
    expect(await statusOf(bookNo)).toBe(-39);
    const d = (await detail(bookNo)).json().data;
    expect(d.history.at(-1)).toMatchObject({ from: 1, to: -39, by: 'system', reason: '기한 내 응답 없음' });
  });
});

describe('v2: hotels and tours', () => {
  it('prices hotel rooms as the hotel page does, holds them for 30 minutes paid in full, and releases them when the hold runs out', async () => {
    const [checkInAt, checkOutAt] = [day(310), day(312)];
    const body = { productType: 'hotel', propertyUuid: hotel.uuid, checkInAt, checkOutAt, items: [{ roomId: hotel.roomId, adults: 2, children: [5] }] };
    const check = (await post(apiPaths.bookings.v2PreCheck.href(), visitor, body)).json().data;
    const page = await t.app.inject({ method: 'GET', url: apiUrl(withQuery(apiPaths.hotels.rooms.href(hotel.uuid), { checkInAt, checkOutAt, occupancy: '2-5' })) });
    const room = page.json().data.rooms.find((r: { roomId: number }) => r.roomId === hotel.roomId);
    expect(check.total).toBe(room.totalPrice);
    expect({ deposit: check.deposit, payAtProperty: check.payAtProperty, nights: check.nights }).toEqual({ deposit: check.total, payAtProperty: 0, nights: 2 });

    const booked = await post(apiPaths.bookings.v2PreBookings.href(), { ...member, ...key() }, { ...body, ...GUEST });
    expect(booked.statusCode).toBe(200);
    const b = booked.json().data;
    expect(b).toMatchObject({ status: 3, total: check.total, deposit: check.total, payAtProperty: 0 });
    const minutes = (Date.parse(b.depositDeadline) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const held = (await post(apiPaths.bookings.v2PreCheck.href(), visitor, body)).json().data;
    expect(held.unitsLeft).toBe(check.unitsLeft - 1);

    await sweep(new Date(Date.now() + 31 * 60_000));
    expect(await statusOf(b.bookNo)).toBe(-29);
    expect((await post(apiPaths.bookings.v2PreCheck.href(), visitor, body)).json().data.unitsLeft).toBe(check.unitsLeft);
  });

  it('never leaves a taken hotel room on offer in the cached results and rooms: they drop with the hold, and again when the sweep frees it', async () => {
    const [checkInAt, checkOutAt] = [day(315), day(316)];
    const { cityId } = rowsOf<{ cityId: number }>(await t.db.execute(sql`select c.id as "cityId" from hotels h join cities c on c.code = h.city_code where h.uuid = ${hotel.uuid}`))[0]!;
    // That night the hotel has one unit left, of one room type, at a rate that puts it first by price.
    await t.db.execute(sql`insert into hotel_room_nights (room_id, night, units_available, base_price)
      select id, ${checkInAt}::date, case when id = ${hotel.roomId} then 1 else 0 end, 1000 from hotel_rooms where property_uuid = ${hotel.uuid}
      on conflict (room_id, night) do update set units_available = excluded.units_available, base_price = excluded.base_price`);
    const body = { productType: 'hotel', propertyUuid: hotel.uuid, checkInAt, checkOutAt, items: [{ roomId: hotel.roomId, adults: 2, children: [] }], ...GUEST };
    await expectCachedOffersFollowTheHold({
      results: withQuery(apiPaths.hotels.search.href(), { cityId, checkInAt, checkOutAt, occupancy: '2', sort: 'price' }),
      rooms: withQuery(apiPaths.hotels.rooms.href(hotel.uuid), { checkInAt, checkOutAt, occupancy: '2' }),
      product: { key: 'propertyUuid', id: hotel.uuid, roomId: hotel.roomId },
      book: () => post(apiPaths.bookings.v2PreBookings.href(), { ...member, ...key() }, body),
      // A hotel hold is paid in full within 30 minutes.
      sweptAt: new Date(Date.now() + 31 * 60_000),
    });
  });

  it('holds tour seats per date and count, and refuses a sold-out option (price 0) with SOLD_OUT', async () => {
    const date = day(320);
    const body = { productType: 'tour', itemNo: tour.itemNo, items: [{ optionId: tour.optionId, date, count: 3 }] };
    const check = (await post(apiPaths.bookings.v2PreCheck.href(), visitor, body)).json().data;
    expect(check.items[0]).toMatchObject({ units: 3, available: true, amount: check.total });
    const booked = await post(apiPaths.bookings.v2PreBookings.href(), { ...member, ...key() }, { ...body, ...GUEST });
    expect(booked.json().data).toMatchObject({ status: 3, total: check.total });
    expect((await post(apiPaths.bookings.v2PreCheck.href(), visitor, body)).json().data.unitsLeft).toBe(check.unitsLeft - 3);

    if (tour.soldOutOptionId !== null) {
      const soldOut = await post(apiPaths.bookings.v2PreBookings.href(), { ...member, ...key() }, { ...body, items: [{ optionId: tour.soldOutOptionId, date, count: 1 }], ...GUEST });
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json().error.code).toBe('SOLD_OUT');
    }
  });
});

describe('my page reservation calls', () => {
  it('counts the member\'s bookings by tab and lists the upcoming ones', async () => {
    const count = await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.mypage.reservationCount.href()), headers: member });
    const current = await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.mypage.reservationCurrent.href()), headers: member });
    const all = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from bookings where member_id = ${memberId}`))[0]!.n;
    const c = count.json().data;
    expect(c.upcoming + c.past + c.cancelled).toBe(all);
    expect(current.json().data).toHaveLength(c.upcoming);
    expect(c.cancelled).toBeGreaterThan(0);
  });
});
