import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StayTheme } from '@minda/contracts/stays';
import { stayThemesQueryOptions } from '../api/get-stay-themes.ts';
import { aStayTheme } from '../../../test/builders.ts';
import { MobileStaysHome } from './mobile-stays-home.tsx';
import { renderApp } from '../../../test/render-app.tsx';

// Lists come from the pre-filled cache; a call that does go out (the loading case) never answers.
vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const THEMES = [
  aStayTheme('첫째 테마', [
    { name: '파리', count: 12 },
    { name: '런던', count: 3 },
  ]),
  aStayTheme('둘째 테마', [{ name: '로마', count: 2 }]),
  aStayTheme('셋째 테마', [{ name: '프라하', count: 2 }]),
  aStayTheme('넷째 테마', [{ name: '빈', count: 1 }]),
];

function renderHome(themes: StayTheme[] | undefined, recentlyViewed: boolean, eventTime?: boolean) {
  renderApp(
    <MobileStaysHome
      banners={<div data-testid="banners" />}
      recentlyViewed={recentlyViewed ? <section aria-label="최근 본 상품 자리" /> : null}
      {...(eventTime === undefined ? {} : { eventTime })}
    />,
    { platform: 'mobile', cache: themes ? [[stayThemesQueryOptions().queryKey, themes]] : [] },
  );
}

/** Headings and the recent block in document order. */
const layout = () =>
  Array.from(document.querySelectorAll('main h2, main [data-testid="recently-viewed-block"]')).map((el) =>
    el.matches('h2') ? el.textContent : 'RECENT',
  );

describe('MobileStaysHome', () => {
  it('shows two theme lists, then the recent block with the partner links, then the rest', () => {
    renderHome(THEMES, true);
    expect(layout()).toEqual(['첫째 테마', '둘째 테마', 'RECENT', '셋째 테마', '넷째 테마']);
    const partners = within(screen.getByTestId('recently-viewed-block')).getAllByRole('link');
    expect(partners.map((a) => a.getAttribute('target'))).toEqual(['_blank', '_blank']);
    expect(partners.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
    expect(partners.map((a) => a.textContent)).toEqual([expect.stringContaining('여행자 보험'), expect.stringContaining('렌터카')]);
  });

  it('leaves out the recent block and the partner links without history', () => {
    renderHome(THEMES, false);
    expect(layout()).toEqual(['첫째 테마', '둘째 테마', '셋째 테마', '넷째 테마']);
    expect(screen.queryByRole('link', { name: /여행자 보험/ })).toBeNull();
  });

  it('selects the first chip, shows at most ten of its stays, and switches with a chip', () => {
    renderHome(THEMES, false);
    const first = screen.getByRole('region', { name: '첫째 테마' });
    const tabs = within(first).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['파리', '런던']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const names = () => within(within(first).getByRole('tabpanel')).getAllByRole('link').map((a) => a.querySelector('strong')?.textContent);
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('첫째 테마 파리 1');

    const rail = within(within(first).getByRole('tabpanel')).getByRole('list');
    rail.scrollLeft = 400;
    fireEvent.click(within(first).getByRole('tab', { name: '런던' }));
    expect(names()).toEqual(['첫째 테마 런던 1', '첫째 테마 런던 2', '첫째 테마 런던 3']);
    expect(within(within(first).getByRole('tabpanel')).getByRole('list').scrollLeft).toBe(0);
  });

  it('shows skeletons of 3 chips and 4 cards per list while loading', () => {
    renderHome(undefined, true);
    const skeletons = screen.getAllByRole('status', { name: '테마 민박 불러오는 중' });
    expect(skeletons).toHaveLength(2);
    expect(skeletons[0]!.querySelectorAll('[data-skeleton="chip"]')).toHaveLength(3);
    expect(skeletons[0]!.querySelectorAll('[data-skeleton="card"]')).toHaveLength(4);
  });

  it('has the 112 px search header and the event link while the event flag is on', () => {
    renderHome(THEMES, false);
    expect(screen.getByRole('banner').style.height).toBe('112px');
    expect(screen.getByRole('link', { name: /가족 같은 민박을 찾아보세요/ }).getAttribute('href')).toBe(
      '/m/1.0/grp_main/search_header.html?searchType=stays',
    );
    expect(screen.getByRole('link', { name: /이벤트/ }).getAttribute('href')).toBe('/event/view.php?id=gevent&no=336');
    expect(document.title).toBe('한인민박 - 민다');
  });

  it('hides the event link when the event flag is off', () => {
    renderHome(THEMES, false, false);
    expect(screen.queryByTestId('stays-event-banner')).toBeNull();
  });
});
