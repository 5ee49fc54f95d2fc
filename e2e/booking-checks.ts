import type { APIRequestContext, Page } from '@playwright/test';
import { HotelPopularCitiesResponseSchema, HotelRoomsResponseSchema, HotelSearchResponseSchema } from '@minda/contracts/hotels';
import { apiPaths, apiUrl, webPaths, withQuery, type Platform } from '@minda/contracts/paths';
import { formatWon } from '@minda/contracts/rules/price';
import { addDaysToDate } from '@minda/contracts/rules/stay-pricing';
import { stayDetailHref } from '@minda/contracts/stay-links';
import { StayRoomsResponseSchema, StaySearchResponseSchema } from '@minda/contracts/stays';
import { TourDetailResponseSchema, TourListResponseSchema } from '@minda/contracts/tours';
import { expect, loginThroughPage } from './fixtures.ts';
import { cspViolationsOn } from './security-checks.ts';

/**
 * Booking flows through the browser: a product page's 예약하기, the booking form (quote, totals before
 * payment, guest, consents), the test gateway's payment page, and the result page. The test gateway's cards
 * (issue 9): 4242 4242 4242 4242 approves, 4000 0000 0000 0002 is declined.
 */
export const APPROVED_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

const PARIS = '001002001';
/** Dates count from the server's (UTC) day, which the seed's inventory is relative to. */
const utcDay = (days: number) => addDaysToDate(new Date().toISOString().slice(0, 10), days);
/** Each flow books its own dates (PC and mobile flows too), so no two take the same units. */
export const DAYS_AHEAD = { instantStay: 41, operatorCancel: 43, declinedStay: 45, requestStay: 49, hotel: 53, tour: 57, discountedStay: 59 } as const;
const MOBILE_SHIFT = 20;
const daysFor = (flow: keyof typeof DAYS_AHEAD, platform: Platform) => DAYS_AHEAD[flow] + (platform === 'mobile' ? MOBILE_SHIFT : 0);

async function getData<T>(request: APIRequestContext, path: string, parse: (json: unknown) => { data: T }): Promise<T> {
  const res = await request.get(apiUrl(path));
  expect(res.status(), path).toBe(200);
  return parse(await res.json()).data;
}

/** A Paris stay that is instant (or takes requests) with a room open for one adult on the dates, and that room. */
async function findStay(request: APIRequestContext, instant: boolean, checkInAt: string, checkOutAt: string) {
  const results = await getData(request, withQuery(apiPaths.stays.search.href(), { cityCode: PARIS, checkInAt, checkOutAt, occupancy: 1, ...(instant ? { instant: true } : {}) }), (j) => StaySearchResponseSchema.parse(j));
  for (const card of results.content.filter((c) => c.available && (c.bookType === 9) === instant)) {
    const rooms = await getData(request, withQuery(apiPaths.stays.rooms.href(card.goodsNo), { checkInAt, checkOutAt, occupancy: 1 }), (j) => StayRoomsResponseSchema.parse(j));
    const room = rooms.rooms.find((r) => r.available);
    if (room) return { goodsNo: card.goodsNo, room };
  }
  throw new Error(`no ${instant ? 'instant' : 'request'} stay open in Paris for ${checkInAt}`);
}

/** Fills the guest and gives the consents on the booking form. */
export async function fillGuest(page: Page) {
  await page.getByLabel('예약자 이름').fill('홍길동');
  await page.getByLabel('영문 이름(여권과 동일)').fill('HONG GILDONG');
  await page.getByLabel('휴대폰 번호').fill('010-1234-5678');
  await page.getByLabel('이메일').fill('hong@example.com');
  await page.getByLabel('전체 동의').check();
}

/** On the test gateway's payment page: the card number, then its 결제하기. */
export async function payWithCard(page: Page, card: string) {
  const cardNumber = page.getByLabel('카드 번호');
  await expect(cardNumber).toBeVisible();
  await cardNumber.fill(card);
  await page.getByRole('button', { name: '결제하기', exact: true }).click();
}

