import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from '@minda/contracts/rules/auth-cookies';
import { pathMatcher } from '@minda/contracts/web-pages';

/** The seeded demo accounts (README "Demo accounts"); every one has the same password. */
export const DEMO_ACCOUNTS = {
  member: { loginId: 'member', nickname: '여행자' },
  partner: { loginId: 'partner', nickname: '파리하늘민박' },
  admin: { loginId: 'admin', nickname: '운영자' },
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;
const DEMO_PASSWORD = 'minda1234!';
export const DEMO_MEMBER = { ...DEMO_ACCOUNTS.member, password: DEMO_PASSWORD } as const;

/**
 * Signs the browser context in as a demo account through the login API, not the login page, so a spec
 * that needs a member spends no time on the form (one spec, pc-shell, still goes through the form).
 * context.request shares the context's cookie jar: the first call receives the anonymous XSRF cookie, the
 * login echoes it as the app's API client does, and the session, logged-in marker and access token cookies
 * it sets land where the web app reads them on its next page load.
 */
export async function loginAs(context: BrowserContext, role: DemoRole): Promise<void> {
  const login = async () => {
    const visitor = await context.request.get('/api/v2/auth/api/user');
    expect(visitor.status(), 'the page user before login').toBe(200);
    const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
    expect(xsrf, 'the XSRF cookie set on the first call').toBeTruthy();
    return context.request.put('/api/v2/auth/token', {
      headers: { 'X-XSRF-TOKEN': xsrf! },
      data: { loginId: DEMO_ACCOUNTS[role].loginId, password: DEMO_PASSWORD },
    });
  };
  // A page of this context making its own first API call meanwhile gets a fresh anonymous id and XSRF pair,
  // which can replace ours between reading the cookie and sending it: then the echo is refused once, as the
  // app's own client would see it, and the next try reads the pair that stands.
  let answer = await login();
  if (answer.status() === 403 && (await answer.text()).includes('XSRF_INVALID')) answer = await login();
  expect(answer.status(), `login as ${role}: ${await answer.text()}`).toBe(200);
  const body = (await answer.json()) as { data: { user: { role: string; nickName: string } } };
  expect(body.data.user).toMatchObject({ role, nickName: DEMO_ACCOUNTS[role].nickname });
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['minda_session', 'minda_logged_in', 'accessToken', 'accessTokenExpire']));
}

/** Headers of a signed-in context's API calls, as the web app sends them (bearer token, XSRF echo). */
export async function apiHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const cookies = await context.cookies();
  const value = (name: string) => cookies.find((c) => c.name === name)?.value ?? '';
  return { authorization: `Bearer ${value('accessToken')}`, 'X-XSRF-TOKEN': value('XSRF-TOKEN') };
}

type Fixtures = {
  pageErrors: Error[];
  /** Signs this test's browser context in as a demo account through the API (see loginAs above). */
  loginAs: (role: DemoRole) => Promise<void>;
};

/**
 * Resolves once the app runs on the page (html[data-hydrated], set by app/running-mark.tsx once the screen has
 * hydrated); pages without the app at once.
 */
const appRunning = (page: Page) => page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true');

export const test = base.extend<Fixtures>({
  /**
   * A server-rendered page shows its content before its scripts run, and a click before hydration is lost
   * (decision 030): goto and reload wait until the app runs, as a person waits for a page to respond.
   */
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await appRunning(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await appRunning(page);
        return response;
      };
    }
    await provide(page);
  },
  /** Fails the test on any uncaught page error, so "loads with no page errors" holds for every spec. */
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message), 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // `provide`, not `use`: the React hooks rule would read use() inside loginAs as React's hook.
  loginAs: async ({ context }, provide) => {
    await provide((role) => loginAs(context, role));
  },
});
export { expect };

/**
 * The answer to the next change of a wish (a heart filled or emptied, any line). A heart moves at once, before
 * the server has answered: a reload must wait for this, or the page can be rendered before the change is saved.
 */
export function nextWishAnswer(page: Page) {
  const { stays, stay, tours, tour, hotelLike, stayLike } = apiPaths.wishes;
  const isWishAddress = pathMatcher(() => [stays.href(), stay.pattern, tours.href(), tour.pattern, hotelLike.pattern, stayLike.pattern].map(apiUrl));
  return page.waitForResponse((r) => r.request().method() !== 'GET' && isWishAddress(new URL(r.url()).pathname));
}

/** Logs in through the real login page and waits to be sent back to returnPath (the one spec of the form). */
export async function loginThroughPage(page: Page, returnPath: string) {
  await page.getByLabel('아이디').fill(DEMO_MEMBER.loginId);
  await page.getByLabel('비밀번호').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname + url.search === returnPath || url.pathname === returnPath);
}

/** Cards laid out `perRow` to a row: the first row's cards share a top edge, the next card starts a new row at the first x. */
export async function expectCardsPerRow(cards: Locator, perRow: number) {
  const boxes = await Promise.all(Array.from({ length: perRow + 1 }, (_, i) => cards.nth(i).boundingBox()));
  const firstRow = boxes.slice(0, perRow);
  for (const box of firstRow) expect(Math.round(box!.y)).toBe(Math.round(boxes[0]!.y));
  const xs = firstRow.map((b) => b!.x);
  expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  expect(new Set(xs.map(Math.round)).size).toBe(perRow);
  expect(boxes[perRow]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height / 2);
  expect(Math.round(boxes[perRow]!.x)).toBe(Math.round(boxes[0]!.x));
}

/** axe-core on the current page: no violation of serious or critical impact. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A dialog or toast fading in is half transparent: axe would measure the contrast of its blend. Waiting for the
  // running animations left a toast that began just after the wait measured mid-fade, so the page is measured with
  // animations off: every element as it stands once they end.
  const still = await page.addStyleTag({ content: '*, *::before, *::after { animation: none !important; transition: none !important; }' });
  const results = await new AxeBuilder({ page }).analyze();
  await still.evaluate((style) => style.parentNode?.removeChild(style));
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/**
 * Has the server send this page's documents as the shell the browser renders (as it does for a logged-in marker
 * without a live session: the document requests carry the marker and not the session cookie, which the browser
 * keeps for its API calls), so a test that answers the API with `page.route` reaches the screen: a
 * server-rendered page carries its answers in its HTML and the browser does not ask again (decision 030).
 */
export async function renderInBrowser(page: Page) {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'document') return route.fallback();
    const sent = ((await request.allHeaders()).cookie ?? '').split('; ').filter((c) => c !== '' && !c.startsWith(`${SESSION_COOKIE}=`) && !c.startsWith(`${LOGGED_IN_COOKIE}=`));
    const cookie = [...sent, `${LOGGED_IN_COOKIE}=1`].join('; ');
    await route.fulfill({ response: await route.fetch({ headers: { ...request.headers(), cookie } }) });
  });
}
