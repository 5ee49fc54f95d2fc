/**
 * Interaction to next paint on the mobile home (issue 56): the production build rendered by the real server, in
 * Debian's Chromium driven by Playwright (never a downloaded browser), the phone of the e2e mobile project, the CPU
 * slowed 4x through CDP once the page has loaded and hydrated. Three interactions, each by real input (taps):
 *   1. opening the search widget (the home's search entry, which slides up the search page),
 *   2. picking two dates in it (the dates button, then check-in and check-out in the date picker: the slowest tap),
 *   3. toggling a wish (heart) on a stay card as the signed-in demo member (then taken back, unmeasured).
 * A PerformanceObserver registered before the page's scripts keeps the Event Timing entries
 * (`{ type: 'event', durationThreshold: 16, buffered: true }`); an interaction's latency is the largest `duration`
 * among the entries carrying its `interactionId`, as INP defines it. Entries under 16 ms are not reported by the
 * browser, so a tap without any is shown as "<=16" and counted as 16. Target: <= 100 ms, median of BENCH_RUNS.
 * Needs `npm run build` first (the server render in apps/web/dist-ssr).
 *
 *   npx tsx bench/interaction-latency.ts          # BENCH_RUNS (default 5)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices, type BrowserContext, type Locator, type Page, type Response } from '@playwright/test';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { dismissHomePopups } from '../e2e/home-popups.ts';
import { browserDay } from '../e2e/search-widget-checks.ts';
import { signIn } from './bench-callers.ts';
import { startServerProcess } from './process-kit.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const TARGET_MS = 100;
/** The browser reports no event entry shorter than this (the smallest durationThreshold Event Timing allows). */
const THRESHOLD_MS = 16;
const UI_TIMEOUT = 20_000;
const STAY_WISH_API = apiUrl(apiPaths.wishes.stays.href());
const isStayWishCall = (method: string) => (r: Response) => r.request().method() === method && new URL(r.url()).pathname.startsWith(STAY_WISH_API);

type EventEntry = { name: string; interactionId: number; duration: number; startTime: number; processingStart: number; processingEnd: number };
declare global {
  interface Window {
    __benchEvents?: EventEntry[];
  }
}

/** Runs in the page before its own scripts: keeps every event entry that belongs to an interaction. */
function observeEvents(threshold: number) {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    // interactionId is not in the DOM types of this TypeScript.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (e.interactionId) {
        window.__benchEvents!.push({
          name: e.name,
          interactionId: e.interactionId,
          duration: e.duration,
          startTime: e.startTime,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        });
      }
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

type Tap = { label: string; ms: number; entries: EventEntry[] };

/**
 * Taps `target` and waits for `changed` (the UI the tap brings), then for the entries of that tap: those with an
 * interactionId that started after the tap was sent. Their largest duration is the tap's latency. `changed` waits
 * on CSS selectors: Playwright's role queries run on the page's slowed main thread while it polls (about 100 ms of
 * it over the three date taps in a profile) and would be measured as the page's own delay.
 */
async function measureTap(page: Page, label: string, target: Locator, changed: () => Promise<unknown>): Promise<Tap> {
  await target.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  const since = await page.evaluate(() => performance.now());
  await target.tap({ timeout: UI_TIMEOUT });
  await changed();
  // Event entries are queued after the next paint: give the (slowed) page two frames and a little time.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));
  const entries = await page.evaluate((t) => (window.__benchEvents ?? []).filter((e) => e.startTime >= t), since);
  const ids = new Set(entries.map((e) => e.interactionId));
  if (ids.size > 1) console.warn(`  ${label}: ${ids.size} interactions seen for one tap (${[...ids].join(', ')}); the slowest counts`);
  const ms = Math.max(THRESHOLD_MS, ...entries.map((e) => e.duration));
  return { label, ms, entries };
}

async function loadHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
  await page.waitForLoadState('load');
}

