import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventSummary, SitePage } from '@minda/contracts/content';
import type { SalePage, StayCard } from '@minda/contracts/stays';
import { APP_DOWNLOAD_COUPON_WON, INVITE_REWARD_WON } from '@minda/contracts/rules/limits';
import { productQueryRoots } from '../../../lib/query-keys.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { couponPageQueryOptions } from '../api/get-coupon-page.ts';
import { eventsQueryOptions } from '../api/get-events.ts';
import { saleStaysQueryOptions } from '../api/get-sale-stays.ts';
import { CouponsPage } from './coupons-page.tsx';
import { EventList } from './event-list.tsx';
import { SaleListPage } from './sale-list-page.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));
// The page shows the operator HTML only through the sanitizer (ui/sanitized-html tests the cleaning itself).
vi.mock('../../../lib/sanitize-html.ts', () => ({ sanitizeHtml: vi.fn(async (html: string) => html.replace(/<img[^>]*>/g, '')) }));

const stay = (goodsNo: number, saleRate: number): StayCard => ({
  goodsNo, goodsName: `특가 민박 ${goodsNo}`, minPrice: 40000, reviewGrade: 4.7, reviewCount: 30, wishCount: 2, isWish: false, bookType: 1,
  goodsImgPath: `stays/${goodsNo}.svg`, locations: ['몽파르나스역 도보 3분'], category: '001002001', categoryName: '파리', countryName: '프랑스', isAwards: false, saleRate,
});

const firstPage = (page: SalePage) => ({ pages: [page], pageParams: [0] });

describe('SaleListPage', () => {
  it('keeps both lists under the stays root key', () => {
    expect(saleStaysQueryOptions('sale').queryKey[0]).toBe(productQueryRoots.stay[0]);
    expect(saleStaysQueryOptions('offSeason').queryKey).not.toEqual(saleStaysQueryOptions('sale').queryKey);
  });

  it('shows the count, the cards with their sale rate, and a more button while pages follow', () => {
    const page: SalePage = { content: [stay(1, 30), stay(2, 15)], number: 0, last: false, totalElements: 1234 };
    renderApp(<SaleListPage kind="sale" />, { cache: [[saleStaysQueryOptions('sale').queryKey, firstPage(page)]] });
    expect(screen.getByRole('heading', { level: 1, name: '한인민박 특가' })).toBeTruthy();
    expect(screen.getByText('숙소 1,234곳')).toBeTruthy();
    const cards = screen.getAllByRole('listitem').filter((li) => li.querySelector('[data-product]'));
    expect(cards.map((li) => within(li).getByText(/^할인율/).parentElement?.textContent)).toEqual(['할인율 30%', '할인율 15%']);
    expect(screen.getByRole('button', { name: '더 보기' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: '할인·쿠폰' })).getByRole('link', { name: '특가' }).getAttribute('aria-current')).toBe('page');
  });

  it('says the off-season month and hides the more button on the last page', () => {
    const page: SalePage = { content: [stay(3, 10)], number: 0, last: true, totalElements: 1 };
    renderApp(<SaleListPage kind="offSeason" today={new Date(2026, 10, 21)} />, { cache: [[saleStaysQueryOptions('offSeason').queryKey, firstPage(page)]] });
    expect(screen.getByText(/11월이 비수기인 도시/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it("in December, when every continent is in season, speaks of January's off-season, as the list does", () => {
    const page: SalePage = { content: [stay(3, 10)], number: 0, last: true, totalElements: 1 };
    renderApp(<SaleListPage kind="offSeason" today={new Date('2026-12-10T03:00:00Z')} />, { cache: [[saleStaysQueryOptions('offSeason').queryKey, firstPage(page)]] });
    expect(screen.getByText(/^1월이 비수기인 도시/)).toBeTruthy();
  });
});

describe('CouponsPage', () => {
  it('shows the standing coupons from the rules and the operator’s promotion coupons through the sanitizer', async () => {
    const coupons: SitePage = {
      slug: 'coupons',
      title: '프로모션 쿠폰',
      bodyHtml: '<table><caption>진행 중인 프로모션 쿠폰</caption><tbody><tr><th>웰컴</th><td>15,000원</td></tr></tbody></table><img src=x onerror="alert(1)">',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    renderApp(<CouponsPage />, { cache: [[couponPageQueryOptions().queryKey, coupons]] });
    const format = (n: number) => new Intl.NumberFormat('ko-KR').format(n);
    expect(screen.getByText('앱 다운로드 쿠폰').closest('li')?.textContent).toContain(`${format(APP_DOWNLOAD_COUPON_WON)}원`);
    expect(screen.getByText('친구 초대 쿠폰').closest('li')?.textContent).toContain(`${format(INVITE_REWARD_WON)}원`);
    expect(screen.getByRole('link', { name: /App Store/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: '내 초대 코드 보기' }).getAttribute('href')).toBe('/mypage/invite.php');
    expect((await screen.findByText('진행 중인 프로모션 쿠폰')).closest('table')?.textContent).toContain('15,000원');
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: '한인민박 특가 이벤트 보기' }).getAttribute('href')).toBe('/event/view.php?id=gevent&no=336');
  });

  it('links the events to the mobile event pages on mobile', () => {
    renderApp(<CouponsPage />, { path: '/m/1.0/grp_main/coupon.html' });
    expect(screen.getByRole('link', { name: '한인민박 특가 이벤트 보기' }).getAttribute('href')).toBe('/m/1.0/event/view.html?id=gevent&no=336');
    expect(screen.getByRole('link', { name: '투어·티켓 할인 이벤트 보기' }).getAttribute('href')).toBe('/m/1.0/event/view.html?id=gevent&no=353');
  });
});

describe('EventList', () => {
  it('lists each event with its title, period and a link to its page', () => {
    const events: EventSummary[] = [
      { no: 371, title: '봄 여행 얼리버드 기획전', summary: '봄 유럽', startsOn: '2027-01-15', endsOn: '2027-03-15', bannerImagePath: 'event/371.svg' },
      { no: 336, title: '한인민박 겨울 특가 이벤트', summary: '겨울', startsOn: '2026-11-15', endsOn: '2027-02-28', bannerImagePath: 'event/336.svg' },
    ];
    renderApp(<EventList today={new Date(2026, 10, 21)} />, { cache: [[eventsQueryOptions().queryKey, events]] });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/m/1.0/event/view.html?id=gevent&no=371', '/m/1.0/event/view.html?id=gevent&no=336']);
    expect(links[1]!.textContent).toContain('2026.11.15 ~ 2027.02.28');
    expect(links[0]!.textContent).toContain('오픈 예정');
    expect(links[1]!.textContent).toContain('진행 중');
  });

  it('shows skeletons while loading', () => {
    renderApp(<EventList />);
    expect(screen.getByRole('status', { name: '이벤트 불러오는 중' })).toBeTruthy();
  });
});
