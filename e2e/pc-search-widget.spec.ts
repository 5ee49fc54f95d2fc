import type { Locator, Page } from '@playwright/test';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { TOAST_MS } from '@minda/contracts/rules/limits';
import { RECENT_SEARCH_KEYS } from '@minda/contracts/rules/search-widget';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { browserDay, PARIS } from './search-widget-checks.ts';

/** Clicks a day in the open PC calendar, paging months until it shows. */
async function pickDay(calendar: Locator, day: string) {
  for (let i = 0; i < 13 && (await calendar.locator(`[data-day="${day}"]`).count()) === 0; i++) {
    const firstShown = (await calendar.locator('[data-month]').first().getAttribute('data-month')) ?? '';
    await calendar.getByRole('button', { name: day < firstShown ? '이전 달' : '다음 달' }).click();
  }
  await calendar.locator(`[data-day="${day}"]`).click();
}

const band = (page: Page) => page.locator('[data-search-bar]');

test('a stays search from the PC home lands on the stay results with the city, dates and adults', async ({ page }) => {
  await page.goto(webPaths.pc.home.href());
  const widget = band(page);
  await expect(widget.getByRole('tab')).toHaveText(['한인민박', '해외호텔', '투어·티켓']);
  await expect(widget.getByRole('tab', { selected: true })).toHaveText('한인민박');

  // Typing asks the suggestion API after the pause; the match is highlighted and cities come first.
  await widget.getByRole('combobox').fill('파리');
  const suggestions = widget.getByRole('listbox', { name: '검색어 추천' });
  const paris = suggestions.getByRole('option').filter({ hasText: '파리' }).first();
  await expect(paris).toBeVisible();
  await expect(paris.locator('mark').first()).toHaveText('파리');
  await expect(paris).toHaveAttribute('data-kind', 'city');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('pc-search-widget-suggestions.png') });
  await paris.click();

  // Picking a place opens the calendar; the second day completes the range and opens the party pane.
  const calendar = widget.getByRole('dialog', { name: '날짜 선택' });
  await page.screenshot({ path: test.info().outputPath('pc-search-widget-calendar.png') });
  const [checkIn, checkOut] = [await browserDay(page, 10), await browserDay(page, 13)];
  await pickDay(calendar, checkIn);
  await pickDay(calendar, checkOut);
  await expect(calendar).toBeHidden();
  const party = widget.getByRole('dialog', { name: '인원 선택' });
  await party.getByRole('button', { name: '성인 더하기' }).click();
  await party.getByRole('button', { name: '적용' }).click();
  await expect(widget.getByRole('button', { name: /인원 성인 2명/ })).toBeVisible();

  // The city search is reported (spec 1 §7) and lands on the results.
  const logged = page.waitForResponse((r) => r.url().endsWith(apiUrl(apiPaths.search.stayCityLog.href())));
  await widget.getByRole('button', { name: '검색', exact: true }).click();
  expect((await logged).status()).toBe(200);
  expect((await logged).request().postDataJSON()).toEqual({ category: PARIS, categoryName: '파리' });
  await expect(page).toHaveURL(`/md/stays?cityCode=001002001&checkInAt=${checkIn}&checkOutAt=${checkOut}&occupancy%5B%5D=2`);
  // The recent search is kept for the stays kind only.
  const stored = await page.evaluate((key) => localStorage.getItem(key), RECENT_SEARCH_KEYS.stays);
  expect(JSON.parse(stored ?? '[]')).toMatchObject([{ id: PARIS, name: '파리', checkInAt: checkIn, checkOutAt: checkOut }]);
  expect(await page.evaluate((key) => localStorage.getItem(key), RECENT_SEARCH_KEYS.hotel)).toBeNull();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'minda_recent_city')?.value).toBe(PARIS);

  // The results list the city's stays for that search; a filter narrows them and a stay opens with the search carried.
  await expect(page.getByRole('heading', { name: '파리 숙소' })).toBeVisible();
  await expect(page.getByTestId('stay-results-summary')).toContainText('3박 · 성인 2명');
  await page.getByRole('checkbox', { name: '조식 제공' }).check();
  await expect(page).toHaveURL(/breakfast=true/);
  const first = page.getByTestId('stay-results').locator('[data-product]').first();
  await expect(first).toContainText('3박');
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`start_date=${checkIn}&end_date=${checkOut}&ea=2`));
  await expect(page.getByTestId('stay-detail-period')).toContainText('3박 · 성인 2명');
});

test('an empty search shows the toast for 5 s without navigating; it can be closed by hand', async ({ page }) => {
  await page.goto(webPaths.pc.home.href());
  const widget = band(page);
  const toast = page.getByRole('status').filter({ hasText: '입력값을 확인해 주세요' });

  await widget.getByRole('button', { name: '검색', exact: true }).click();
  await expect(toast).toHaveText(/도시\/민박명이 입력되지 않았습니다/);
  const shownAt = Date.now();
  await page.waitForTimeout(TOAST_MS.pc - 1500);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 4000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(TOAST_MS.pc - 600);
  await expect(page).toHaveURL('/main/index.php');

  // The tours wording on the tour tab, and the close button.
  await widget.getByRole('tab', { name: '투어·티켓' }).click();
  await widget.getByRole('button', { name: '검색', exact: true }).click();
  await expect(toast).toHaveText(/도시\/투어\/티켓명이 입력되지 않았습니다/);
  await page.getByRole('button', { name: '알림 닫기' }).click();
  await expect(toast).toHaveCount(0);
});

