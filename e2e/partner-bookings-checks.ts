import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { PartnerBooking, StayPreBookingRequest } from '@minda/contracts/bookings';
import { apiPaths, apiUrl, webPaths, type Platform } from '@minda/contracts/paths';
import { BOOKING_STATUS } from '@minda/contracts/rules/bookings';
import type { PartnerBookingStep } from '@minda/contracts/rules/partner-bookings';
import { addCalendarDays, toDateParam } from '@minda/contracts/rules/stay-dates';
import { APPROVED_CARD, payWithCard } from './booking-checks.ts';
import { apiHeaders, expect, loginAs, test } from './fixtures.ts';

/**
 * The partner's booking screens (issue 9, "Partner side"), shared by pc-partner-bookings.spec.ts and
 * mobile-partner-bookings.spec.ts. Both projects run against one server, so neither accepts the seeded
 * request: it is only looked at, and each spec books its own request (on its own dates) of the same stay
 * room as the member, then accepts that one.
 */

const listHref = (platform: Platform, step: PartnerBookingStep) =>
  platform === 'pc' ? webPaths.pc.partnerStayBookings.href(step) : webPaths.mobile.partnerBookings.href({ astep: step });
/** Days ahead of the spec's own booking: apart per platform, so the two never compete for a unit. */
const DAYS_AHEAD: Record<Platform, number> = { pc: 70, mobile: 80 };
const COUNTDOWN = /수락 마감까지 \d{2}:\d{2}:\d{2}/;

const card = (page: Page, bookNo: number) => page.getByRole('article', { name: `예약번호 ${bookNo}` });

async function requestedStayBookings(context: BrowserContext): Promise<PartnerBooking[]> {
  const response = await context.request.get(apiUrl(apiPaths.partner.bookings.href()), {
    params: { productType: 'stay', status: BOOKING_STATUS.requested },
    headers: await apiHeaders(context),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { content: PartnerBooking[] } }).data.content;
}

/** The member books the seeded request's room again on the platform's own dates: a new request for the partner. */
async function bookRequestAsMember(browser: Browser, seeded: PartnerBooking, platform: Platform): Promise<number> {
  const item = seeded.items[0]!;
  // A browser context of its own: the partner stays signed in on the page's context.
  const member = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await loginAs(member, 'member');
    const checkIn = addCalendarDays(new Date(), DAYS_AHEAD[platform]);
    const body: StayPreBookingRequest = {
      goodsNo: Number(seeded.productId),
      roomId: item.roomId!,
      checkInAt: toDateParam(checkIn),
      checkOutAt: toDateParam(addCalendarDays(checkIn, 1)),
      adults: item.adults,
      children: [],
      guest: { name: '김민다', englishName: 'KIM MINDA', phone: '010-2222-3333', email: 'member@example.com' },
      arrivalTime: '15:30',
      requestToHost: `${platform} 파트너 화면 확인용 예약입니다.`,
    };
    const response = await member.request.post(apiUrl(apiPaths.bookings.preBookings.href()), {
      data: body,
      headers: { ...(await apiHeaders(member)), 'Idempotency-Key': `e2e-partner-${platform}-${Date.now()}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    const booked = (await response.json()) as { data: { bookNo: number; status: number } };
    expect(booked.data.status).toBe(BOOKING_STATUS.requested);
    return booked.data.bookNo;
  } finally {
    await member.close();
  }
}

/** A member who opens a partner screen is told to sign in with a partner account. */
export async function checkMemberIsTurnedAway(page: Page, platform: Platform) {
  await loginAs(page.context(), 'member');
  await page.goto(listHref(platform, 1));
  await expect(page.getByRole('heading', { name: '파트너 계정으로 로그인해 주세요.' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
}

/**
 * The demo partner sees the seeded request with a countdown, and accepting a request moves it from 예약 요청
 * to 결제 대기, with a toast; then the member pays the deposit and the booking is confirmed.
 */
export async function checkPartnerAcceptsRequest(page: Page, browser: Browser, platform: Platform) {
  await loginAs(page.context(), 'partner');
  const [seeded] = await requestedStayBookings(page.context());
  expect(seeded, 'the seeded request booking of the demo partner').toBeDefined();
  const bookNo = await bookRequestAsMember(browser, seeded!, platform);

  await page.goto(listHref(platform, 1));
  await expect(page.getByRole('link', { name: '예약 요청' })).toHaveAttribute('aria-current', 'page');
  await expect(card(page, seeded!.bookNo).getByRole('timer')).toHaveText(COUNTDOWN);
  const mine = card(page, bookNo);
  await expect(mine).toContainText('김민다');
  await expect(mine).toContainText('010-2222-3333');
  await expect(mine).toContainText(`${platform} 파트너 화면 확인용 예약입니다.`);
  const before = await mine.getByRole('timer').textContent();
  await expect(mine.getByRole('timer')).not.toHaveText(before ?? '');

  await mine.getByRole('button', { name: '수락' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${bookNo}번 예약을 수락했습니다.` })).toBeVisible();
  await expect(mine).toHaveCount(0);

  await page.getByRole('link', { name: '결제 대기' }).click();
  await expect(card(page, bookNo)).toContainText('결제 대기');
  await expect(card(page, bookNo).getByRole('timer')).toHaveCount(0);

  // The member now pays the deposit from the reservation and the booking is confirmed.
  const member = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...(platform === 'mobile' ? { viewport: page.viewportSize() ?? undefined } : {}) });
  try {
    await loginAs(member, 'member');
    const memberPage = await member.newPage();
    await memberPage.goto(platform === 'pc' ? webPaths.pc.reservation.href(bookNo) : webPaths.mobile.reservationView.href(2, bookNo));
    await memberPage.getByRole('button', { name: /^예약금 결제 / }).click();
    await payWithCard(memberPage, APPROVED_CARD);
    await expect(memberPage.getByRole('heading', { name: '예약 확정' })).toBeVisible();
  } finally {
    await member.close();
  }
}
