import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { DEMO_MEMBER, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Tours and tickets in the catalogue (issue 57): a catalogue operator registers an item for a tour partner as a
 * draft, gives it an option and a photo, puts it on sale (its page, on PC and mobile, and a suggestion of two
 * syllables show it at once) and takes it off sale with a reason (its page answers 404); its record keeps each step;
 * the list's bulk action puts it back on sale.
 */

/** A 1×1 PNG: the server re-encodes what it takes, so any real image does. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

test('PC back office: a catalogue operator registers, fills, publishes and suspends a tour', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const name = `구름정원 야경 투어 ${Date.now().toString(36).slice(-4)}`;
  await page.goto(webPaths.admin.login.href(webPaths.admin.tours.href()));
  await page.getByLabel('아이디').fill('catalogue-admin');
  await page.getByLabel('비밀번호').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '투어·티켓 관리' })).toBeVisible();
  await expect(page.getByRole('table', { name: '투어·티켓 목록' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: '새 상품 등록' }).click();
  const form = page.getByRole('form', { name: '투어·티켓 등록' });
  await form.getByLabel('파트너').selectOption({ index: 1 });
  await form.getByLabel('도시').selectOption({ label: '파리' });
  await form.getByLabel('상품 유형').selectOption({ label: '투어' });
  await form.getByLabel('소요 시간').fill('약 3시간');
  await form.getByLabel('만나는 장소').fill('아베스역 2번 출구');
  await form.getByRole('button', { name: '작성 중으로 등록' }).click();
  await expect(form.getByText('상품 이름을(를) 입력해 주세요.')).toBeVisible();
  await form.getByLabel('상품 이름').fill(name);
  await form.getByRole('button', { name: '작성 중으로 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/tours\/\d+$/);
  const itemNo = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toContainText('작성 중');

  // Not on sale without an option; with one and a photo, on sale.
  await page.getByRole('button', { name: '판매 시작' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '옵션을 하나 이상 등록해야 판매할 수 있습니다.' })).toBeVisible();
  const addOption = page.getByRole('form', { name: '옵션 추가' });
  await addOption.getByLabel('옵션 이름').fill('성인');
  await addOption.getByLabel('1인 요금 (원)').fill('45000');
  await addOption.getByRole('button', { name: '옵션 추가' }).click();
  await expect(page.getByRole('table', { name: '옵션 목록' }).getByRole('row').filter({ hasText: '성인' })).toContainText('45,000원');
  const upload = page.getByRole('form', { name: '사진 올리기' });
  await upload.getByLabel('사진 파일').setInputFiles({ name: 'night.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  await upload.getByLabel('사진 설명').fill('언덕 위 야경');
  await upload.getByRole('button', { name: '사진 올리기' }).click();
  await expect(page.getByRole('list', { name: '사진 순서' }).getByRole('img', { name: '언덕 위 야경' })).toBeVisible();
  await page.getByRole('button', { name: '판매 시작' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('판매 중');
  // The toast first: axe waits for its fade-in only once it is there.
  await expect(page.getByRole('status')).toContainText(`${name}의 판매를 시작했습니다.`);
  await expectNoSeriousA11yViolations(page);

  // A visitor finds it at once: its page on PC and on mobile, and a suggestion of two syllables.
  const visitor = await browser.newContext();
  const shopper = await visitor.newPage();
  expect((await shopper.goto(webPaths.pc.tourDetail.href(itemNo)))?.status()).toBe(200);
  await expect(shopper.getByRole('heading', { name })).toBeVisible();
  await expect(shopper.getByText('45,000원').first()).toBeVisible();
  expect((await shopper.goto(webPaths.mobile.tourDetail.href(itemNo)))?.status()).toBe(200);
  await expect(shopper.getByRole('heading', { name })).toBeVisible();
  const suggested = await visitor.request.get(`${apiUrl(apiPaths.search.citiesAndTourTickets.href())}?searchInput=${encodeURIComponent('구름')}`);
  expect(((await suggested.json()) as { data: { trips: { itemno: number }[] } }).data.trips.map((p) => p.itemno)).toContain(itemNo);

  // Off sale with a reason: its page is a 404.
  await page.getByRole('button', { name: '판매 중지' }).click();
  await page.getByLabel('중지 사유').fill('가이드 일정 종료');
  await page.getByRole('button', { name: '중지', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('판매 중지');
  expect((await shopper.goto(webPaths.pc.tourDetail.href(itemNo)))?.status()).toBe(404);
  await visitor.close();

  const steps = page.getByRole('region', { name: '변경 기록' }).locator(':scope > ol > li');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText('투어·티켓 등록');
  await expect(steps.nth(1)).toContainText('옵션 등록');
  await expect(steps.nth(2)).toContainText('투어·티켓 사진 추가');
  await expect(steps.nth(3)).toContainText('상태: 작성 중 → 판매 중');
  await expect(steps.nth(4)).toContainText('가이드 일정 종료');

  // Back on sale from the list: chosen by its checkbox, confirmed with the count.
  await page.goto(webPaths.admin.tours.href({ q: name }));
  await page.getByRole('checkbox', { name: `${name} 선택` }).check();
  await page.getByRole('button', { name: '선택 판매 시작' }).click();
  const confirm = page.getByRole('dialog', { name: '상품 1개 판매 시작' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: '1개 판매 시작' }).click();
  await expect(page.getByRole('status')).toContainText('상품 1개의 판매를 시작했습니다.');
  await expect(page.getByRole('table', { name: '투어·티켓 목록' }).getByRole('row').filter({ hasText: name })).toContainText('판매 중');
});
