import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { DEMO_MEMBER, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * Managed hotels in the catalogue (issue 57): a catalogue operator registers a hotel for a hotel vendor as a draft,
 * gives it a room type with the supplier's codes and a photo, puts it on sale (its page and a suggestion show it at
 * once), leaves a memo, and takes it off sale with a reason (its page answers 404); its record keeps each step.
 */

/** A 1×1 PNG: the server re-encodes what it takes, so any real image does. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

test('PC back office: a catalogue operator registers, fills, publishes and suspends a hotel', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const name = `은하수 정원 호텔 ${Date.now().toString(36).slice(-4)}`;
  await page.goto(webPaths.admin.login.href(webPaths.admin.hotels.href()));
  await page.getByLabel('아이디').fill('catalogue-admin');
  await page.getByLabel('비밀번호').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '호텔 관리' })).toBeVisible();
  await expect(page.getByRole('table', { name: '호텔 목록' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: '호텔 등록' }).click();
  const form = page.getByRole('form', { name: '호텔 등록' });
  await form.getByLabel('파트너').selectOption({ index: 1 });
  await form.getByLabel('도시').selectOption({ label: '파리' });
  await form.getByLabel('호텔 이름').fill(name);
  await form.getByLabel('성급').selectOption({ index: 3 });
  await form.getByLabel('주소').fill('8 Rue de Rivoli, 75004 Paris');
  // London's coordinates for a Paris hotel: refused on its field.
  await form.getByLabel('위도').fill('51.5072');
  await form.getByLabel('경도').fill('-0.1276');
  await form.getByRole('button', { name: '작성 중으로 등록' }).click();
  await expect(form.getByText(/좌표가 파리 지역 밖에 있습니다/)).toBeVisible();
  await form.getByLabel('위도').fill('48.8556');
  await form.getByLabel('경도').fill('2.3574');
  await form.getByRole('button', { name: '작성 중으로 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/hotels\/\d+$/);
  const propertyId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toContainText('작성 중');

  const addRoom = page.getByRole('form', { name: '객실 추가' });
  await addRoom.getByLabel('객실 이름').fill('디럭스 더블');
  await addRoom.getByLabel('침대 구성').fill('더블 침대 1개');
  await addRoom.getByLabel('객실 크기 (㎡)').fill('22');
  await addRoom.getByLabel('최대 성인 수').fill('2');
  await addRoom.getByLabel('최대 인원 (어린이 포함)').fill('3');
  await addRoom.getByLabel('객실 수').fill('6');
  await addRoom.getByLabel('1박 요금 (원)').fill('280000');
  await addRoom.getByLabel('객실 코드').fill('dlx-dbl');
  await addRoom.getByLabel('요금 코드').fill('bar');
  await addRoom.getByRole('button', { name: '객실 추가' }).click();
  await expect(page.getByRole('table', { name: '객실 목록' }).getByRole('row').filter({ hasText: '디럭스 더블' })).toContainText('DLX-DBL');
  const upload = page.getByRole('form', { name: '사진 올리기' });
  await upload.getByLabel('사진 파일').setInputFiles({ name: 'lobby.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  await upload.getByLabel('사진 설명').fill('정원이 보이는 로비');
  await upload.getByRole('button', { name: '사진 올리기' }).click();
  await expect(page.getByRole('list', { name: '사진 순서' }).getByRole('img', { name: '정원이 보이는 로비' })).toBeVisible();
  // The answer first (a refusal would say why here), then the toast, which shows for three seconds only: waiting for
  // anything else first can spend them on a loaded machine.
  const [published] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/status`)),
    page.getByRole('button', { name: '판매 시작' }).click(),
  ]);
  expect(published.status(), await published.text()).toBe(200);
  await expect(page.getByRole('status')).toContainText(`${name}의 판매를 시작했습니다.`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('판매 중');
  await expectNoSeriousA11yViolations(page);

  const memo = page.getByRole('form', { name: '메모 남기기' });
  await memo.getByLabel('메모').fill('공급사 담당자 마리: 3층 리노베이션 중');
  await memo.getByRole('button', { name: '메모 남기기' }).click();
  await expect(page.getByRole('list', { name: '메모 목록' })).toContainText('공급사 담당자 마리: 3층 리노베이션 중');

  // A visitor finds it at once: its page and a suggestion of two syllables.
  const uuid = await page.evaluate(async (url) => (await (await fetch(url)).json()) as unknown, apiUrl(apiPaths.search.citiesAndHotels.href()) + `?searchInput=${encodeURIComponent('은하')}`);
  const suggested = (uuid as { data: { properties: { propertyId: number; uuid: string }[] } }).data.properties.find((p) => p.propertyId === propertyId);
  expect(suggested).toBeTruthy();
  const visitor = await browser.newContext();
  const shopper = await visitor.newPage();
  expect((await shopper.goto(webPaths.pc.hotelDetail.href(suggested!.uuid)))?.status()).toBe(200);
  await expect(shopper.getByRole('heading', { name })).toBeVisible();

  // Off sale with a reason: its page is a 404.
  await page.getByRole('button', { name: '판매 중지' }).click();
  await page.getByLabel('중지 사유').fill('공급사 계약 종료');
  await page.getByRole('button', { name: '중지', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('판매 중지');
  expect((await shopper.goto(webPaths.pc.hotelDetail.href(suggested!.uuid)))?.status()).toBe(404);
  await visitor.close();

  const steps = page.getByRole('region', { name: '변경 기록' }).locator(':scope > ol > li');
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(0)).toContainText('호텔 등록');
  await expect(steps.nth(1)).toContainText('객실 등록');
  await expect(steps.nth(2)).toContainText('호텔 사진 추가');
  await expect(steps.nth(3)).toContainText('상태: 작성 중 → 판매 중');
  await expect(steps.nth(4)).toContainText('호텔 메모');
  await expect(steps.nth(5)).toContainText('공급사 계약 종료');
});
