import { test, expect } from './fixtures.ts';
import { cspViolationsOn } from './security-checks.ts';

/**
 * The Content-Security-Policy lets the app run: the PC home loads with no CSP violation, and the login
 * page refuses to be shown inside another site's frame. The mobile home: mobile-security-headers.spec.ts.
 */
test('the PC home runs under the Content-Security-Policy with no violation', async ({ page }) => {
  expect(await cspViolationsOn(page, '/main/index.php', (p) => p.getByRole('banner'))).toEqual([]);
});

test('the login page cannot be framed by another site', async ({ page, baseURL }) => {
  // Another site, without a policy of its own, tries to show a page in a frame.
  let src = '';
  await page.route('http://other-site.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>other site</title><iframe src="${src}"></iframe>` }),
  );
  /** The address the frame ended on: its own when shown, the browser's error page when refused. */
  const framedAddress = async (frameSrc: string) => {
    src = frameSrc;
    // The load event waits for the frame, shown or refused.
    await page.goto('http://other-site.test/', { waitUntil: 'load' });
    return page.frames().find((f) => f !== page.mainFrame())?.url();
  };
  // A frame the browser does show keeps its address: the check tells the two apart.
  expect(await framedAddress('data:text/html,<p>shown</p>')).toBe('data:text/html,<p>shown</p>');
  expect(await framedAddress(`${baseURL}/member/login.php`)).toBe('chrome-error://chromewebdata/');
});