/** One run: a fresh context signed in as the member, popups dismissed; the home twice (search, then the wish). */
async function oneRun(context: BrowserContext, baseURL: string, memberCookie: string) {
  await context.addCookies(
    memberCookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL };
    }),
  );
  await dismissHomePopups(context, context.request, baseURL);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const throttle = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const home = webPaths.mobile.home.href();

  // 1. The search widget: the home's search entry slides up the search page.
  await loadHydrated(page, home);
  await throttle(CPU_SLOWDOWN);
  const search = await measureTap(page, 'open search', page.getByRole('link', { name: /어디로 떠나세요/ }), async () => {
    await page.waitForURL('**/m/1.0/grp_main/search_header.html', { timeout: UI_TIMEOUT });
    await page.locator('h1', { hasText: '한인민박 검색' }).waitFor({ timeout: UI_TIMEOUT });
  });

  // 2. Two dates: the dates button opens the picker, check-in, then check-out closes it.
  const datePane = page.locator('[role="dialog"]');
  const [checkIn, checkOut] = [await browserDay(page, 10), await browserDay(page, 12)];
  const dateTaps = [
    await measureTap(page, 'dates button', page.getByRole('button', { name: /박\)$/ }), () => datePane.locator(`[data-day="${checkIn}"]`).waitFor({ timeout: UI_TIMEOUT })),
    await measureTap(page, 'check-in', datePane.locator(`[data-day="${checkIn}"]`), () =>
      datePane.locator(`[data-day="${checkIn}"][aria-pressed="true"]`).waitFor({ timeout: UI_TIMEOUT }),
    ),
    await measureTap(page, 'check-out', datePane.locator(`[data-day="${checkOut}"]`), async () => {
      await datePane.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
      await page.getByRole('button', { name: /\(2박\)$/ }).waitFor({ timeout: UI_TIMEOUT });
    }),
  ];
  await throttle(1);

  // 3. A wish on a stay card of the home's recommended stays, as the member: the heart fills.
  await loadHydrated(page, home);
  const list = page.getByRole('region', { name: '민다 추천 한인민박' }).getByRole('tabpanel');
  const candidate = list.locator('[data-product^="stay-"]').filter({ has: page.getByRole('button', { name: '찜하기', exact: true }) }).first();
  await candidate.waitFor({ timeout: UI_TIMEOUT });
  const card = list.locator(`[data-product="${await candidate.getAttribute('data-product')}"]`);
  await throttle(CPU_SLOWDOWN);
  const saved = page.waitForResponse(isStayWishCall('POST'), { timeout: UI_TIMEOUT });
  const wish = await measureTap(page, 'wish', card.getByRole('button', { name: '찜하기', exact: true }), () =>
    card.locator('button[aria-label="찜 해제"][aria-pressed="true"]').waitFor({ timeout: UI_TIMEOUT }),
  );
  if (page.url().includes('/member/login')) throw new Error('the heart sent the member to the login page: the sign-in did not take');
  const savedOk = (await saved).ok();
  await throttle(1);
  // Leave the demo member's wishes as they were.
  const removed = page.waitForResponse(isStayWishCall('DELETE'), { timeout: UI_TIMEOUT });
  await card.getByRole('button', { name: '찜 해제', exact: true }).tap();
  await removed;
  await page.close();
  if (!savedOk) console.warn('  the wish call failed (the heart still flipped at once)');
  return { search, dateTaps, wish };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const shown = (ms: number) => (ms <= THRESHOLD_MS ? `<=${THRESHOLD_MS}` : String(Math.round(ms)));

async function main() {
  const server = await startServerProcess('interaction-latency');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const samples: Record<'open search' | 'pick two dates' | 'toggle a wish', number[]> = { 'open search': [], 'pick two dates': [], 'toggle a wish': [] };
  const detail: unknown[] = [];
  try {
    const res = await fetch(`${server.url}${webPaths.mobile.home.href()}`);
    if (res.status !== 200 || !(await res.text()).includes('minda-query-state')) throw new Error('the mobile home was not rendered on the server: run npm run build');
    const { member } = await signIn(server.url);
    console.log(`database: ${server.database}; ${RUNS} runs, CPU ${CPU_SLOWDOWN}x slower; chromium ${browser.version()}; node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, baseURL: server.url, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
      await context.addInitScript(observeEvents, THRESHOLD_MS);
      try {
        const { search, dateTaps, wish } = await oneRun(context, server.url, member.cookie);
        const dates = Math.max(...dateTaps.map((t) => t.ms));
        samples['open search'].push(search.ms);
        samples['pick two dates'].push(dates);
        samples['toggle a wish'].push(wish.ms);
        console.log(`  run ${run}: open search ${shown(search.ms)} ms; dates ${dateTaps.map((t) => `${t.label} ${shown(t.ms)}`).join(', ')} ms; wish ${shown(wish.ms)} ms`);
        detail.push({ run, taps: [search, ...dateTaps, wish] });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const rows = Object.entries(samples).map(([interaction, ms]) => {
    const med = median(ms);
    return { interaction, runs: ms.length, medianMs: med, maxMs: Math.max(...ms), samplesMs: ms, pass: med <= TARGET_MS };
  });
  console.log(`load after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`\n| interaction | runs | median ms | max ms | <= ${TARGET_MS} ms |\n|---|---:|---:|---:|---|`);
  for (const r of rows) console.log(`| ${r.interaction} | ${r.runs} | ${shown(r.medianMs)} | ${shown(r.maxMs)} | ${r.pass ? 'PASS' : 'FAIL'} |`);
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'interaction-latency.json'),
    JSON.stringify({ at: new Date().toISOString(), database: server.database, runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, targetMs: TARGET_MS, thresholdMs: THRESHOLD_MS, rows, detail }, null, 2),
  );
}

await main();
