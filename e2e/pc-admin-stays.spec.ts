import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { addDaysToDate } from '@minda/contracts/rules/stay-pricing';
import { stayDetailHref } from '@minda/contracts/stay-links';
import { fillGuest } from './booking-checks.ts';
import { DEMO_MEMBER, expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures.ts';

/**
 * The catalogue (issue 57): a catalogue operator adds a city and a partner with its business, registers a
 * guesthouse as a draft, is told when its place is not in its city, gives it two rooms and a photo, puts it on sale (its
 * page on PC and mobile, a suggestion of two syllables and the keyword search show it at once; a member books it) and
 * takes it off sale with a reason (its page answers 404 and helps the visitor on, it leaves the searches, the booking
 * stays); the stay's record of changes keeps every step.
 */

/** A 1×1 PNG: the server re-encodes what it takes, so any real image does. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

test('PC back office: a catalogue operator adds a city and a partner, then registers, fills, publishes and suspends a stay', async ({ page, browser }) => {
  // Seven screens, six axe checks and a booking: about 30 s alone, past the default 45 s beside the other workers.
  test.setTimeout(150_000);
  const name = `솔베이지 민박 ${Date.now().toString(36).slice(-4)}`;
  await page.goto(webPaths.admin.login.href(webPaths.admin.stays.href()));
  await page.getByLabel('아이디').fill('catalogue-admin');
  await page.getByLabel('비밀번호').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '민박 관리' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link')).toHaveText(['민박 관리', '투어·티켓 관리', '호텔 관리', '파트너 관리', '도시 관리', '시설 관리', '숙소 유형 관리', '내 계정']);
  await expect(page.getByRole('table', { name: '민박 목록' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A new city first: the country's next code, and its area.
  const city = `포르투갈리아${Date.now().toString(36).slice(-3)}`;
  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '도시 관리' }).click();
  const cityForm = page.getByRole('form', { name: '도시 추가' });
  await cityForm.getByLabel('국가').selectOption({ label: '유럽 · 스페인' });
  await cityForm.getByLabel('도시 이름').fill(city);
  await cityForm.getByLabel('영문 이름').fill('Portugalia');
  await cityForm.getByLabel('시간대 (IANA)').fill('Europe/Madrid');
  await cityForm.getByLabel('남쪽 위도').fill('41.3');
  await cityForm.getByLabel('서쪽 경도').fill('-8.8');
  await cityForm.getByLabel('북쪽 위도').fill('41.0');
  await cityForm.getByLabel('동쪽 경도').fill('-8.4');
  await cityForm.getByRole('button', { name: '도시 추가' }).click();
  await expect(cityForm.getByText('남쪽 위도는 북쪽 위도보다 작아야 합니다.')).toBeVisible();
  await cityForm.getByLabel('남쪽 위도').fill('41.0');
  await cityForm.getByLabel('북쪽 위도').fill('41.3');
  await cityForm.getByRole('button', { name: '도시 추가' }).click();
  await expect(page.getByRole('table', { name: '도시 목록' }).getByRole('row').filter({ hasText: city })).toContainText('Europe/Madrid');
  // The operator is told the city was added.
  await expect(page.getByRole('status')).toContainText(`${city} 도시를 추가했습니다`);
  await expectNoSeriousA11yViolations(page);

  // A new partner with its business: the account shows masked once saved.
  const partnerLogin = `solveig.${Date.now().toString(36).slice(-5)}`;
  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '파트너 관리' }).click();
  const partnerForm = page.getByRole('form', { name: '파트너 등록' });
  await partnerForm.getByLabel('관리자 아이디').fill(partnerLogin);
  await partnerForm.getByLabel('첫 비밀번호').fill('solveig1234!');
  await partnerForm.getByLabel('표시 이름').fill('솔베이지하우스');
  await partnerForm.getByLabel('상호', { exact: true }).fill('솔베이지 하우스');
  await partnerForm.getByLabel('대표자').fill('김솔베');
  await partnerForm.getByLabel('사업자등록번호').fill('124-81-00997');
  await partnerForm.getByLabel('통신판매업 신고번호').fill('해당 없음');
  await partnerForm.getByLabel('사업장 주소').fill('프랑스 파리 몽파르나스 12');
  await partnerForm.getByLabel('연락처').fill('+33 1 23 45 67 89');
  await partnerForm.getByLabel('이메일').fill('solveig@example.com');
  await partnerForm.getByLabel('정산 은행').fill('신한은행');
  await partnerForm.getByLabel('예금주').fill('김솔베');
  await partnerForm.getByLabel('계좌번호').fill('110-123-456789');
  await partnerForm.getByRole('button', { name: '파트너 등록' }).click();
  await expect(partnerForm.getByText('사업자등록번호 10자리를 000-00-00000 형식으로 정확히 입력해 주세요.')).toBeVisible();
  await partnerForm.getByLabel('사업자등록번호').fill('124-81-00998');
  await partnerForm.getByRole('button', { name: '파트너 등록' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('솔베이지하우스');
  await expect(page.getByText('저장된 계좌 ****6789. 바꿀 때만 입력하세요.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '민박 관리' }).click();

  await page.getByRole('link', { name: '민박 등록' }).click();
  const form = page.getByRole('form', { name: '민박 등록' });
  await expect(form.getByLabel('도시').getByRole('option', { name: city })).toHaveCount(1);
  await form.getByLabel('파트너').selectOption({ label: `솔베이지하우스 (${partnerLogin})` });
  await form.getByLabel('도시').selectOption({ label: '파리' });
  await form.getByLabel('민박 이름').fill(name);
  await form.getByLabel('주소', { exact: true }).fill('프랑스 파리 몽파르나스 12번지 3층');
  // London's coordinates: the server refuses them on the field, and nothing is saved.
  await form.getByLabel('위도').fill('51.5074');
  await form.getByLabel('경도').fill('-0.1278');
  await form.getByLabel('위치 안내').fill('몽파르나스역 도보 3분');
  await form.getByRole('button', { name: '작성 중으로 등록' }).click();
  await expect(form.getByText('좌표가 파리 지역 밖에 있습니다. 주소의 위도와 경도를 다시 확인해 주세요.')).toBeVisible();
  await expect(form.getByLabel('위도')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel('위도').fill('48.8422');
  await form.getByLabel('경도').fill('2.3211');
  await form.getByRole('button', { name: '작성 중으로 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/stays\/\d+$/);
  const goodsNo = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('작성 중');
  const details = page.getByRole('form', { name: '민박 정보 수정' });
  await expect(details.getByLabel('도시')).toHaveValue('001002001');
  await expect(details.getByLabel('파트너')).toHaveValue(/^\d+$/);
  await expect(details.getByLabel('위치 안내')).toHaveValue('몽파르나스역 도보 3분');

  // Not on sale without a room; with one, on sale.
  await page.getByRole('button', { name: '판매 시작' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '객실을 하나 이상 등록해야 판매할 수 있습니다.' })).toBeVisible();
  const addRoom = page.getByRole('form', { name: '객실 추가' });
  await addRoom.getByLabel('객실 이름').fill('2인실');
  await addRoom.getByLabel('객실 수').fill('2');
  await addRoom.getByLabel('최대 인원').fill('2');
  await addRoom.getByLabel('1박 요금 (원)').fill('120000');
  await addRoom.getByRole('button', { name: '객실 추가' }).click();
  await expect(page.getByRole('table', { name: '객실 목록' }).getByRole('row').filter({ hasText: '2인실' })).toContainText('120,000원');
  // The form clears itself once the room is saved: typing before that clearing would be wiped by it.
  await expect(addRoom.getByLabel('객실 이름')).toHaveValue('');
  await addRoom.getByLabel('객실 이름').fill('4인실');
  await addRoom.getByLabel('객실 수').fill('1');
  await addRoom.getByLabel('최대 인원').fill('4');
  await addRoom.getByLabel('1박 요금 (원)').fill('180000');
  await addRoom.getByRole('button', { name: '객실 추가' }).click();
  await expect(page.getByRole('table', { name: '객실 목록' }).getByRole('row').filter({ hasText: '4인실' })).toContainText('180,000원');
  await page.getByRole('button', { name: '판매 시작' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '사진을 한 장 이상 올려야 판매할 수 있습니다.' })).toBeVisible();
  const upload = page.getByRole('form', { name: '사진 올리기' });
  await upload.getByLabel('사진 파일').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  await upload.getByLabel('사진 설명').fill('건물 외관');
  await upload.getByRole('button', { name: '사진 올리기' }).click();
  await expect(page.getByRole('list', { name: '사진 순서' }).getByRole('img', { name: '건물 외관' })).toBeVisible();

  // Before it goes on sale the operator previews its page itself, where nobody can book it yet.
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: '미리보기' }).click()]);
  await expect(preview.getByText('미리보기: 작성 중인 상품입니다. 판매를 시작하기 전까지 방문자에게는 보이지 않습니다.')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(preview.getByRole('button', { name: '예약 불가: 2인실' })).toBeDisabled();
  await preview.close();

  // Its partner signs in to the manager: 내 상품 lists the draft, whose preview only they and the operators open.
  const partnerContext = await browser.newContext();
  const host = await partnerContext.newPage();
  await host.goto('/member/login.php');
  await host.getByLabel('아이디').fill(partnerLogin);
  await host.getByLabel('비밀번호').fill('solveig1234!');
  await host.getByRole('button', { name: '로그인', exact: true }).click();
  await host.waitForURL((url) => url.pathname !== '/member/login.php');
  await host.goto(webPaths.pc.partnerProducts.href());
  const draftRow = host.getByRole('table', { name: '내 상품 목록' }).getByRole('row').filter({ hasText: name });
  await expect(draftRow).toContainText('작성 중');
  await expect(draftRow.getByRole('link', { name: `미리보기: ${name}` })).toHaveAttribute('href', `/main/view.php?goodsno=${goodsNo}&preview=1`);
  await expectNoSeriousA11yViolations(host);
  await partnerContext.close();

  await page.getByRole('button', { name: '판매 시작' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('판매 중');
  await expectNoSeriousA11yViolations(page);

  // A visitor: the page and a suggestion of two syllables find it at once.
  const visitor = await browser.newContext();
  const shopper = await visitor.newPage();
  const stayPage = await shopper.goto(webPaths.pc.stayDetail.href(goodsNo));
  expect(stayPage?.status()).toBe(200);
  await expect(shopper.getByRole('heading', { name })).toBeVisible();
  const suggested = await visitor.request.get(`${apiUrl(apiPaths.search.citiesAndStays.href())}?searchInput=${encodeURIComponent('솔베')}`);
  expect(((await suggested.json()) as { data: { products: { goodsno: number }[] } }).data.products.map((p) => p.goodsno)).toContain(goodsNo);
  const keywordSearch = async () => {
    const found = await visitor.request.get(`${apiUrl(apiPaths.search.total.href())}?keyword=${encodeURIComponent(name)}`);
    return ((await found.json()) as { data: { stays: { goodsNo: number }[] } }).data.stays.map((s) => s.goodsNo);
  };
  expect(await keywordSearch()).toContain(goodsNo);
  expect((await shopper.goto(webPaths.mobile.stayDetail.href(goodsNo)))?.status()).toBe(200);
  await expect(shopper.getByRole('heading', { name })).toBeVisible();

  // A member books it: a new stay takes requests, which its host accepts.
  const memberContext = await browser.newContext();
  await loginAs(memberContext, 'member');
  const member = await memberContext.newPage();
  const checkInAt = addDaysToDate(new Date().toISOString().slice(0, 10), 71);
  await member.goto(stayDetailHref('pc', goodsNo, { checkInAt, checkOutAt: addDaysToDate(checkInAt, 2), adults: 1 }));
  await member.getByRole('link', { name: '예약하기: 2인실' }).click();
  await fillGuest(member);
  await member.getByRole('button', { name: '예약 요청하기' }).click();
  await expect(member.getByText('예약 요청이 접수되었습니다. 호스트가 24시간 안에 수락하면 결제할 수 있습니다.')).toBeVisible();
  const reservation = (await member.getByRole('link', { name: '예약 내역 보기' }).getAttribute('href'))!;

  // Off sale with a reason: its page is a 404 that sends the visitor on, and it leaves the suggestions.
  await page.getByRole('button', { name: '판매 중지' }).click();
  await page.getByLabel('중지 사유').fill('소방 점검 미통과');
  await page.getByRole('button', { name: '중지', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('판매 중지');
  const gone = await shopper.goto(webPaths.pc.stayDetail.href(goodsNo));
  expect(gone?.status()).toBe(404);
  await expect(shopper.getByText('숙소를 찾을 수 없어요.')).toBeVisible();
  await expect(shopper.getByRole('link', { name: '다른 한인민박 둘러보기' })).toBeVisible();
  const after = await visitor.request.get(`${apiUrl(apiPaths.search.citiesAndStays.href())}?searchInput=${encodeURIComponent('솔베')}`);
  expect(((await after.json()) as { data: { products: { goodsno: number }[] } }).data.products.map((p) => p.goodsno)).not.toContain(goodsNo);
  expect(await keywordSearch()).not.toContain(goodsNo);
  await visitor.close();
  // The member's booking stays, with its stay.
  await member.goto(reservation);
  await expect(member.getByText(name).first()).toBeVisible();
  await memberContext.close();

  // Every step in the stay's record, with the reason.
  const steps = page.getByRole('region', { name: '변경 기록' }).locator(':scope > ol > li');
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(0)).toContainText('민박 등록');
  await expect(steps.nth(1)).toContainText('객실 등록');
  await expect(steps.nth(1)).toContainText('2인실');
  await expect(steps.nth(2)).toContainText('4인실');
  await expect(steps.nth(3)).toContainText('민박 사진 추가');
  await expect(steps.nth(4)).toContainText('상태: 작성 중 → 판매 중');
  await expect(steps.nth(5)).toContainText('사유: 소방 점검 미통과');
  await expectNoSeriousA11yViolations(page);
});
