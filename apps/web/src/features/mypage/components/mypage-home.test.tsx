import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { aMember } from '../../../test/builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { MypageHome } from './mypage-home.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn() }));

beforeEach(() => {
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiGet).mockImplementation(async (path: string) => {
    if (path === apiPaths.members.reviewSummary.href()) return { staysCount: 1, tripCount: 2, staysPoint: 4800, tripsPoint: 1200 };
    if (path === apiPaths.members.coupons.href()) return { usableCount: 3, content: [] };
    return new Promise(() => {});
  });
});

const renderHome = (path: string) => renderApp(<MypageHome upcomingCount={0} unreadInquiryCount={0} bookingHref={() => '/'} />, { path, user: aMember() });
const hrefOf = async (name: RegExp | string) => (await screen.findByRole('link', { name })).getAttribute('href');

describe('MypageHome links stay on their platform', () => {
  it('on PC, 후기 쓰기 opens the PC past reservations and 사용 가능한 쿠폰 the PC coupon page', async () => {
    renderHome('/mypage/mypage_home.php');
    expect(await hrefOf('숙소 후기 쓰기 (1)')).toBe('/mypage/my_reservation.php?tab=old');
    expect(await hrefOf('투어 후기 쓰기 (2)')).toBe('/mypage/my_tg_reserve.php?tab=past&astep=&Page=0');
    expect(await hrefOf(/작성할 후기/)).toBe('/mypage/my_reservation.php?tab=old');
    expect(await hrefOf(/사용 가능한 쿠폰/)).toBe('/main/coupon_tab2.php');
  });

  it('on mobile, 후기 쓰기 opens the mobile review landings and 사용 가능한 쿠폰 the mobile coupon page', async () => {
    renderHome('/m/1.0/mypage/index.html');
    expect(await hrefOf('숙소 후기 쓰기 (1)')).toBe('/m/1.0/grp_mypage/my_reservation.html?tab=old');
    expect(await hrefOf('투어 후기 쓰기 (2)')).toBe('/m/1.0/tg_mypage/list.html?page=1&scroll_pos=0&tab=past');
    expect(await hrefOf(/사용 가능한 쿠폰/)).toBe('/m/1.0/grp_main/coupon.html');
  });
});