test('a typed city searches at once, free text goes to the keyword search, a picked stay opens its page (issue 55)', async ({ page }) => {
  await page.goto(webPaths.pc.home.href());
  const widget = band(page);
  // 검색 right after typing, before the suggestions' pause is over: the city typed is searched.
  await widget.getByRole('combobox').fill('파리');
  await widget.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/^[^?]*\/md\/stays\?cityCode=001002001&/);

  await page.goto(webPaths.pc.home.href());
  await band(page).getByRole('combobox').fill('에펠탑');
  await band(page).getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL('/main/total_search.php?searchTopCls=all&searchCls=all&sortCls=&category=stays&keyword=%EC%97%90%ED%8E%A0%ED%83%91&Page=0');

  await page.goto(webPaths.pc.home.href());
  await band(page).getByRole('combobox').fill('파리');
  const stay = band(page).getByRole('listbox', { name: '검색어 추천' }).locator('[data-kind="product"]').first();
  await stay.click();
  await expect(page).toHaveURL(/\/main\/view\.php\?goodsno=\d+&start_date=/);
});

test('a stays range of 29 nights is refused with the alert; 28 nights is taken', async ({ page }) => {
  await page.goto(webPaths.pc.stays.href());
  const widget = band(page);
  await expect(widget.getByRole('tablist')).toHaveCount(0);
  await widget.getByRole('button', { name: /체크인 - 체크아웃/ }).click();
  const calendar = widget.getByRole('dialog', { name: '날짜 선택' });

  // Days before today are disabled; months stop at the current one.
  const yesterday = await browserDay(page, -1);
  await expect(calendar.getByRole('button', { name: '이전 달' })).toBeVisible();
  const start = await browserDay(page, 5);
  await pickDay(calendar, start);
  const shownYesterday = calendar.locator(`[data-day="${yesterday}"]`);
  if ((await shownYesterday.count()) > 0) await expect(shownYesterday).toBeDisabled();

  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await pickDay(calendar, await browserDay(page, 5 + 29));
  await expect.poll(() => messages).toEqual(['체크아웃 날짜는 체크인 날짜로부터 29일 이내로 선택해 주세요.']);
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('button', { name: '적용' })).toBeDisabled();

  const end = await browserDay(page, 5 + 28);
  await pickDay(calendar, end);
  await expect(calendar).toBeHidden();
  await expect(widget.getByRole('button', { name: /체크인 - 체크아웃/ })).toContainText('(28박)');
});

test('hotel party limits: adults 1 to 14, 8 rooms, Apply blocked by an unset child age', async ({ page }) => {
  await page.goto(webPaths.pc.hotels.href());
  const widget = band(page);
  await widget.getByRole('button', { name: /객실 및 인원/ }).click();
  const party = widget.getByRole('dialog', { name: '객실 및 인원 선택' });
  await expect(party).toContainText('아동은 만 0~17세입니다.');
  await expect(party).toContainText('숙소에 미리 문의해 주세요');

  const minus = party.getByRole('button', { name: '객실 1 성인 빼기' });
  const plus = party.getByRole('button', { name: '객실 1 성인 더하기' });
  const adults = party.getByRole('status', { name: '객실 1 성인 인원' });
  await expect(adults).toHaveText('2');
  await minus.click();
  await expect(adults).toHaveText('1');
  await expect(minus).toBeDisabled();
  for (let i = 1; i < 14; i++) await plus.click();
  await expect(adults).toHaveText('14');
  await expect(plus).toBeDisabled();

  await party.getByRole('button', { name: '객실 1 아동 더하기' }).click();
  const apply = party.getByRole('button', { name: '적용' });
  await expect(apply).toBeDisabled();
  await party.getByLabel('객실 1 아동 1 나이').selectOption('5');
  await expect(apply).toBeEnabled();

  const addRoom = party.getByRole('button', { name: '객실 추가' });
  for (let i = 1; i < 8; i++) await addRoom.click();
  await expect(addRoom).toBeDisabled();
  await expect(party.getByRole('heading', { name: '객실 8' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pc-search-widget-rooms.png') });
  await party.getByRole('button', { name: '객실 8 삭제' }).click();
  await expect(addRoom).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  await party.getByRole('button', { name: '초기화' }).click();
  await expect(party.getByRole('heading', { name: /객실 \d/ })).toHaveCount(1);
  await expect(adults).toHaveText('2');
});

test('a stale recent search runs with check-in +28 and check-out +29 and moves to the top', async ({ page }) => {
  await page.goto(webPaths.pc.stays.href());
  const old = [await browserDay(page, -20), await browserDay(page, -18)];
  const later = [await browserDay(page, 40), await browserDay(page, 42)];
  const entry = (id: string, name: string, [checkInAt, checkOutAt]: string[]) => ({
    id,
    type: 'city',
    name,
    checkInAt,
    checkOutAt,
    occupancy: [{ adult: 2, children: [] }],
    period: 'x',
    people: '성인 2명',
  });
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [RECENT_SEARCH_KEYS.stays, JSON.stringify([entry('001001001', '런던', later), entry(PARIS, '파리', old)])],
  );
  await page.reload();

  const widget = band(page);
  await widget.getByRole('combobox').click();
  const recent = widget.getByRole('region', { name: '최근 검색' });
  await expect(recent.getByRole('button', { name: /^런던/ })).toBeVisible();
  await recent.getByRole('button', { name: /^파리/ }).click();

  const [checkIn, checkOut] = [await browserDay(page, 28), await browserDay(page, 29)];
  await expect(page).toHaveURL(`/md/stays?cityCode=001002001&checkInAt=${checkIn}&checkOutAt=${checkOut}&occupancy%5B%5D=2`);
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECENT_SEARCH_KEYS.stays)) ?? '[]') as { id: string; checkInAt: string; period: string }[];
  expect(stored.map((e) => e.id)).toEqual([PARIS, '001001001']);
  expect(stored[0]).toMatchObject({ checkInAt: checkIn, period: expect.stringMatching(/^\d\d\.\d\d [일월화수목금토] - \d\d\.\d\d [일월화수목금토] \(1박\)$/) });
});

