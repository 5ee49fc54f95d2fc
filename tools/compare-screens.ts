/**
 * Proves that a change left the pages looking the same: screenshots every page of the product on two running
 * servers (before and after) at the PC and mobile viewports, compares them pixel by pixel and prints a table.
 *
 *   npx tsx tools/compare-screens.ts http://127.0.0.1:3202 http://127.0.0.1:3203
 *
 * Both servers must serve the same seeded catalogue (a fresh DATA_DIR each: the seed is deterministic apart
 * from "today", so seed them on the same day). Screenshots and diff images go to SCREENS_DIR (/tmp/screens);
 * SCREENS_ONLY=<text>[,<text>...] keeps the pages whose name or path contains one of them; SCREENS_ALL_VIEWPORTS=1 shots every page
 * at both viewports, not only its own platform's. Exits 1 when any page differs.
 *
 * The browser clock is frozen at the same instant for both (pages compute "today", default dates and event
 * states from it), motion is reduced, lazy images load eagerly, and the shot waits for network idle and fonts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { apiPaths, apiUrl, webPaths, withQuery, EVENT_STAYS_HOME, TOUR_THEME_AIRPORT_PICKUP } from '@minda/contracts/paths';
import { CHROMIUM_ARGS } from '../playwright.config.ts';

type Viewport = 'pc' | 'mobile';
/** `act` puts the page in a state worth a shot (an open dialog, pane or toast) after it has loaded. */
type Target = { name: string; path: string; viewports: readonly Viewport[]; act?: (page: Page) => Promise<void> };
type Shot = { status: number; png: PNG; file: string };
type Row = { name: string; viewport: Viewport; path: string; status: string; size: string; diffPixels: number };

const [beforeUrl, afterUrl] = process.argv.slice(2);
if (!beforeUrl || !afterUrl) {
  console.error('usage: npx tsx tools/compare-screens.ts <before base URL> <after base URL>');
  process.exit(2);
}
const outDir = process.env.SCREENS_DIR ?? '/tmp/screens';
const only = process.env.SCREENS_ONLY?.split(',');
const allViewports = process.env.SCREENS_ALL_VIEWPORTS === '1';

const PARIS = '001002001';
// Noon in Seoul today: both servers seeded today, so the pages' default dates fall inside their inventory.
const FROZEN_TIME = new Date(`${new Date().toISOString().slice(0, 10)}T03:00:00Z`);

const CONTEXTS: Record<Viewport, BrowserContextOptions> = {
  pc: { viewport: { width: 1280, height: 800 } },
  mobile: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
};

