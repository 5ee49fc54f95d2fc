/**
 * Lighthouse page-speed benchmark of the production build (issues 3, 12 and 56): performance score, FCP, LCP, TBT,
 * CLS, Speed Index and the initial JavaScript (gzipped) of the public pages issue 12 names (mobile home, stays
 * home, stay results, stay page, the PC hotel list at phone width) and the PC home, the median of several runs
 * each, against two floors built and measured in the same run (issue 56), so that a faster or slower machine moves
 * the pages and their targets together:
 * - the stack floor (bench/floor/): a page that mounts only React 19, a React Router data router (createBrowserRouter
 *   hydrating one route whose loader is empty) and TanStack Query's provider, around eight server-rendered cards (a
 *   title, a price line and one of the seed's pictures each, like a home's first screen), hydrated with hydrateRoot;
 *   built by Vite's JS API (minified, the versions in node_modules) into .tmp/bench-floor, its HTML the server render
 *   of the same component plus the built script;
 * - the static floor: the same HTML without any script.
 * A small node:http server started here sends both (brotli or gzip, as the app's server does), and Lighthouse measures
 * them with the pages' settings, on each preset a measured page uses. The targets of each page, on its own preset:
 *   TBT from CPU time (cpuBlockingMs) <= the stack floor's + 20 ms;   performance >= the stack floor's;
 *   LCP <= the static floor's + 300 ms;   CLS 0;   initial JS gzip minus the stack floor's <= 35 KB.
 *
 *   npm run bench:pages                              # builds the web app (browser + server render) into .tmp/bench-web first
 *   BENCH_WEB_DIST=apps/web/dist npm run bench:pages # measures an existing build (its dist-ssr beside it is the server render)
 *   BENCH_RUNS=5 BENCH_KEEP_DATA=1 npm run bench:pages  # more runs; reuse the seeded data dir of the last run
 *   BENCH_ONLY=mobile-home BENCH_WARMUP=0 npm run bench:pages
 *   BENCH_BASELINE_DIST=/tmp/old-dist npm run bench:pages # before/after: a second server, runs alternate
 *   BENCH_WITHOUT_SCRIPTS=1 npm run bench:pages # each page also with every script blocked: its HTML, styles and pictures alone
 *
 * It starts the real server (node --import tsx apps/server/src/main.ts, NODE_ENV=production) on a free port
 * with its own DATA_DIR under .tmp, and drives Debian's Chromium (/usr/bin/chromium, or CHROME_PATH) through
 * chrome-launcher: nothing is downloaded. Mobile pages use Lighthouse's default mobile settings (Moto G
 * Power emulation, simulated slow 4G, 4x CPU); the PC home uses Lighthouse's desktop preset, and so do the floors
 * it is compared with. Figures go to the console and to bench/results/page-speed.json; each page's (and floor's)
 * median run is kept as a full Lighthouse report in bench/results/lighthouse-<page>.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { HYDRATED_MARK } from '@minda/contracts/web-pages';
// The same Chromium flags as the end-to-end tests (headless, no sandbox, no background network).
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { freePort } from '../apps/server/src/test/server-process.ts';
import { FLOOR_CARD_COUNT } from './floor/floor-app.ts';
import { buildFloors } from './floor/render.ts';
import { startFloorServer, STACK_FLOOR_PATH, STATIC_FLOOR_PATH } from './floor/server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(import.meta.dirname, 'results');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const WARMUP_RUNS = Math.max(0, Number(process.env.BENCH_WARMUP ?? 1));
/** Targets relative to the floors measured in the same run (issue 56); see the header. */
const CPU_TBT_ABOVE_STACK_FLOOR_MS = 20;
const LCP_ABOVE_STATIC_FLOOR_MS = 300;
const JS_ABOVE_STACK_FLOOR_KB = 35;
const TARGET_CLS = 0;

