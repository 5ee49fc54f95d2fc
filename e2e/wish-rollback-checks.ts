import type { Locator, Page, Request, Route } from '@playwright/test';
import { apiPaths, apiUrl, webPaths, type Platform } from '@minda/contracts/paths';
import { expect, loginAs, test } from './fixtures.ts';
import { dismissHomePopups } from './home-popups.ts';

/**
 * Wish hearts on the homes when the server fails (spec 1 §4.1, issue 3): the heart and the count change at
 * once, a failed call puts both back without any message, and a call that succeeds is still there after a
 * reload. Shared by pc-wish-rollback.spec.ts and mobile-wish-rollback.spec.ts.
 */

const HOME: Record<Platform, string> = { mobile: webPaths.mobile.home.href(), pc: webPaths.pc.home.href() };
const WISH_APIS = [apiUrl(apiPaths.wishes.stays.href()), apiUrl(apiPaths.wishes.tours.href())];

type Kind = 'stay' | 'tour';
const section = (page: Page, kind: Kind) => page.getByRole('region', { name: kind === 'stay' ? '민다 추천 한인민박' : '추천 투어·티켓' });
const wishCount = async (card: Locator) => Number(((await card.getByText(/^찜 [\d,]+$/).textContent()) ?? '').replace(/\D/g, ''));
const isWishCall = (request: Request) =>
  (request.method() === 'POST' || request.method() === 'DELETE') && WISH_APIS.some((api) => new URL(request.url()).pathname.startsWith(api));

/** Logs the demo member in through the API and lands on the platform's home with both lists shown. */
export async function openHomeAsMember(page: Page, platform: Platform) {
  const home = HOME[platform];
  // The mobile home's popup queue has its own spec; here it has been dismissed before, as a returning member would.
  if (platform === 'mobile') await dismissHomePopups(page.context(), page.request, test.info().project.use.baseURL!);
  await loginAs(page.context(), 'member');
  await page.goto(home);
  await waitForLists(page);
}

async function waitForLists(page: Page) {
  await expect(section(page, 'stay').getByRole('tabpanel').locator('[data-product]').first()).toBeVisible();
  await expect(section(page, 'tour').locator('[data-product]').first()).toBeVisible();
}

/** The card of a product found again by its id, so it is the same card whatever its heart shows. */
async function pickCard(page: Page, kind: Kind, wished: boolean): Promise<Locator> {
  const list = kind === 'stay' ? section(page, kind).getByRole('tabpanel') : section(page, kind);
  const heartName = wished ? '찜 해제' : '찜하기';
  const candidate = list.locator(`[data-product^="${kind}-"]`).filter({ has: page.getByRole('button', { name: heartName, exact: true }) }).first();
  await expect(candidate).toBeVisible();
  const id = await candidate.getAttribute('data-product');
  return list.locator(`[data-product="${id}"]`);
}

async function expectHeart(card: Locator, wished: boolean, count: number) {
  const heart = card.getByRole('button', { name: wished ? '찜 해제' : '찜하기', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', String(wished));
  await expect(card.getByText(/^찜 [\d,]+$/)).toHaveText(`찜 ${new Intl.NumberFormat('ko-KR').format(count)}`);
}

/**
 * Makes the next wish calls (POST or DELETE, stays and tours) wait until released, then answer 500 with the
 * API's error body, so the test can see the optimistic state before the failure arrives.
 */
async function failWishCalls(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    if (!isWishCall(route.request())) return route.fallback();
    await gate;
    await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: '일시적인 오류가 발생했습니다.' } } });
  };
  await page.route('**/api/v2/**', handler);
  return {
    release,
    stop: async () => {
      release();
      await page.unroute('**/api/v2/**', handler);
    },
  };
}