async function getData<T>(base: string, apiPath: string): Promise<T> {
  const res = await fetch(`${base}${apiUrl(apiPath)}`);
  if (!res.ok) throw new Error(`${apiPath}: HTTP ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** One stay, tour, hotel, tour theme and board post of the seeded catalogue, read from the "after" server. */
async function sampleIds(base: string) {
  type StayThemes = { items: { items: { goodsNo: number }[] }[] }[];
  type TourThemes = { themeItems: { themeNo: number; items: { itemNo: number }[] }[] }[];
  type HotelThemes = { cityHotels: { properties: { propertyUuid: string }[] }[] }[];
  const stays = await getData<StayThemes>(base, apiPaths.stays.themeItems.href());
  const tours = await getData<TourThemes>(base, apiPaths.tours.themeItems.href());
  const hotels = await getData<HotelThemes>(base, apiPaths.hotels.themeProperties.href());
  const posts = await getData<{ content: { no: number }[] }>(base, apiPaths.content.boardPosts.href('tripbuddy'));
  const tourTheme = tours[0]!.themeItems[0]!;
  return {
    goodsNo: stays[0]!.items[0]!.items[0]!.goodsNo,
    itemNo: tourTheme.items[0]!.itemNo,
    themeNo: tourTheme.themeNo,
    hotelUuid: hotels[0]!.cityHotels[0]!.properties[0]!.propertyUuid,
    postNo: posts.content[0]!.no,
  };
}

function targets(ids: Awaited<ReturnType<typeof sampleIds>>): Target[] {
  const m = webPaths.mobile;
  const pc = webPaths.pc;
  const day = (offset: number) => new Date(FROZEN_TIME.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const stayQuery = { cityCode: PARIS, checkInAt: day(30), checkOutAt: day(32), occupancy: [2] };
  const mobile: [string, string][] = [
    ['mobile home', m.home.href()],
    ['mobile more', m.more.href()],
    ['mobile stays home', m.stays.href()],
    ['mobile tours home', m.tours.href()],
    ['mobile hotels home', m.hotels.href()],
    ['mobile stay-plus', m.stayPlus.href()],
    ['mobile MINDA Only', m.exclusive.href()],
    ['mobile search', m.search.href('stays')],
    ['mobile stay results', m.stayList.href(stayQuery)],
    ['mobile stay page', m.stayDetail.href(ids.goodsNo)],
    ['mobile tour list', m.tourList.href(PARIS)],
    ['mobile tour page', m.tourDetail.href(ids.itemNo)],
    ['mobile tour theme', m.tourTheme.href(ids.themeNo)],
    ['mobile tour recommend', m.tourRecommend.href(PARIS)],
    ['mobile community', m.community.href('tripbuddy')],
    ['mobile community post', m.community.href('tripbuddy', { no: ids.postNo })],
    ['mobile events', m.eventList.href()],
    ['clause', m.clause.href()],
    ['privacy', m.privacy.href()],
  ];
  const pcPages: [string, string][] = [
    ['pc home', pc.home.href()],
    ['pc stays home', pc.stays.href()],
    ['pc tours home', pc.tours.href()],
    ['pc hotels home', pc.hotels.href()],
    ['pc stay results', pc.stayList.href(stayQuery)],
    ['pc stay list by city', pc.stayListByCity.href(PARIS)],
    ['pc stay page', pc.stayDetail.href(ids.goodsNo)],
    ['pc tour page', pc.tourDetail.href(ids.itemNo)],
    ['pc tour list', pc.tourList.href(PARIS)],
    ['pc tour theme', pc.tourTheme.href(TOUR_THEME_AIRPORT_PICKUP)],
    ['pc tour recommend', pc.tourRecommend.href(PARIS)],
    ['pc hotel results', pc.hotelList.href({ cityId: 3, checkInAt: day(30), checkOutAt: day(32), occupancy: ['2'] })],
    ['pc hotel page', pc.hotelDetail.href(ids.hotelUuid)],
    ['pc MINDA Only', pc.exclusive.href()],
    ['pc stay-plus', pc.stayPlus.href()],
    ['pc total search', pc.totalSearch.href({ category: 'all', keyword: '파리' })],
    ['pc event', pc.event.href(EVENT_STAYS_HOME)],
    ['pc community', pc.community.href('tripbuddy')],
    ['pc community post', pc.communityPost.href('tripbuddy', ids.postNo)],
    ['pc travel info', pc.travelInfo.href()],
    ['pc about', pc.about.href()],
    ['pc refund rule', pc.refundRule.href()],
    ['pc sale', pc.sale.href()],
    ['pc off-season sale', pc.offSeasonSale.href()],
    ['pc coupons', pc.coupons.href()],
    ['pc theme london', pc.themeLondon.href()],
    ['pc theme paris', pc.themeParis.href()],
    ['pc theme newyork', pc.themeNewYork.href()],
    ['pc theme la', pc.themeLa.href()],
    ['pc theme italia', pc.themeItalia.href()],
  ];
  // Pages both platforms open: the member pages, the root and an unknown address (the not-found screen).
  const shared: [string, string][] = [
    ['login', webPaths.member.login.href()],
    ['login popup', webPaths.member.loginPopup.href()],
    ['register', webPaths.member.register.href()],
    ['root', '/'],
    ['unknown page', withQuery('/no/such/page.php', { a: 1 })],
  ];
  const mine = (list: [string, string][], viewports: readonly Viewport[]) =>
    list.map(([name, p]) => ({ name, path: p, viewports: allViewports ? (['pc', 'mobile'] as const) : viewports }));
  return [...mine(mobile, ['mobile']), ...mine(pcPages, ['pc']), ...mine(shared, ['pc', 'mobile']), ...states(stayQuery)];
}

/** Opens `opener`'s dialog and waits until it shows. */
const openDialog = (opener: (page: Page) => ReturnType<Page['getByRole']>, dialog: string) => async (page: Page) => {
  await opener(page).click();
  await page.getByRole('dialog', { name: dialog }).first().waitFor();
};

/** The dialogs, panes, toasts and second pages the first shots do not show (issue 8 moved every modal to one dialog). */
function states(stayQuery: Parameters<typeof webPaths.pc.stayList.href>[0]): Target[] {
  const m = webPaths.mobile;
  const pc = webPaths.pc;
  const widget = (page: Page) => page.locator('[data-search-bar]');
  return [
    {
      name: 'mobile home notice popup',
      path: m.home.href(),
      viewports: ['mobile'],
      act: async (page) => {
        await page.getByRole('dialog', { name: '민다 앱 다운로드' }).getByRole('button', { name: '닫기' }).click();
        await page.getByRole('dialog', { name: '공지사항' }).waitFor();
      },
    },
    { name: 'mobile keyword pane', path: m.search.href('stays'), viewports: ['mobile'], act: openDialog((p) => p.getByRole('button', { name: '도시나 민박 이름을 입력해 주세요' }), '검색어 입력') },
    { name: 'mobile date pane', path: m.search.href('stays'), viewports: ['mobile'], act: openDialog((p) => p.getByRole('button', { name: /박\)$/ }), '날짜 선택') },
    { name: 'mobile party pane', path: m.search.href('stays'), viewports: ['mobile'], act: openDialog((p) => p.getByRole('button', { name: '성인 1명' }), '인원 선택') },
    { name: 'mobile community page 2', path: m.community.href('tripbuddy', { page: 2 }), viewports: ['mobile'] },
    { name: 'pc header search dialog', path: pc.home.href(), viewports: ['pc'], act: openDialog((p) => p.getByRole('banner').getByRole('button', { name: '검색' }), '검색') },
    { name: 'pc all menu', path: pc.home.href(), viewports: ['pc'], act: (page) => page.getByRole('banner').getByRole('button', { name: '전체 메뉴' }).click() },
    { name: 'pc widget calendar', path: pc.stays.href(), viewports: ['pc'], act: openDialog((p) => widget(p).getByRole('button', { name: /체크인 - 체크아웃/ }), '날짜 선택') },
    { name: 'pc widget party', path: pc.hotels.href(), viewports: ['pc'], act: openDialog((p) => widget(p).getByRole('button', { name: /객실 및 인원/ }), '객실 및 인원 선택') },
    {
      name: 'pc widget suggestions',
      path: pc.home.href(),
      viewports: ['pc'],
      act: async (page) => {
        await widget(page).getByRole('combobox').fill('파리');
        await widget(page).getByRole('listbox', { name: '검색어 추천' }).getByRole('option').first().waitFor();
      },
    },
    {
      name: 'pc widget empty-search toast',
      path: pc.home.href(),
      viewports: ['pc'],
      act: async (page) => {
        await widget(page).getByRole('tab', { name: '투어·티켓' }).click();
        await widget(page).getByRole('button', { name: '검색', exact: true }).click();
        await page.getByRole('button', { name: '알림 닫기' }).waitFor();
      },
    },
    { name: 'pc stay results page 2', path: pc.stayList.href({ ...stayQuery, page: 2 }), viewports: ['pc'] },
    { name: 'pc community page 2', path: pc.community.href('tripbuddy', 2), viewports: ['pc'] },
  ];
}

async function shoot(browser: Browser, base: string, target: Target, viewport: Viewport, file: string): Promise<Shot> {
  const context = await browser.newContext({ ...CONTEXTS[viewport], locale: 'ko-KR', timezoneId: 'Asia/Seoul', reducedMotion: 'reduce', baseURL: base });
  try {
    await context.clock.setFixedTime(FROZEN_TIME);
    const page = await context.newPage();
    const response = await page.goto(target.path, { waitUntil: 'networkidle' });
    // Lazy images below the fold would load (or not) with the screenshot's timing: load them all now.
    await page.evaluate(async () => {
      document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = 'eager'));
      await document.fonts.ready;
    });
    await page.waitForLoadState('networkidle');
    if (target.act) {
      await target.act(page);
      await page.waitForLoadState('networkidle');
    }
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
    return { status: response?.status() ?? 0, png: PNG.sync.read(fs.readFileSync(file)), file };
  } finally {
    await context.close();
  }
}

/** Differing pixels over the larger of the two images (a size change counts the uncovered area as different). */
function compare(a: PNG, b: PNG, diffFile: string): number {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const pad = (img: PNG) => {
    if (img.width === width && img.height === height) return img;
    const out = new PNG({ width, height });
    out.data.fill(0);
    PNG.bitblt(img, out, 0, 0, img.width, img.height, 0, 0);
    return out;
  };
  const diff = new PNG({ width, height });
  const count = pixelmatch(pad(a).data, pad(b).data, diff.data, width, height, { threshold: 0.1 });
  if (count > 0) fs.writeFileSync(diffFile, PNG.sync.write(diff));
  return count;
}

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const ids = await sampleIds(afterUrl!);
  const list = targets(ids).filter((t) => !only || only.some((text) => t.name.includes(text) || t.path.includes(text)));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const rows: Row[] = [];
  try {
    for (const target of list) {
      for (const viewport of target.viewports) {
        const stem = path.join(outDir, `${slug(target.name)}.${viewport}`);
        const diffFile = `${stem}.diff.png`;
        fs.rmSync(diffFile, { force: true });
        let before = await shoot(browser, beforeUrl!, target, viewport, `${stem}.before.png`);
        let after = await shoot(browser, afterUrl!, target, viewport, `${stem}.after.png`);
        let diffPixels = compare(before.png, after.png, diffFile);
        // A difference is taken again once: a shot now and then catches a layout between two frames.
        if (diffPixels > 0) {
          before = await shoot(browser, beforeUrl!, target, viewport, `${stem}.before.png`);
          after = await shoot(browser, afterUrl!, target, viewport, `${stem}.after.png`);
          fs.rmSync(diffFile, { force: true });
          diffPixels = compare(before.png, after.png, diffFile);
        }
        const sizeOf = (s: Shot) => `${s.png.width}x${s.png.height}`;
        rows.push({
          name: target.name,
          viewport,
          path: target.path,
          status: before.status === after.status ? String(before.status) : `${before.status} -> ${after.status}`,
          size: sizeOf(before) === sizeOf(after) ? sizeOf(before) : `${sizeOf(before)} -> ${sizeOf(after)}`,
          diffPixels,
        });
        console.error(`${diffPixels === 0 ? 'same' : `DIFF ${diffPixels}`}\t${viewport}\t${target.path}`);
      }
    }
  } finally {
    await browser.close();
  }
  console.log('\n| page | viewport | path | status | size | differing pixels |\n|---|---|---|---|---|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.viewport} | \`${r.path}\` | ${r.status} | ${r.size} | ${r.diffPixels} |`);
  const differing = rows.filter((r) => r.diffPixels > 0);
  console.log(`\n${rows.length} shots, ${differing.length} differ${differing.length ? `; diffs in ${outDir}` : ''}`);
  process.exitCode = differing.length ? 1 : 0;
}

await main();