/** A stay of the seed and its city, read from the running server (the seed is deterministic, ids are not named here). */
type Sample = { goodsNo: number; cityCode: string };
type PageSpec = { name: string; path: (s: Sample) => string; preset: 'mobile' | 'desktop' };
const PAGES: PageSpec[] = [
  { name: 'mobile home', path: () => webPaths.mobile.home.href(), preset: 'mobile' },
  { name: 'mobile stays home', path: () => webPaths.mobile.stays.href(), preset: 'mobile' },
  { name: 'mobile stay results', path: (s) => webPaths.mobile.stayList.href({ cityCode: s.cityCode }), preset: 'mobile' },
  { name: 'mobile stay page', path: (s) => webPaths.mobile.stayDetail.href(s.goodsNo), preset: 'mobile' },
  // The PC hotel list at phone width: Lighthouse's mobile preset on the PC address (issue 12 measured it so).
  { name: 'PC hotel list phone', path: () => webPaths.pc.hotelList.href({}), preset: 'mobile' },
  { name: 'PC home', path: () => webPaths.pc.home.href(), preset: 'desktop' },
];

async function sampleOf(baseUrl: string): Promise<Sample> {
  const response = await fetch(`${baseUrl}${apiUrl(apiPaths.stays.recommendItems.href())}`);
  const [stay] = ((await response.json()) as { data: { goodsNo: number; category: string }[] }).data;
  if (!stay) fail('the seed has no recommended stay to measure');
  return { goodsNo: stay.goodsNo, cityCode: stay.category };
}
const slug = (name: string) => name.replaceAll(' ', '-').toLowerCase();
/** BENCH_ONLY=mobile-home,pc-home measures only those pages. */
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const PAGES_MEASURED = PAGES.filter((p) => !ONLY || ONLY.includes(slug(p.name)));

/** `without scripts`: the current build's pages with every script blocked (BENCH_WITHOUT_SCRIPTS=1). */
type Build = { label: 'current' | 'baseline' | 'without scripts'; dist: string; baseUrl: string; child: ChildProcess | undefined; blockScripts?: boolean };
type Figures = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** TBT from the main thread's CPU time in each task rather than its wall time (cpuBlockingMs). */
  cpuTbtMs: number;
  cls: number;
  speedIndexMs: number;
  initialScripts: number;
  initialJsGzipKb: number;
  allScripts: number;
  allJsGzipKb: number;
};

type Row = { page: PageSpec; path: string; build: Build['label']; runs: Figures[]; median: Figures };

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The web build to serve: BENCH_WEB_DIST as given, or a fresh production build (Vite + compress-dist). */
function webDist(): string {
  const given = process.env.BENCH_WEB_DIST;
  if (given) {
    const dir = path.resolve(given);
    if (!fs.existsSync(path.join(dir, 'index.html'))) fail(`BENCH_WEB_DIST=${given}: no index.html there; build the web app first.`);
    return dir;
  }
  // The server finds the server render in the dist-ssr beside the dist (config WEB_SSR_DIR's default).
  const dir = path.join(ROOT, '.tmp', 'bench-web', 'dist');
  console.log(`building the web app into ${path.relative(ROOT, path.dirname(dir))} ...`);
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const vite = (args: string[]) => spawnSync(npx, ['vite', 'build', ...args, '--emptyOutDir', '--logLevel', 'warn'], { cwd: path.join(ROOT, 'apps/web'), stdio: 'inherit' });
  if (vite(['--outDir', dir]).status !== 0) fail('the web build failed');
  if (vite(['--ssr', 'src/entry-server.tsx', '--outDir', path.join(path.dirname(dir), 'dist-ssr')]).status !== 0) fail('the server render build failed');
  const compress = spawnSync(process.execPath, [path.join(ROOT, 'scripts/compress-dist.mjs'), dir], { stdio: 'inherit' });
  if (compress.status !== 0) fail('compressing the web build failed');
  return dir;
}

async function startServer(dist: string, port: number, dataDirName: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const dataDir = path.join(ROOT, '.tmp', dataDirName);
  if (!process.env.BENCH_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', WEB_DIST_DIR: dist },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`the server stopped before it was ready:\n${output}`);
    const ok = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { child, baseUrl };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  fail(`the server did not answer /healthz within 180 s:\n${output}`);
}

const gzipCache = new Map<string, number>();
/** Gzip size (level 9, as scripts/compress-dist.mjs writes it) of the built file a script URL points at. */
function gzipBytes(dist: string, url: string): number {
  const file = path.join(dist, decodeURIComponent(new URL(url).pathname));
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
    gzipCache.set(file, size);
  }
  return size;
}

