import { describe, expect, it } from 'vitest';
import { platformPaths, webPaths } from '@minda/contracts/paths';
import { returnPathFromSearch, toSafePath } from './return-path.ts';

// The member pages are PC screens: without a usable return path they go to the PC home.
const HOME = '/main/index.php';

describe('returnPathFromSearch', () => {
  it('decodes the encoded return path the login link sends', () => {
    const target = webPaths.mobile.stayDetail.href(1234, { start_date: '2026-05-01', ea: 2 });
    const href = webPaths.member.login.href(target);
    expect(returnPathFromSearch(new URL(href, 'http://x').search)).toBe(target);
  });

  it('takes a plain (not encoded) return path as is', () => {
    expect(returnPathFromSearch('?login_return_page=/main/view.php%3Fgoodsno%3D5')).toBe('/main/view.php?goodsno=5');
  });

  it('falls back to the PC home when there is no return path, or to the home it is given (the mobile login)', () => {
    expect(returnPathFromSearch('')).toBe(HOME);
    expect(returnPathFromSearch('?encoded_login_return_page=true')).toBe(HOME);
    expect(returnPathFromSearch('', '/m/1.0/grp_main/main.html')).toBe('/m/1.0/grp_main/main.html');
  });

  it('never returns an absolute or protocol-relative URL (open redirect)', () => {
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', ' //evil.example', '\\\\evil.example', 'evil.example/path']) {
      const search = `?encoded_login_return_page=true&login_return_page=${encodeURIComponent(encodeURIComponent(evil))}`;
      expect(returnPathFromSearch(search), evil).toBe(HOME);
      expect(returnPathFromSearch(`?login_return_page=${encodeURIComponent(evil)}`), evil).toBe(HOME);
    }
  });

  it('rejects malformed encodings and paths back into the member pages', () => {
    expect(returnPathFromSearch('?encoded_login_return_page=true&login_return_page=%25E0%25A4%25A')).toBe(HOME);
    expect(returnPathFromSearch(`?login_return_page=${encodeURIComponent(webPaths.member.logout.href())}`)).toBe(HOME);
    expect(returnPathFromSearch(`?login_return_page=${encodeURIComponent('/m/1.0/member/login.html')}`)).toBe(HOME);
  });
});

describe('toSafePath', () => {
  it('keeps same-origin paths with query and hash', () => {
    expect(toSafePath('/tg/view.php?itemno=3#reviews')).toBe('/tg/view.php?itemno=3#reviews');
  });
  it('rejects control characters and backslashes', () => {
    expect(toSafePath('/a\nb')).toBeNull();
    expect(toSafePath('/a\\b')).toBeNull();
    expect(toSafePath(null)).toBeNull();
  });
});

describe('platformPaths register', () => {
  it("carries the return path to each platform's sign-up page and back", () => {
    for (const platform of ['pc', 'mobile'] as const) {
      const href = platformPaths[platform].register('/tg/view.php?itemno=3');
      expect(returnPathFromSearch(new URL(href, 'http://x').search)).toBe('/tg/view.php?itemno=3');
    }
    expect(platformPaths.pc.register()).toBe('/member/register.php');
    expect(platformPaths.mobile.register()).toBe('/m/1.0/member/join.html');
  });

  it('never returns to a mobile member page', () => {
    for (const path of ['/m/1.0/member/join.html', '/m/1.0/member/find_id_pw.html?tab=id']) {
      expect(returnPathFromSearch(`?login_return_page=${encodeURIComponent(path)}`)).toBe(HOME);
    }
  });
});
