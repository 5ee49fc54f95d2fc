import type { Page } from '@playwright/test';
import { webPaths } from '@minda/contracts/paths';
import { TOAST_MS } from '@minda/contracts/rules/limits';
import { RECENT_SEARCH_KEYS } from '@minda/contracts/rules/search-widget';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { browserDay, PARIS } from './search-widget-checks.ts';
import { dismissHomePopups } from './home-popups.ts';

const STAYS_PLACEHOLDER = '도시나 민박 이름을 입력해 주세요';

const searchButton = (page: Page) => page.getByRole('button', { name: '검색', exact: true });

test('from the mobile home: the search page slides up, searches a city with dates and adults, and lands on the results', async ({ page, context, request, baseURL }) => {
  await dismissHomePopups(context, request, baseURL!);
  await page.goto(webPaths.mobile.home.href());
  await page.getByRole('link', { name: /어디로 떠나세요/ }).click();
  await expect(page).toHaveURL('/m/1.0/grp_main/search_header.html');
  await expect(page).toHaveTitle('한인민박 검색 - 민다');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('한인민박 검색');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('한인민박');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('mobile-search-page.png') });

  await page.getByRole('button', { name: STAYS_PLACEHOLDER }).click();
  const keywordPane = page.getByRole('dialog', { name: '검색어 입력' });
  await keywordPane.getByRole('combobox').fill('파리');
  const paris = keywordPane.getByRole('listbox', { name: '검색어 추천' }).getByRole('option').filter({ hasText: '파리' }).first();
  await expect(paris.locator('mark').first()).toHaveText('파리');
  await page.screenshot({ path: test.info().outputPath('mobile-search-suggestions.png') });
  await expectNoSeriousA11yViolations(page);
  await paris.click();
  await expect(keywordPane).toBeHidden();
  await expect(page.getByRole('button', { name: '파리' })).toBeVisible();

  // The calendar shows 3 months, and 3 more once scrolled to the end.
  await page.getByRole('button', { name: /박\)$/ }).click();
  const datePane = page.getByRole('dialog', { name: '날짜 선택' });
  await expect(datePane.locator('[data-month]')).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath('mobile-search-calendar.png') });
  await datePane.getByRole('button', { name: '다음 달 더 보기' }).scrollIntoViewIfNeeded();
  await expect(datePane.locator('[data-month]')).toHaveCount(6);
  const [checkIn, checkOut] = [await browserDay(page, 10), await browserDay(page, 12)];
  await datePane.locator(`[data-day="${checkIn}"]`).click();
  await datePane.locator(`[data-day="${checkOut}"]`).click();
  await expect(datePane).toBeHidden();
  await expect(page.getByRole('button', { name: /\(2박\)$/ })).toBeVisible();

  await page.getByRole('button', { name: '성인 1명' }).click();
  const partyPane = page.getByRole('dialog', { name: '인원 선택' });
  await partyPane.getByRole('button', { name: '성인 더하기' }).click();
  await partyPane.getByRole('button', { name: '적용' }).click();

  await searchButton(page).click();
  await expect(page).toHaveURL(`/m/1.0/md/stays?cityCode=001002001&checkInAt=${checkIn}&checkOutAt=${checkOut}&occupancy%5B%5D=2`);

  // The results for that search; a filter narrows them and a stay opens with the dates and party carried.
  await expect(page.getByTestId('stay-results-summary')).toContainText('2박 · 성인 2명');
  await page.locator('details').filter({ has: page.getByText('필터', { exact: false }) }).first().locator('summary').click();
  await page.getByRole('checkbox', { name: '조식 제공' }).check();
  await expect(page).toHaveURL(/breakfast=true/);
  const first = page.getByTestId('stay-results').locator('[data-product]').first();
  await expect(first).toContainText('2박');
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`start_date=${checkIn}&stay_period=2&ea=2`));
  await expect(page.getByTestId('stay-detail-period')).toContainText('2박 · 성인 2명');
});