type NetworkItem = { url: string; resourceType?: string; rendererStartTime?: number };

/**
 * Initial JavaScript = every script the page requested before its load event, its first contentful paint or
 * the app's HYDRATED_MARK, whichever came last (in the unthrottled run Lighthouse observed), so the lazy route
 * chunks the first screen needs count too, and so do the scripts a page requests only after it has painted
 * (decision 037): what a page needs to become interactive is counted wherever it sits on the timeline. Each
 * script is counted by the gzip size of its built file.
 */
function scriptFigures(lhr: Result, dist: string, origin: string) {
  const requests = lhr.audits['network-requests']?.details as { items: NetworkItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const metrics = (lhr.audits.metrics?.details as { items: Record<string, number | undefined>[] } | undefined)?.items[0] ?? {};
  const startTs = requests?.debugData?.networkStartTimeTs;
  const timings = (lhr.audits['user-timings']?.details as { items: { name: string; startTime: number }[] } | undefined)?.items ?? [];
  // A build from before the mark (a baseline) has none: its scripts are all asked for by the load event anyway.
  const hydrated = timings.find((t) => t.name === HYDRATED_MARK);
  const hydratedTs = hydrated && metrics.observedTimeOriginTs !== undefined ? metrics.observedTimeOriginTs + hydrated.startTime * 1000 : 0;
  const cutoffTs = Math.max(metrics.observedLoadTs ?? 0, metrics.observedFirstContentfulPaintTs ?? 0, hydratedTs);
  if (!requests || startTs === undefined || cutoffTs === 0) throw new Error('Lighthouse gave no network timings');
  const scripts = requests.items.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin));
  const initial = scripts.filter((r) => startTs + (r.rendererStartTime ?? Infinity) * 1000 <= cutoffTs);
  const kb = (list: NetworkItem[]) => [...new Set(list.map((r) => r.url))].reduce((sum, r) => sum + gzipBytes(dist, r), 0) / 1024;
  return { initialScripts: new Set(initial.map((r) => r.url)).size, initialJsGzipKb: kb(initial), allScripts: new Set(scripts.map((r) => r.url)).size, allJsGzipKb: kb(scripts) };
}

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number };

/**
 * Blocking time counted from CPU time: each task of the page's main thread after its first contentful paint
 * contributes (its CPU time x the preset's CPU multiplier) - 50 ms when positive. Lighthouse's TBT takes each task's
 * wall time, and on a machine of two cores without a GPU most of a long task's wall time is the main thread waiting
 * on Chromium's other processes (bench/README.md before 8bd1846, "Figures, 2026-11-29 (fifth)"), which the
 * multiplier then counts four times. This figure shows the page's own work; it is not Lighthouse's metric and no
 * target is set on it.
 */
function cpuBlockingMs(trace: readonly TraceEvent[], multiplier: number): number {
  const fcp = trace.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return NaN;
  return trace
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts)
    .reduce((sum, task) => sum + Math.max(0, (multiplier * (task.tdur ?? 0)) / 1000 - 50), 0);
}

function figuresOf({ lhr, trace }: Run, dist: string, origin: string): Figures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cpuTbtMs: cpuBlockingMs(trace, lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    ...scriptFigures(lhr, dist, origin),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A Lighthouse run: its report and the trace it was computed from. */
type Run = { lhr: Result; trace: TraceEvent[] };

async function runLighthouse(url: string, preset: PageSpec['preset'], port: number, blockScripts = false, attempt = 1): Promise<Run> {
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const blocked = blockScripts ? { blockedUrlPatterns: ['*.js'] } : {};
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...blocked }, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const error = result.lhr.runtimeError;
  // A busy machine now and then loses the trace (NO_NAVSTART, NO_FCP): one more try before the run fails.
  if (error && attempt < 3) {
    console.warn(`  Lighthouse ${error.code} on ${url}: trying again`);
    return runLighthouse(url, preset, port, blockScripts, attempt + 1);
  }
  if (error) throw new Error(`Lighthouse failed on ${url}: ${error.code} ${error.message}`);
  const trace = (result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } }).Trace?.traceEvents ?? [];
  return { lhr: result.lhr, trace };
}

