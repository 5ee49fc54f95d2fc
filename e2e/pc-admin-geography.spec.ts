import { webPaths } from '@minda/contracts/paths';
import { DEMO_MEMBER, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * The operator's geography (issue 57), by keyboard: from 도시 관리 a catalogue operator opens Paris, is refused an
 * area that would leave its places outside, adds a neighbourhood and a point of interest (a station outside the city
 * refused on 위도), and finds each step in the city's 변경 기록; the screens pass axe.
 */
test('PC back office: a catalogue operator edits a city and its places', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-4);
  await page.goto(webPaths.admin.login.href(webPaths.admin.cities.href()));
  await page.getByLabel('아이디').fill('catalogue-admin');
  await page.getByLabel('비밀번호').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '도시 관리' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The city's own screen, opened from its row by the keyboard.
  await page.getByRole('table', { name: '도시 목록' }).getByRole('link', { name: '파리 수정' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '파리', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: '지역 목록' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Montmartre alone would leave most of Paris outside: refused, in the form's alert.
  const details = page.getByRole('form', { name: '도시 정보 수정' });
  await details.getByLabel('남쪽 위도').fill('48.88');
  await details.getByLabel('북쪽 위도').fill('48.89');
  await details.getByRole('button', { name: '변경 내용 저장' }).click();
  await expect(details.getByRole('alert')).toContainText('새 범위 밖에 이 도시의 장소');

  // A neighbourhood, typed and sent with Enter.
  const neighbourhood = page.getByRole('form', { name: '지역 추가' });
  await neighbourhood.getByLabel('지역 이름').fill(`바티뇰 ${suffix}`);
  await neighbourhood.getByLabel('영문 이름').fill('Batignolles');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: '지역 목록' })).toContainText(`바티뇰 ${suffix}`);

  // A station in London is not a Paris station.
  const station = page.getByRole('form', { name: '역 추가', exact: true });
  await station.getByLabel('역 이름', { exact: true }).fill(`가짜역 ${suffix}`);
  await station.getByLabel('위도').fill('51.5');
  await station.getByLabel('경도').fill('-0.12');
  await station.getByRole('button', { name: '역 추가', exact: true }).click();
  await expect(station.getByText('좌표가 파리 지역 밖에 있습니다. 주소의 위도와 경도를 다시 확인해 주세요.')).toBeVisible();
  await expect(station.getByLabel('위도')).toHaveAttribute('aria-invalid', 'true');

  const poi = page.getByRole('form', { name: '명소 추가' });
  await poi.getByLabel('명소 이름').fill(`운하 전망대 ${suffix}`);
  await poi.getByLabel('위도').fill('48.871');
  await poi.getByLabel('경도').fill('2.365');
  await poi.getByRole('button', { name: '명소 추가' }).click();
  await expect(page.getByRole('table', { name: '명소 목록' })).toContainText(`운하 전망대 ${suffix}`);

  await page.reload();
  const audit = page.getByRole('region', { name: '변경 기록' });
  await expect(audit).toContainText('지역 추가');
  await expect(audit).toContainText('명소 추가');
  await expectNoSeriousA11yViolations(page);

  // Countries and provinces, from the cities' screen.
  await page.goto(webPaths.admin.countries.href());
  await expect(page.getByRole('table', { name: '국가 목록' })).toContainText('프랑스');
  await page.getByRole('region', { name: '지방', exact: true }).getByLabel('국가').selectOption({ label: '유럽 · 프랑스' });
  const province = page.getByRole('form', { name: '지방 추가' });
  await province.getByLabel('지방 이름').fill(`오베르뉴 ${suffix}`);
  await province.getByLabel('영문 이름').fill('Auvergne');
  await province.getByRole('button', { name: '지방 추가' }).click();
  await expect(page.getByRole('table', { name: '지방 목록' })).toContainText(`오베르뉴 ${suffix}`);
  await expectNoSeriousA11yViolations(page);
});
