import { dismissHomePopups } from './home-popups.ts';
import { expect, test } from './fixtures.ts';

test('the mobile home gets its scripts compressed, and how much it downloads is printed', async ({ page, context, request, baseURL }) => {
  await dismissHomePopups(context, request, baseURL!);
  const scripts: { url: string; encoding: string | undefined; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const headers = await response.allHeaders();
    scripts.push({ url: response.url(), encoding: headers['content-encoding'], bytes: Number(headers['content-length'] ?? 0) });
  });
  await page.goto('/m/1.0/grp_main/main.html', { waitUntil: 'networkidle' });
  expect(scripts.length).toBeGreaterThan(0);
  // Chunks under 1 KB are left as they are (compressing them gains nothing); everything else is compressed.
  const large = scripts.filter((s) => s.encoding !== undefined || s.bytes >= 1024);
  expect(large.length).toBeGreaterThan(0);
  for (const script of large) expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`mobile home: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB transferred (${scripts[0]?.encoding})`);
});
