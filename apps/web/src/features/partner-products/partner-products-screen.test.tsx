import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartnerProduct } from '@minda/contracts/partner-products';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { PartnerProductsScreen } from './partner-products-screen.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'partner-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const partner = { id: 7, loginId: 'partner', nickName: '파리하늘민박', profileImage: null, role: 'partner' as const, unreadInquiryCount: 0 };
const PRODUCTS: PartnerProduct[] = [
  { line: 'stay', id: '2301', name: '솔베이지 하우스', cityName: '파리', status: 'draft' },
  { line: 'hotel', id: '6f0c1a52-8a3e-4d3b-9a55-2f0d6e1c9b11', name: '리옹 강변 호텔', cityName: '리옹', status: 'suspended' },
  { line: 'tour', id: '7001', name: '몽마르트 골목 산책', cityName: '파리', status: 'published' },
];

describe('내 상품 (the partner\'s own products)', () => {
  it('opens the preview of a product not on sale and the page of one on sale', async () => {
    const sent = stubFetch(() => jsonResponse(200, { data: { content: PRODUCTS, capped: false } }));
    renderApp(<PartnerProductsScreen />, { path: '/manager/goods/list.php', user: partner });
    const table = await screen.findByRole('table', { name: '내 상품 목록' });
    const [, draft, suspended, onSale] = within(table).getAllByRole('row');
    expect(draft!.textContent).toContain('한인민박솔베이지 하우스파리작성 중');
    expect(within(draft!).getByRole('link', { name: '미리보기: 솔베이지 하우스' }).getAttribute('href')).toBe('/main/view.php?goodsno=2301&preview=1');
    expect(within(suspended!).getByRole('link', { name: '미리보기: 리옹 강변 호텔' }).getAttribute('href')).toBe('/hotel/detail/6f0c1a52-8a3e-4d3b-9a55-2f0d6e1c9b11?preview=1');
    expect(within(onSale!).getByText('판매 중')).toBeTruthy();
    expect(within(onSale!).getByRole('link', { name: '사이트에서 보기: 몽마르트 골목 산책' }).getAttribute('href')).toBe('/tg/view.php?itemno=7001');
    expect(screen.getByText('총 3개')).toBeTruthy();
    expect(sent.map((r) => r.url)).toEqual(['/api/v2/partner/products']);
  });

  it('says so when the partner has no product yet', async () => {
    stubFetch(() => jsonResponse(200, { data: { content: [], capped: false } }));
    renderApp(<PartnerProductsScreen />, { path: '/manager/goods/list.php', user: partner });
    expect(await screen.findByText('등록된 상품이 없습니다. 상품 등록은 민다 파트너 지원팀에 문의해 주세요.')).toBeTruthy();
  });
});