test('an empty search shows the toast for 3 s; a typed name without a choice opens the keyword pane instead', async ({ page }) => {
  await page.goto(webPaths.mobile.search.href('stays'));
  const toast = page.getByRole('status').filter({ hasText: '입력값을 확인해 주세요' });
  await searchButton(page).click();
  await expect(toast).toHaveText(/도시\/민박명이 입력되지 않았습니다/);
  const shownAt = Date.now();
  await expect(toast).toHaveCount(0, { timeout: TOAST_MS.mobile + 2000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(TOAST_MS.mobile - 600);
  expect(Date.now() - shownAt).toBeLessThan(TOAST_MS.pc);
  await expect(page).toHaveURL('/m/1.0/grp_main/search_header.html?searchType=stays');

  await page.getByRole('button', { name: STAYS_PLACEHOLDER }).click();
  const keywordPane = page.getByRole('dialog', { name: '검색어 입력' });
  await keywordPane.getByRole('combobox').fill('zzzz없는도시');
  await expect(keywordPane.getByText('일치하는 검색 결과가 없습니다.')).toBeVisible();
  await expect(keywordPane.getByRole('listbox', { name: '인기 도시' })).toBeVisible();
  await keywordPane.getByRole('button', { name: '검색어 입력 닫기' }).click();
  await expect(keywordPane).toBeHidden();
  await searchButton(page).click();
  await expect(keywordPane).toBeVisible();
  await expect(toast).toHaveCount(0);
});

test('tabs change the title and address; the close button slides down back to the page before', async ({ page }) => {
  await page.goto(webPaths.mobile.stays.href());
  await page.getByRole('link', { name: /가족 같은/ }).click();
  await expect(page).toHaveURL('/m/1.0/grp_main/search_header.html?searchType=stays');
  await page.getByRole('tab', { name: '투어·티켓' }).click();
  await expect(page).toHaveURL('/m/1.0/grp_main/search_header.html?searchType=tour');
  await expect(page).toHaveTitle('투어·티켓 검색 - 민다');
  // Tours have no dates or party.
  await expect(page.getByRole('button', { name: /박\)$/ })).toHaveCount(0);
  await page.getByRole('tab', { name: '해외호텔' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('해외호텔 검색');
  await expect(page.getByRole('button', { name: '객실 1개, 성인 2명' })).toBeVisible();

  await page.getByRole('button', { name: '검색 닫기' }).click();
  await expect(page).toHaveURL('/m/1.0/grp_main/accom.html');
});

test('a stays range of 29 nights is refused with the alert, and adults stay between 1 and 14', async ({ page }) => {
  await page.goto(webPaths.mobile.search.href('stays'));
  await page.getByRole('button', { name: /박\)$/ }).click();
  const datePane = page.getByRole('dialog', { name: '날짜 선택' });
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await datePane.locator(`[data-day="${await browserDay(page, 2)}"]`).click();
  await datePane.locator(`[data-day="${await browserDay(page, 31)}"]`).click();
  await expect.poll(() => messages).toEqual(['체크아웃 날짜는 체크인 날짜로부터 29일 이내로 선택해 주세요.']);
  await expect(datePane.getByRole('button', { name: '적용' })).toBeDisabled();
  await datePane.locator(`[data-day="${await browserDay(page, 30)}"]`).click();
  await expect(datePane).toBeHidden();
  await expect(page.getByRole('button', { name: /\(28박\)$/ })).toBeVisible();

  await page.getByRole('button', { name: '성인 1명' }).click();
  const partyPane = page.getByRole('dialog', { name: '인원 선택' });
  const minus = partyPane.getByRole('button', { name: '성인 빼기' });
  const plus = partyPane.getByRole('button', { name: '성인 더하기' });
  await expect(minus).toBeDisabled();
  for (let i = 1; i < 14; i++) await plus.click();
  await expect(partyPane.getByRole('status', { name: '성인 인원' })).toHaveText('14');
  await expect(plus).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await partyPane.getByRole('button', { name: '적용' }).click();
  await expect(page.getByRole('button', { name: '성인 14명' })).toBeVisible();
});

test('a stale recent search runs with check-in +28 and check-out +29 on the mobile results', async ({ page }) => {
  await page.goto(webPaths.mobile.search.href('stays'));
  const [oldIn, oldOut] = [await browserDay(page, -3), await browserDay(page, -1)];
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [
      RECENT_SEARCH_KEYS.stays,
      JSON.stringify([{ id: PARIS, type: 'city', name: '파리', checkInAt: oldIn, checkOutAt: oldOut, occupancy: [{ adult: 3, children: [] }], period: 'x', people: '성인 3명' }]),
    ],
  );
  await page.reload();
  await page.getByRole('button', { name: STAYS_PLACEHOLDER }).click();
  await page.getByRole('dialog', { name: '검색어 입력' }).getByRole('region', { name: '최근 검색' }).getByRole('button', { name: /^파리/ }).click();
  await expect(page).toHaveURL(
    webPaths.mobile.stayList.href({ cityCode: PARIS, checkInAt: await browserDay(page, 28), checkOutAt: await browserDay(page, 29), occupancy: [3] }),
  );
});

test('a hotel search from the mobile page lands on /hotel/list with the party', async ({ page }) => {
  await page.goto(webPaths.mobile.search.href('hotel'));
  await page.getByRole('button', { name: '도시, 지역, 호텔 이름을 입력해 주세요' }).click();
  const keywordPane = page.getByRole('dialog', { name: '검색어 입력' });
  const first = keywordPane.getByRole('listbox', { name: '인기 도시' }).getByRole('option').first();
  await expect(first).toBeVisible();
  await first.click();
  await searchButton(page).click();
  await expect(page).toHaveURL(/\/hotel\/list\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('rooms')).toBe('1');
  expect(url.searchParams.get('adults')).toBe('2');
  expect(url.searchParams.get('children')).toBe('0');
  expect(url.searchParams.get('stayType')).toBe('all');
  expect(url.searchParams.get('checkInAt')).toBe(await browserDay(page, 7));
  expect(url.searchParams.get('checkOutAt')).toBe(await browserDay(page, 8));
  expect(url.searchParams.getAll('occupancy')).toEqual(['2']);
});