/** Nothing tells the member about the failure: no alert, no toast, no login prompt, no navigation. */
async function expectNoMessage(page: Page, dialogs: string[], url: string) {
  expect(dialogs, 'alerts shown').toEqual([]);
  await expect(page.getByRole('button', { name: '알림 닫기' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(page.url()).toBe(url);
}

function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

/** Taps the heart while the server is failing: flip at once, then back to the earlier state, quietly. */
async function tapWhileFailing(page: Page, card: Locator, wished: boolean, dialogs: string[]) {
  const before = await wishCount(card);
  const url = page.url();
  const failing = await failWishCalls(page);
  try {
    const called = page.waitForRequest(isWishCall);
    await card.getByRole('button', { name: wished ? '찜 해제' : '찜하기', exact: true }).click();
    await called;
    // The call is still pending: the view has already changed.
    await expectHeart(card, !wished, before + (wished ? -1 : 1));
    const failed = page.waitForResponse((r) => isWishCall(r.request()));
    failing.release();
    expect((await failed).status()).toBe(500);
    await expectHeart(card, wished, before);
    await expectNoMessage(page, dialogs, url);
  } finally {
    await failing.stop();
  }
  return before;
}

/** A member's stay heart and tour heart with the wish calls failing: both roll back and nothing is saved. */
export async function checkFailedWishesRollBack(page: Page, platform: Platform) {
  const dialogs = collectDialogs(page);
  await openHomeAsMember(page, platform);

  const stay = await pickCard(page, 'stay', false);
  const stayCount = await tapWhileFailing(page, stay, false, dialogs);
  const tour = await pickCard(page, 'tour', false);
  const tourCount = await tapWhileFailing(page, tour, false, dialogs);

  // The server kept nothing: after a reload both hearts are still empty with the same counts.
  await page.reload();
  await waitForLists(page);
  await expectHeart(stay, false, stayCount);
  await expectHeart(tour, false, tourCount);
  expect(dialogs).toEqual([]);
}

/**
 * Wishes that succeed stay after a reload; a failed removal of such a wish puts the heart back on; a real
 * removal then restores the starting state (so the demo member's wishes are as they were).
 */
export async function checkSavedWishSurvivesAndFailedRemovalRollsBack(page: Page, platform: Platform) {
  const dialogs = collectDialogs(page);
  await openHomeAsMember(page, platform);
  const cards = { stay: await pickCard(page, 'stay', false), tour: await pickCard(page, 'tour', false) };

  const counts = { stay: 0, tour: 0 };
  for (const kind of ['stay', 'tour'] as const) {
    const card = cards[kind];
    counts[kind] = await wishCount(card);
    const saved = page.waitForResponse((r) => isWishCall(r.request()) && r.request().method() === 'POST');
    await card.getByRole('button', { name: '찜하기', exact: true }).click();
    await expectHeart(card, true, counts[kind] + 1);
    expect((await saved).ok()).toBe(true);
    await expectHeart(card, true, counts[kind] + 1);
  }

  await page.reload();
  await waitForLists(page);
  for (const kind of ['stay', 'tour'] as const) await expectHeart(cards[kind], true, counts[kind] + 1);

  // Removing fails: the hearts empty at once, then fill again with the saved count.
  for (const kind of ['stay', 'tour'] as const) await tapWhileFailing(page, cards[kind], true, dialogs);
  await page.reload();
  await waitForLists(page);
  for (const kind of ['stay', 'tour'] as const) await expectHeart(cards[kind], true, counts[kind] + 1);

  // A removal that succeeds is kept too.
  for (const kind of ['stay', 'tour'] as const) {
    const removed = page.waitForResponse((r) => isWishCall(r.request()) && r.request().method() === 'DELETE');
    await cards[kind].getByRole('button', { name: '찜 해제', exact: true }).click();
    expect((await removed).ok()).toBe(true);
    await expectHeart(cards[kind], false, counts[kind]);
  }
  await page.reload();
  await waitForLists(page);
  for (const kind of ['stay', 'tour'] as const) await expectHeart(cards[kind], false, counts[kind]);
  expect(dialogs).toEqual([]);
}