const resultPath = (platform: Platform) => webPaths[platform].bookingResult.path;
const formPath = (platform: Platform) => webPaths[platform].booking.path;

/** The booking form shows the money of the quote before anything is paid. */
async function expectMoney(page: Page, money: { total: number; deposit: number; payAtProperty: number }) {
  const box = page.getByTestId('booking-money');
  await expect(box).toContainText(`총 요금${formatWon(money.total)}`);
  await expect(box).toContainText(formatWon(money.deposit));
  await expect(box).toContainText(`현지에서 결제할 금액${formatWon(money.payAtProperty)}`);
}

/** Opens a stay's page for one adult on its dates and presses 예약하기 of the room. */
async function openStayForm(page: Page, request: APIRequestContext, platform: Platform, instant: boolean, flow: keyof typeof DAYS_AHEAD) {
  const checkInAt = utcDay(daysFor(flow, platform));
  const checkOutAt = addDaysToDate(checkInAt, 2);
  const { goodsNo, room } = await findStay(request, instant, checkInAt, checkOutAt);
  await page.goto(stayDetailHref(platform, goodsNo, { checkInAt, checkOutAt, adults: 1 }));
  await page.getByRole('link', { name: `예약하기: ${room.name}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === formPath(platform));
  await expectMoney(page, room);
  await expect(page.getByRole('table')).toContainText('까지 취소 시');
  return room;
}

/** Books an instant stay on the flow's dates and pays it with the approving card: on the result page, its number and deposit. */
export async function bookPaidInstantStay(page: Page, request: APIRequestContext, platform: Platform, flow: keyof typeof DAYS_AHEAD) {
  const room = await openStayForm(page, request, platform, true, flow);
  await fillGuest(page);
  await page.getByRole('button', { name: `${formatWon(room.deposit)} 결제하기` }).click();
  await payWithCard(page, APPROVED_CARD);
  await expect(page).toHaveURL((url) => url.pathname === resultPath(platform));
  await expect(page.getByRole('heading', { name: '예약 확정' })).toBeVisible();
  return { bookNo: Number(new URL(page.url()).searchParams.get('bookno')), room };
}

/** An instant stay booked and paid with the approving card: the result page confirms it with a voucher. */
export async function checkInstantStayPaid(page: Page, request: APIRequestContext, platform: Platform) {
  const { room } = await bookPaidInstantStay(page, request, platform, 'instantStay');
  await expect(page.getByText('바우처 번호')).toBeVisible();
  await expect(page.getByText(`결제 금액 ${formatWon(room.deposit)}`)).toBeVisible();
  const reservation = platform === 'pc' ? /\/mypage\/v\.my_reservation\.php\?bookno=\d+$/ : /\/m\/1\.0\/grp_mypage\/my_reservation_view_3\.html\?bookno=\d+$/;
  await expect(page.getByRole('link', { name: '예약 내역 보기' })).toHaveAttribute('href', reservation);

  // In my reservations with its voucher; cancelled 41+ days ahead, the whole deposit comes back (first band, 100%).
  await page.getByRole('link', { name: '예약 내역 보기' }).click();
  await expect(page.getByRole('img', { name: /^바우처 QR 코드 / })).toBeVisible();
  await page.getByRole('button', { name: '예약 취소' }).click();
  const dialog = page.getByRole('dialog', { name: '예약을 취소할까요?' });
  await expect(dialog.getByLabel('환불 예정')).toContainText(`환불 비율100%`);
  await expect(dialog.getByLabel('환불 예정')).toContainText(`환불 예정 금액${formatWon(room.deposit)}`);
  await dialog.getByRole('button', { name: '예약 취소하기' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`환불 금액 ${formatWon(room.deposit)}`)).toBeVisible();
}

/**
 * An instant stay paid with a coupon and up to 1,000 points (issue 11): the pay button, the gateway and the reservation
 * charge the deposit less both; cancelled in the free band, what was charged comes back and so do the points
 * (the my-page home shows the balance the form started from).
 */
export async function checkStayPaidWithCouponAndPoints(page: Page, request: APIRequestContext, platform: Platform) {
  const room = await openStayForm(page, request, platform, true, 'discountedStay');
  const pointsField = page.getByLabel(/^포인트 \(보유 /);
  const wonIn = (text: string | null, pattern: RegExp) => Number((pattern.exec(text ?? '')?.[1] ?? '0').replace(/,/g, ''));
  await expect(page.getByText(/^포인트 \(보유 [1-9]/)).toBeVisible();
  const balance = wonIn(await page.getByText(/^포인트 \(보유 /).textContent(), /보유 ([\d,]+)원/);
  expect(balance, 'the demo member holds points').toBeGreaterThanOrEqual(100);

  const coupon = page.getByRole('combobox', { name: /^쿠폰/ });
  await expect.poll(() => coupon.locator('option').count(), { message: 'the demo member has a coupon this stay can use' }).toBeGreaterThan(1);
  // The smallest coupon, so the points still fit under the deposit (100 won is always left to pay).
  const offered = (await coupon.locator('option').allTextContents()).slice(1).map((label) => ({ label, face: wonIn(label, /\(-([\d,]+)원\)$/) }));
  const { label, face } = offered.reduce((a, b) => (b.face < a.face ? b : a));
  await coupon.selectOption({ label });
  const points = Math.min(1000, Math.floor((room.deposit - face - 100) / 100) * 100);
  expect(points, 'points fit under the deposit').toBeGreaterThanOrEqual(100);
  await pointsField.fill(String(points));
  const due = room.deposit - face - points;
  const money = page.getByTestId('booking-money');
  await expect(money).toContainText(`포인트 사용-${formatWon(points)}`);
  await expect(money).toContainText(`지금 결제할 금액 (예약금)${formatWon(due)}`);

  await fillGuest(page);
  await page.getByRole('button', { name: `${formatWon(due)} 결제하기` }).click();
  await expect(page.getByLabel('카드 번호')).toBeVisible();
  await expect(page.locator('body')).toContainText(`결제 금액${formatWon(due)}`);
  await payWithCard(page, APPROVED_CARD);
  await expect(page).toHaveURL((url) => url.pathname === resultPath(platform));
  await expect(page.getByRole('heading', { name: '예약 확정' })).toBeVisible();
  await expect(page.getByText(`결제 금액 ${formatWon(due)}`)).toBeVisible();

  await page.getByRole('link', { name: '예약 내역 보기' }).click();
  await expect(page.locator('body')).toContainText(`-${formatWon(face)}`);
  await expect(page.locator('body')).toContainText(`포인트 사용-${formatWon(points)}`);
  await page.getByRole('button', { name: '예약 취소' }).click();
  const dialog = page.getByRole('dialog', { name: '예약을 취소할까요?' });
  await expect(dialog.getByLabel('환불 예정')).toContainText(`환불 예정 금액${formatWon(due)}`);
  await dialog.getByRole('button', { name: '예약 취소하기' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`환불 금액 ${formatWon(due)}`)).toBeVisible();

  await page.goto(webPaths[platform].mypage.href());
  await expect(page.getByRole('definition').filter({ hasText: formatWon(balance).replace('원', 'P') }).first()).toBeVisible();
}

/** A declined card: the result page says 결제 실패 and offers to pay again. */
export async function checkDeclinedCard(page: Page, request: APIRequestContext, platform: Platform) {
  const room = await openStayForm(page, request, platform, true, 'declinedStay');
  await fillGuest(page);
  await page.getByRole('button', { name: `${formatWon(room.deposit)} 결제하기` }).click();
  await payWithCard(page, DECLINED_CARD);
  await expect(page).toHaveURL((url) => url.pathname === resultPath(platform));
  await expect(page.getByRole('heading', { name: '결제 실패' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 결제하기' })).toBeEnabled();
}

/** A stay that takes requests: nothing is paid, the request is received and links to the reservation. */
export async function checkRequestStay(page: Page, request: APIRequestContext, platform: Platform) {
  await openStayForm(page, request, platform, false, 'requestStay');
  await fillGuest(page);
  await page.getByRole('button', { name: '예약 요청하기' }).click();
  await expect(page.getByText('예약 요청이 접수되었습니다. 호스트가 24시간 안에 수락하면 결제할 수 있습니다.')).toBeVisible();
  const reservation = platform === 'pc' ? /\/mypage\/v\.my_reservation\.php\?bookno=\d+$/ : /\/m\/1\.0\/grp_mypage\/my_reservation_view_1\.html\?bookno=\d+$/;
  await expect(page.getByRole('link', { name: '예약 내역 보기' })).toHaveAttribute('href', reservation);
  await expect(page).toHaveURL((url) => url.pathname === formPath(platform));
}

/** A hotel room for two adults booked and paid in full: 예약 확정. */
export async function checkHotelPaid(page: Page, request: APIRequestContext, platform: Platform) {
  const city = (await getData(request, apiPaths.hotels.popularCities.href(), (j) => HotelPopularCitiesResponseSchema.parse(j)))[0]!;
  const checkInAt = utcDay(daysFor('hotel', platform));
  const checkOutAt = addDaysToDate(checkInAt, 2);
  const dates = { checkInAt, checkOutAt };
  const hotels = await getData(request, withQuery(apiPaths.hotels.search.href(), { cityId: city.cityId, ...dates, occupancy: ['2'] }), (j) => HotelSearchResponseSchema.parse(j));
  let chosen: { uuid: string; name: string; total: number } | null = null;
  for (const hotel of hotels.content.filter((h) => h.totalPrice !== null)) {
    const rooms = await getData(request, withQuery(apiPaths.hotels.rooms.href(hotel.propertyUuid), { ...dates, occupancy: ['2'] }), (j) => HotelRoomsResponseSchema.parse(j));
    const offer = rooms.rooms.find((r) => r.available && r.totalPrice !== null);
    if (offer) {
      chosen = { uuid: hotel.propertyUuid, name: offer.name, total: offer.totalPrice! };
      break;
    }
  }
  expect(chosen, 'a hotel with an open room').not.toBeNull();
  await page.goto(webPaths.pc.hotelDetail.href(chosen!.uuid, { ...dates, occupancy: ['2'] }));
  await page.getByRole('link', { name: `예약하기: ${chosen!.name}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === formPath(platform));
  await expectMoney(page, { total: chosen!.total, deposit: chosen!.total, payAtProperty: 0 });
  await fillGuest(page);
  await page.getByRole('button', { name: `${formatWon(chosen!.total)} 결제하기` }).click();
  await payWithCard(page, APPROVED_CARD);
  await expect(page).toHaveURL((url) => url.pathname === resultPath(platform));
  await expect(page.getByRole('heading', { name: '예약 확정' })).toBeVisible();
}

/** A Paris tour option on a date for two people, paid in full: 예약 확정, linked to the tour reservation page. */
export async function checkTourPaid(page: Page, request: APIRequestContext, platform: Platform) {
  const list = await getData(request, withQuery(apiPaths.tours.list.href(), { category: PARIS }), (j) => TourListResponseSchema.parse(j));
  const item = list.content.find((t) => t.salePrice > 0);
  expect(item, 'a Paris tour on sale').toBeDefined();
  const tour = await getData(request, apiPaths.tours.item.href(item!.itemNo), (j) => TourDetailResponseSchema.parse(j));
  const option = tour.options.find((o) => !o.soldOut)!;
  const total = option.price * 2;
  await page.goto(webPaths[platform].tourDetail.href(tour.itemNo));
  await page.getByRole('radio', { name: new RegExp(option.name.replace(/[()]/g, '\\$&')) }).check();
  await page.getByLabel('이용 날짜').fill(utcDay(daysFor('tour', platform)));
  await page.getByRole('button', { name: '인원 늘리기' }).click();
  await page.getByRole('link', { name: '예약하기' }).click();
  await expect(page).toHaveURL((url) => url.pathname === formPath(platform));
  await expectMoney(page, { total, deposit: total, payAtProperty: 0 });
  await expect(page.getByTestId('booking-product')).toContainText(`${option.name} · ${utcDay(daysFor('tour', platform))} · 2명`);
  await fillGuest(page);
  await page.getByRole('button', { name: `${formatWon(total)} 결제하기` }).click();
  await payWithCard(page, APPROVED_CARD);
  await expect(page).toHaveURL((url) => url.pathname === resultPath(platform));
  await expect(page.getByRole('heading', { name: '예약 확정' })).toBeVisible();
  const reservation = platform === 'pc' ? /\/mypage\/my_tg_reserve_view\.php\?bookno=\d+$/ : /\/m\/1\.0\/tg_mypage\/view\.html\?bookno=\d+$/;
  await expect(page.getByRole('link', { name: '예약 내역 보기' })).toHaveAttribute('href', reservation);
}

/** A visitor who presses 예약하기 logs in and lands on the same form, the choice kept. */
export async function checkVisitorLogsInAndComesBack(page: Page, request: APIRequestContext, platform: Platform) {
  // Nothing is booked: the same dates as the paid flow are fine.
  const checkInAt = utcDay(daysFor('instantStay', platform) + 1);
  const checkOutAt = addDaysToDate(checkInAt, 2);
  const { goodsNo, room } = await findStay(request, true, checkInAt, checkOutAt);
  const form = webPaths[platform].booking.href({ type: 'stay', goodsNo, roomId: room.roomId, checkInAt, checkOutAt, adults: 1, total: room.total });
  await page.goto(form);
  // Each platform's own login page (issue 55: the mobile form no longer sends to the PC login).
  const loginPath = platform === 'mobile' ? webPaths.mobile.login.path : webPaths.member.login.path;
  await expect(page).toHaveURL((url) => url.pathname === loginPath);
  await loginThroughPage(page, form);
  await expectMoney(page, room);
}

/**
 * The booking form validates with zod under the Content-Security-Policy without a violation (zod's eval
 * probe is off, lib/zod-jitless.ts). The quote is answered by the page itself: only the browser side is
 * under test here.
 */
export async function checkFormValidatesUnderCsp(page: Page, platform: Platform) {
  await page.route(`**${apiUrl(apiPaths.bookings.preCheck.href())}`, (route) =>
    route.fulfill({
      json: { data: { available: true, unitsLeft: 2, nights: 2, total: 100000, deposit: 10000, payAtProperty: 90000, depositDeadline: '2030-01-01T00:00:00Z', refundSchedule: [{ until: '2030-03-09', percent: 100, refund: 10000 }] } },
    }),
  );
  const form = webPaths[platform].booking.href({ type: 'stay', goodsNo: 1001, roomId: 1, checkInAt: '2030-03-10', checkOutAt: '2030-03-12', adults: 1 });
  const violations = await cspViolationsOn(page, form, (p) => p.getByTestId('booking-money'));
  await page.getByLabel('영문 이름(여권과 동일)').fill('홍길동');
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '10,000원 결제하기' }).click();
  await expect(page.getByText('영문 이름은 여권과 같은 영문 대문자로 입력해 주세요. (예: HONG GILDONG)')).toBeVisible();
  violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
  expect(violations).toEqual([]);
}
