import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPageMeta, usePageLinks, usePageMeta } from './page-meta.ts';

const ORIGIN = 'https://minda.example';
const head = (selector: string) => document.head.querySelector(selector);
const canonical = () => head('link[rel="canonical"]')?.getAttribute('href');
const alternate = () => head('link[rel="alternate"][media="only screen and (max-width: 640px)"]')?.getAttribute('href');
const meta = (key: string) => head(`meta[property="${key}"]`)?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyPageMeta', () => {
  it('writes the title, share tags, canonical and the mobile alternate of a PC page', () => {
    applyPageMeta({ title: '한인민박 - 민다', description: '유럽 한인민박' }, { pathname: '/main/view.php', search: '?goodsno=1001&ea=2', origin: ORIGIN });
    expect(document.title).toBe('한인민박 - 민다');
    expect(meta('og:title')).toBe('한인민박 - 민다');
    expect(meta('og:description')).toBe('유럽 한인민박');
    expect(meta('og:url')).toBe(`${ORIGIN}/main/view.php?goodsno=1001`);
    expect(canonical()).toBe(`${ORIGIN}/main/view.php?goodsno=1001`);
    expect(alternate()).toBe(`${ORIGIN}/m/1.0/grp_minbak/minbak_view.html?minbak_code=1001`);
  });

  it('points a mobile page at its PC twin and removes a stale alternate', () => {
    applyPageMeta({ title: 'a', description: 'b' }, { pathname: '/main/index.php', search: '', origin: ORIGIN });
    expect(alternate()).toBe(`${ORIGIN}/m/1.0/grp_main/main.html`);
    applyPageMeta({ title: 'a', description: 'b' }, { pathname: '/m/1.0/grp_main/main.html', search: '', origin: ORIGIN });
    expect(canonical()).toBe(`${ORIGIN}/main/index.php`);
    expect(alternate()).toBeUndefined();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });
});

describe('usePageMeta', () => {
  function Page() {
    usePageMeta({ title: '커뮤니티 - 민다', description: '게시판' });
    return null;
  }

  it('derives the links from the router location', () => {
    render(
      <MemoryRouter initialEntries={['/m/1.0/grp_main/community.html?id=sale&no=3']}>
        <Page />
      </MemoryRouter>,
    );
    expect(canonical()).toBe(`${window.location.origin}/community/view.php?id=sale&no=3`);
    expect(meta('og:url')).toBe(`${window.location.origin}/community/view.php?id=sale&no=3`);
  });
});

describe('usePageLinks', () => {
  function Layout() {
    usePageLinks();
    return null;
  }

  it('sets only the links, for screens that set their own title', () => {
    document.title = '로그인 | 민다';
    render(
      <MemoryRouter initialEntries={['/stay/hotel.php?utm_source=x']}>
        <Layout />
      </MemoryRouter>,
    );
    expect(canonical()).toBe(`${window.location.origin}/stay/hotel.php`);
    expect(alternate()).toBe(`${window.location.origin}/m/1.0/grp_main/hotel.html`);
    expect(document.title).toBe('로그인 | 민다');
  });
});