/**
 * Lighthouse simulates a slow phone from the tasks it observed, multiplied (4x CPU on mobile): on a machine
 * that is busy with other work every task is longer, and TBT, LCP and the score come out worse than they are.
 */
function warnIfBusy() {
  const [load] = os.loadavg();
  if (load! > os.cpus().length) {
    console.log(`warning: load average ${load!.toFixed(1)} on ${os.cpus().length} cores: CPU-bound figures (TBT above all) are inflated; compare runs made under similar load.`);
  }
}

/** A floor's figures on one preset (see the header). */
type FloorRow = { kind: 'stack' | 'static'; preset: PageSpec['preset']; runs: Figures[]; median: Figures };

const FIGURE_KEYS = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cpuTbtMs', 'cls', 'speedIndexMs', 'initialScripts', 'initialJsGzipKb', 'allScripts', 'allJsGzipKb'] as const satisfies readonly (keyof Figures)[];
function medianFigures(runs: readonly Figures[]): Figures {
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, median(runs.map((r) => r[key]))])) as Figures;
}

const runLine = (f: Figures) => `score ${f.score}, LCP ${f.lcpMs.toFixed(0)} ms, TBT ${f.tbtMs.toFixed(0)} ms (from CPU time ${f.cpuTbtMs.toFixed(0)}), CLS ${f.cls.toFixed(3)}, initial JS ${f.initialJsGzipKb.toFixed(1)} KB`;

/** Keeps the full report of the run whose score is the median, to see which element is the LCP and why. */
function keepTypicalReport(list: readonly { lhr: Result; figures: Figures }[], name: string) {
  const score = median(list.map((r) => r.figures.score));
  const typical = list.find((r) => r.figures.score === score) ?? list[0]!;
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, `lighthouse-${name}.json`), JSON.stringify(typical.lhr));
}

/** The floors' card pictures: the first of the seed's stay pictures, in name order (the seed is deterministic). */
function seedPictures(dir: string): string[] {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.svg')).sort() : [];
  if (files.length === 0) fail(`no seed pictures in ${path.relative(ROOT, dir)} for the floors' cards`);
  return files.slice(0, FLOOR_CARD_COUNT).map((f) => path.join(dir, f));
}

