import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { DEMO_MEMBER, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Property types (숙소 유형, issue 57): a catalogue operator adds one, renames it, moves it up by the keyboard and
 * deletes it, is refused deleting one hotels have, and finds 다낭's own order on its city screen; the hotel results
 * of 다낭 offer the types in that order.
 */

const DANANG = '002003001';

test('PC back office: a catalogue operator adds, renames, orders and deletes a property type', async ({ page }) => {
  test.setTimeout(90_000);
  const code = `glamping_${Date.now().toString(36).replace(/[^a-z]/g, '')}`.slice(0, 30);
  await page.goto(webPaths.admin.login.href(webPaths.admin.categories.href()));
  await page.getByLabel('아이디').fill('catalogue-admin');
  await page.getByLabel('비밀번호').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '숙소 유형 관리' })).toBeVisible();
  const order = page.getByRole('list', { name: '숙소 유형 순서' });
  await expect(order.getByRole('listitem').first()).toContainText('호텔');
  await expectNoSeriousA11yViolations(page);

  const add = page.getByRole('form', { name: '숙소 유형 추가' });
  await add.getByLabel('코드 (영문 소문자·_)').fill(code);
  await add.getByLabel('유형 이름').fill('글램핑');
  await add.getByLabel('영문 이름').fill('Glamping');
  await add.getByRole('button', { name: '숙소 유형 추가' }).click();
  await expect(page.getByRole('status')).toContainText('글램핑을(를) 추가했습니다.');
  await expect(order.getByRole('listitem').last()).toContainText('글램핑');

  await page.getByRole('button', { name: '글램핑 이름 수정' }).click();
  const rename = page.getByRole('form', { name: '글램핑 이름 수정' });
  await rename.getByLabel('유형 이름').fill('글램핑·캠핑');
  await rename.getByRole('button', { name: '이름 저장' }).click();
  await expect(order.getByRole('listitem').last()).toContainText('글램핑·캠핑');

  await page.getByRole('button', { name: '글램핑·캠핑 위로' }).focus();
  await page.keyboard.press('Enter');
  await expect(order.getByRole('listitem').nth(-2)).toContainText('글램핑·캠핑');

  await page.getByRole('button', { name: '호텔 삭제' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /이 숙소 유형의 호텔이 \d+곳 있어 삭제할 수 없습니다/ })).toBeVisible();
  await page.getByRole('button', { name: '글램핑·캠핑 삭제' }).click();
  await expect(page.getByRole('button', { name: '글램핑·캠핑 삭제' })).toHaveCount(0);

  await page.goto(webPaths.admin.city.href(DANANG));
  const section = page.getByRole('region', { name: '숙소 유형 노출 순서' });
  await expect(section.getByRole('list', { name: '노출할 숙소 유형 순서' }).getByRole('listitem').first()).toContainText('리조트');
  await expectNoSeriousA11yViolations(page);

  // A visitor's results of 다낭 offer its types in its order, each with its count.
  const suggestions = await page.evaluate(
    async (url) => (await (await fetch(url)).json()) as { data: { cities: { cityId: number; name: string }[] } },
    `${apiUrl(apiPaths.search.citiesAndHotels.href())}?searchInput=${encodeURIComponent('다낭')}`,
  );
  const danang = suggestions.data.cities.find((c) => c.name.startsWith('다낭'));
  expect(danang).toBeTruthy();
  await page.goto(webPaths.pc.hotelList.href({ cityId: danang!.cityId }));
  const types = page.getByRole('group', { name: '숙소 유형' });
  await expect(types.getByRole('checkbox').first()).toHaveAccessibleName(/^리조트 \(\d+\)$/);
  // The box follows the address: a click is a new address, checked once the list has it.
  await types.getByRole('checkbox', { name: /^호텔 \(/ }).click();
  await expect(page).toHaveURL(/categoryIds=\d+/);
  await expect(types.getByRole('checkbox', { name: /^호텔 \(/ })).toBeChecked();
});
