import { describe, expect, it } from 'vitest';
import { isPagePath } from './web-pages.ts';

describe('web pages', () => {
  it.each([
    '/',
    '/main/index.php',
    '/m/1.0/grp_main/main.html',
    '/main/view.php',
    '/hotel/detail/6f1c2a9e-0000-4000-8000-000000000001',
    '/stay/theme/paris.php',
    '/member/login.php',
    '/member/popup.login.php',
    '/m/1.0/cs/privacy.html',
  ])('knows %s as a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/main/index.php/extra',
    '/hotel/detail/',
    '/hotel/detail/a/b',
    '/api/v2/main/banners/pc',
    '/assets/index.js',
    '/mypage/mypage_home.php',
    '/MAIN/INDEX.PHP',
  ])('does not know %s', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});
