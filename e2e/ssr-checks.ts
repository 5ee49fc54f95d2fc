import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, apiUrl, webPaths, type Platform } from '@minda/contracts/paths';
import { apiHeaders, DEMO_ACCOUNTS, expect, test } from './fixtures.ts';

/**
 * Pages rendered on the server (decision 030): with scripts off, a page still shows its content, title and
 * canonical; with scripts on, it hydrates without a console error and does not ask the API again for what
 * the HTML carried.
 */

type Sample = { stay: { goodsNo: number; name: string }; hotel: { uuid: string; name: string }; tour: { itemNo: number; name: string }; cityCode: string };

async function samples(request: APIRequestContext): Promise<Sample> {
  const data = async <T>(path: string) => ((await (await request.get(apiUrl(path))).json()) as { data: T }).data;
  const [stay] = await data<{ goodsNo: number; goodsName: string; category: string }[]>(apiPaths.stays.recommendItems.href());
  const [hotel] = await data<{ propertyUuid: string; nameTranslations: { 'ko-KR': string } }[]>(apiPaths.hotels.recommendProperties.href());
  const [tour] = await data<{ itemNo: number; itemName: string }[]>(apiPaths.tours.recommendItems.href());
  return {
    stay: { goodsNo: stay!.goodsNo, name: stay!.goodsName },
    hotel: { uuid: hotel!.propertyUuid, name: hotel!.nameTranslations['ko-KR'] },
    tour: { itemNo: tour!.itemNo, name: tour!.itemName },
    cityCode: stay!.category,
  };
}

type PageCase = { name: string; url: (s: Sample) => string; text: (s: Sample) => string; title: (s: Sample) => RegExp; canonical: (s: Sample) => string; api?: (s: Sample) => string };

/** The product and results pages of a platform: the same content and canonical on PC and mobile. */
function productCases(platform: Platform): PageCase[] {
  const paths = webPaths[platform];
  return [
    {
      name: 'stay page',
      url: (s) => paths.stayDetail.href(s.stay.goodsNo),
      text: (s) => s.stay.name,
      title: (s) => new RegExp(s.stay.name),
      canonical: (s) => `/main/view.php?goodsno=${s.stay.goodsNo}`,
      api: (s) => apiPaths.stays.property.href(s.stay.goodsNo),
    },
    {
      name: 'tour page',
      url: (s) => paths.tourDetail.href(s.tour.itemNo),
      text: (s) => s.tour.name,
      title: (s) => new RegExp(s.tour.name),
      canonical: (s) => `/tg/view.php?itemno=${s.tour.itemNo}`,
      api: (s) => apiPaths.tours.item.href(s.tour.itemNo),
    },
    {
      name: 'stay results',
      url: (s) => `${paths.stayList.path}?cityCode=${s.cityCode}`,
      text: (s) => s.stay.name,
      title: () => /민다/,
      canonical: (s) => `/md/stays?cityCode=${s.cityCode}`,
      api: () => apiPaths.stays.search.href(),
    },
  ];
}

const CASES: Record<Platform, PageCase[]> = {
  pc: [
    { name: 'home', url: () => webPaths.pc.home.href(), text: () => 'MINDA', title: () => /민다/, canonical: () => '/main/index.php' },
    ...productCases('pc'),
    {
      name: 'hotel page',
      url: (s) => `/hotel/detail/${s.hotel.uuid}`,
      text: (s) => s.hotel.name,
      title: (s) => new RegExp(s.hotel.name),
      canonical: (s) => `/hotel/detail/${s.hotel.uuid}`,
      api: (s) => apiPaths.hotels.property.href(s.hotel.uuid),
    },
  ],
  mobile: [
    { name: 'home', url: () => webPaths.mobile.home.href(), text: () => '한인민박', title: () => /민다/, canonical: () => '/main/index.php' },
    ...productCases('mobile'),
  ],
};

const canonicalOf = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

export function serverRenderedPageChecks(platform: Platform) {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const c of CASES[platform]) {
      test(`the ${c.name} shows its content, title and canonical`, async ({ page, request }) => {
        const s = await samples(request);
        const response = await page.goto(c.url(s));
        expect(response?.status()).toBe(200);
        expect(response?.headers()['set-cookie']).toBeUndefined();
        await expect(page.getByText(c.text(s)).first()).toBeVisible();
        await expect(page).toHaveTitle(c.title(s));
        expect(new URL((await canonicalOf(page))!).pathname + new URL((await canonicalOf(page))!).search).toBe(c.canonical(s));
      });
    }
  });

  test.describe('with JavaScript', () => {
    for (const c of CASES[platform]) {
      test(`the ${c.name} hydrates without a console error or a second fetch`, async ({ page, request }) => {
        const s = await samples(request);
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text());
        });
        const apiCalls: string[] = [];
        page.on('request', (r) => {
          const url = new URL(r.url());
          if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
        });
        await page.goto(c.url(s));
        await page.waitForLoadState('networkidle');
        await expect(page.getByText(c.text(s)).first()).toBeVisible();
        expect(consoleErrors).toEqual([]);
        if (c.api) expect(apiCalls.filter((p) => p === apiUrl(c.api!(s)))).toEqual([]);
      });
    }
  });

  test('a member’s stay page arrives rendered with the member’s wished heart and hydrates without a console error', async ({ page, context, request, loginAs }) => {
    const s = await samples(request);
    await loginAs('member');
    const headers = await apiHeaders(context);
    const wished = await context.request.post(apiUrl(apiPaths.wishes.stays.href()), { headers, data: { goodsNo: s.stay.goodsNo } });
    expect(wished.status()).toBe(200);
    try {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const response = await page.goto(webPaths[platform].stayDetail.href(s.stay.goodsNo));
      expect(response?.headers()['cache-control']).toBe('private, no-cache');
      // The HTML itself shows the member's heart filled (and, on PC, the member's name in the header).
      const html = await response!.text();
      expect(html).toContain('aria-pressed="true" aria-label="찜 해제"');
      if (platform === 'pc') expect(html).toContain(`">${DEMO_ACCOUNTS.member.nickname}<!-- -->님`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { name: s.stay.name })).toBeVisible();
      await expect(page.getByRole('button', { name: '찜 해제' }).first()).toHaveAttribute('aria-pressed', 'true');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.request.delete(apiUrl(apiPaths.wishes.stay.href(s.stay.goodsNo)), { headers });
    }
  });
}