async function main() {
  if (!fs.existsSync(CHROME_PATH)) {
    fail(`Chromium is missing at ${CHROME_PATH}. Install Debian's chromium with \`bash scripts/ensure-chromium.sh\` (never a downloaded browser), or set CHROME_PATH.`);
  }
  if (PAGES_MEASURED.length === 0) fail(`BENCH_ONLY=${process.env.BENCH_ONLY} names no page; the pages are ${PAGES.map((p) => slug(p.name)).join(', ')}.`);
  // The build under test, and optionally a baseline build served by a second server: runs alternate
  // between the two so both see the same machine load, which makes the before/after comparison fair.
  const builds: Build[] = [{ label: 'current', dist: webDist(), baseUrl: '', child: undefined }];
  const baselineDist = process.env.BENCH_BASELINE_DIST;
  if (baselineDist) {
    if (!fs.existsSync(path.join(baselineDist, 'index.html'))) fail(`BENCH_BASELINE_DIST=${baselineDist}: no index.html there.`);
    builds.push({ label: 'baseline', dist: path.resolve(baselineDist), baseUrl: '', child: undefined });
  }
  for (const [i, build] of builds.entries()) {
    const server = await startServer(build.dist, await freePort(), i === 0 ? 'bench-pages-data' : 'bench-pages-data-baseline');
    build.baseUrl = server.baseUrl;
    build.child = server.child;
  }
  // The same pages with no script at all: what their HTML, styles and pictures cost before the app runs.
  if (process.env.BENCH_WITHOUT_SCRIPTS) builds.push({ ...builds[0]!, label: 'without scripts', child: undefined, blockScripts: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  const stop = () => {
    chrome.kill();
    for (const build of builds) build.child?.kill('SIGTERM');
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });

  const rows: Row[] = [];
  const floors: FloorRow[] = [];
  let floorServer: Awaited<ReturnType<typeof startFloorServer>> | undefined;
  try {
    const sample = await sampleOf(builds[0]!.baseUrl);
    // The floors' cards show the seed's stay pictures, which the current build's server has just drawn.
    const floorPages = await buildFloors(path.join(ROOT, '.tmp', 'bench-floor', 'dist'), seedPictures(path.join(ROOT, '.tmp', 'bench-pages-data', 'uploads', 'stay')));
    floorServer = await startFloorServer(floorPages);
    console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${CHROME_PATH}, ${RUNS} runs per page (+${WARMUP_RUNS} warm-up), ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}`);
    warnIfBusy();
    // The floors, on each preset a measured page uses, before the pages; their two runs alternate.
    for (const preset of [...new Set(PAGES_MEASURED.map((p) => p.preset))]) {
      const kinds = [
        { kind: 'stack' as const, path: STACK_FLOOR_PATH },
        { kind: 'static' as const, path: STATIC_FLOOR_PATH },
      ];
      const runs = new Map(kinds.map((k) => [k.kind, [] as { lhr: Result; figures: Figures }[]]));
      for (const k of kinds) for (let i = 0; i < WARMUP_RUNS; i += 1) await runLighthouse(`${floorServer.baseUrl}${k.path}`, preset, chrome.port);
      for (let i = 0; i < RUNS; i += 1) {
        for (const k of kinds) {
          const run = await runLighthouse(`${floorServer.baseUrl}${k.path}`, preset, chrome.port);
          const figures = figuresOf(run, floorPages.dist, floorServer.baseUrl);
          runs.get(k.kind)!.push({ lhr: run.lhr, figures });
          console.log(`  ${k.kind} floor (${preset}) run ${i + 1}: ${runLine(figures)}`);
        }
      }
      for (const k of kinds) {
        const list = runs.get(k.kind)!;
        floors.push({ kind: k.kind, preset, runs: list.map((r) => r.figures), median: medianFigures(list.map((r) => r.figures)) });
        keepTypicalReport(list, `${k.kind}-floor-${preset}`);
      }
    }
    for (const page of PAGES_MEASURED) {
      const runs = new Map<Build, { lhr: Result; figures: Figures }[]>(builds.map((b) => [b, []]));
      for (const build of builds) for (let i = 0; i < WARMUP_RUNS; i += 1) await runLighthouse(`${build.baseUrl}${page.path(sample)}`, page.preset, chrome.port, build.blockScripts);
      for (let i = 0; i < RUNS; i += 1) {
        for (const build of builds) {
          const run = await runLighthouse(`${build.baseUrl}${page.path(sample)}`, page.preset, chrome.port, build.blockScripts);
          const figures = figuresOf(run, build.dist, build.baseUrl);
          runs.get(build)!.push({ lhr: run.lhr, figures });
          console.log(`  ${page.name} (${build.label}) run ${i + 1}: ${runLine(figures)}`);
        }
      }
      for (const build of builds) {
        const list = runs.get(build)!;
        rows.push({ page, path: page.path(sample), build: build.label, runs: list.map((r) => r.figures), median: medianFigures(list.map((r) => r.figures)) });
        keepTypicalReport(list, `${slug(page.name)}${build.label === 'current' ? '' : `-${slug(build.label)}`}`);
      }
    }
  } finally {
    stop();
    floorServer?.close();
  }

  warnIfBusy();
  const floorOf = (kind: FloorRow['kind'], preset: PageSpec['preset']) => floors.find((f) => f.kind === kind && f.preset === preset)!.median;
  const verdicts = (m: Figures, preset: PageSpec['preset']) => {
    const stack = floorOf('stack', preset);
    const statik = floorOf('static', preset);
    return {
      cpuTbt: m.cpuTbtMs <= stack.cpuTbtMs + CPU_TBT_ABOVE_STACK_FLOOR_MS,
      score: m.score >= stack.score,
      lcp: m.lcpMs <= statik.lcpMs + LCP_ABOVE_STATIC_FLOOR_MS,
      cls: m.cls <= TARGET_CLS,
      js: m.initialJsGzipKb - stack.initialJsGzipKb <= JS_ABOVE_STACK_FLOOR_KB,
    };
  };
  const mark = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  console.log(`\nMedian of ${RUNS} Lighthouse runs per page and floor (mobile: default mobile throttling, 4x CPU; PC: desktop preset, floors measured on it too).`);
  console.log('Initial JS = scripts requested before the later of the load event, the first contentful paint and the hydrated mark, summed by the gzip -9 size of each built file.');
  console.log("TBT from CPU = Lighthouse's TBT tasks counted by the main thread's CPU time instead of their wall time (see cpuBlockingMs).");
  console.log(
    `Targets per page, against the floors of its preset measured in this run: TBT from CPU <= stack floor + ${CPU_TBT_ABOVE_STACK_FLOOR_MS} ms; performance >= stack floor; ` +
      `LCP <= static floor + ${LCP_ABOVE_STATIC_FLOOR_MS} ms; CLS ${TARGET_CLS}; initial JS above the stack floor's <= ${JS_ABOVE_STACK_FLOOR_KB} KB gzip.\n`,
  );
  console.log(
    '| page | build | preset | performance | FCP ms | LCP ms | TBT ms | TBT from CPU ms | CLS | Speed Index ms | initial JS (scripts, KB gzip) | JS above stack floor KB | all JS on load (scripts, KB gzip) ' +
      `| TBT CPU <= floor+${CPU_TBT_ABOVE_STACK_FLOOR_MS} | perf >= floor | LCP <= static+${LCP_ABOVE_STATIC_FLOOR_MS} | CLS ${TARGET_CLS} | JS +<= ${JS_ABOVE_STACK_FLOOR_KB} KB |`,
  );
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|---|---|');
  const cells = (m: Figures, jsAbove: string) =>
    `${m.score} | ${m.fcpMs.toFixed(0)} | ${m.lcpMs.toFixed(0)} | ${m.tbtMs.toFixed(0)} | ${m.cpuTbtMs.toFixed(0)} | ${m.cls.toFixed(3)} | ${m.speedIndexMs.toFixed(0)} | ${m.initialScripts}, ${m.initialJsGzipKb.toFixed(1)} | ${jsAbove} | ${m.allScripts}, ${m.allJsGzipKb.toFixed(1)}`;
  for (const { kind, preset, median: m } of floors) console.log(`| ${kind} floor | floor | ${preset} | ${cells(m, '-')} | - | - | - | - | - |`);
  for (const { page, build, median: m } of rows) {
    const v = verdicts(m, page.preset);
    const jsAbove = (m.initialJsGzipKb - floorOf('stack', page.preset).initialJsGzipKb).toFixed(1);
    console.log(`| ${page.name} | ${build} | ${page.preset} | ${cells(m, jsAbove)} | ${mark(v.cpuTbt)} | ${mark(v.score)} | ${mark(v.lcp)} | ${mark(v.cls)} | ${mark(v.js)} |`);
  }
  const current = rows.filter((r) => r.build === 'current');
  const allMet = current.every((r) => Object.values(verdicts(r.median, r.page.preset)).every(Boolean));
  console.log(`\ntargets against the floors for the current build: ${allMet ? 'all met' : 'NOT all met'}`);

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS_DIR, 'page-speed.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        runsPerPage: RUNS,
        cores: os.cpus().length,
        loadAverageAtEnd: os.loadavg()[0],
        initialJs: `scripts requested before max(load event, first contentful paint, ${HYDRATED_MARK} mark), gzip -9 size of each built file`,
        targets: {
          cpuTbtMs: `<= stack floor + ${CPU_TBT_ABOVE_STACK_FLOOR_MS}`,
          performance: '>= stack floor',
          lcpMs: `<= static floor + ${LCP_ABOVE_STATIC_FLOOR_MS}`,
          cls: TARGET_CLS,
          initialJsGzipKb: `<= stack floor + ${JS_ABOVE_STACK_FLOOR_KB}`,
        },
        floors: floors.map((f) => ({ kind: f.kind, preset: f.preset, median: f.median, runs: f.runs })),
        builds: builds.map((b) => ({ label: b.label, dist: path.relative(ROOT, b.dist) })),
        pages: rows.map((r) => ({ name: r.page.name, build: r.build, path: r.path, preset: r.page.preset, median: r.median, runs: r.runs, targetsMet: verdicts(r.median, r.page.preset) })),
      },
      null,
      2,
    ),
  );
  console.log(`written: ${path.relative(ROOT, path.join(RESULTS_DIR, 'page-speed.json'))}`);
}

await main();