test('deleting a recent search shows a toast', async ({ page }) => {
  await page.goto(webPaths.pc.tours.href());
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [RECENT_SEARCH_KEYS.tour, JSON.stringify([{ id: PARIS, type: 'city', name: '파리', checkInAt: null, checkOutAt: null, occupancy: [], period: '', people: '' }])],
  );
  await page.reload();
  const widget = band(page);
  await widget.getByRole('combobox').click();
  await widget.getByRole('button', { name: '최근 검색 파리 삭제' }).click();
  await expect(page.getByRole('status').filter({ hasText: '최근 검색어가 삭제되었습니다.' })).toBeVisible();
  await expect(widget.getByRole('region', { name: '최근 검색' })).toHaveCount(0);
});

test('the fixed header modal holds the widget; a tour city search lands on the tour list', async ({ page }) => {
  await page.goto(webPaths.pc.tours.href());
  // The page grows as its sections load: scroll until the header has turned fixed.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 800));
      return page.getByRole('banner').getAttribute('data-mode');
    })
    .toBe('fixed');
  await page.getByRole('button', { name: '어디로 떠나시나요?' }).click();
  const dialog = page.getByRole('dialog', { name: '검색' });
  // It opens with the widget's keyword focused, which lists popular cities while nothing is typed.
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await expect(dialog.getByRole('listbox', { name: '인기 도시' }).getByRole('option').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: '통합 검색' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('tab', { name: '투어·티켓' }).click();
  const keyword = dialog.getByRole('combobox');
  await keyword.fill('파리');
  await dialog.getByRole('listbox', { name: '검색어 추천' }).getByRole('option').filter({ hasText: '파리' }).first().click();
  await dialog.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL('/tg/list.php?category=001002001');
  await expect(dialog).toBeHidden();
});

test('a hotel city search lands on /hotel/list with one occupancy per room', async ({ page }) => {
  await page.goto(webPaths.pc.home.href());
  const widget = band(page);
  await widget.getByRole('tab', { name: '해외호텔' }).click();
  await widget.getByRole('combobox').click();
  const popular = widget.getByRole('listbox', { name: '인기 도시' });
  const first = popular.getByRole('option').first();
  await expect(first).toBeVisible();
  await first.click();
  // Keep the default dates (+7 / +8): close the calendar by clicking outside.
  await page.getByRole('heading', { level: 1 }).click();
  await widget.getByRole('button', { name: /객실 및 인원/ }).click();
  const party = widget.getByRole('dialog', { name: '객실 및 인원 선택' });
  await party.getByRole('button', { name: '객실 1 아동 더하기' }).click();
  await party.getByLabel('객실 1 아동 1 나이').selectOption('7');
  await party.getByRole('button', { name: '객실 추가' }).click();
  await party.getByRole('button', { name: '적용' }).click();
  await widget.getByRole('button', { name: '검색', exact: true }).click();

  await expect(page).toHaveURL(/\/hotel\/list\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'occupancy' && k !== 'cityId'))).toEqual({
    rooms: '2',
    adults: '4',
    children: '1',
    stayType: 'all',
    checkInAt: await browserDay(page, 7),
    checkOutAt: await browserDay(page, 8),
  });
  expect(url.searchParams.get('cityId')).toMatch(/^\d+$/);
  expect(url.searchParams.getAll('occupancy')).toEqual(['2-7', '2']);
});
