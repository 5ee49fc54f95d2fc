import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCatalogueOperator, anAdminTourRow, ROME_CATALOGUE } from '../../test/builders.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ToursListScreen } from './tours-list-screen.tsx';
import { adminToursQueryFrom } from './tours-params.ts';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const page = {
  content: [anAdminTourRow({ itemNo: 7001 }), anAdminTourRow({ itemNo: 7002, name: '콜로세움 입장권', status: 'draft', itemCategoryType: 'TICKET', options: 0, salePrice: 0 })],
  number: 1,
  size: 20,
  totalElements: 2,
  totalPages: 1,
  last: true,
};

describe('the tours list', () => {
  it('shows each item with its type, options and price, and searches by the filters in the address', async () => {
    const sent = stubFetch((request) => {
      if (request.url.includes('/admin/cities')) return jsonResponse(200, ROME_CATALOGUE.cities);
      if (request.url.includes('/admin/partners')) return jsonResponse(200, ROME_CATALOGUE.partners);
      return jsonResponse(200, { data: page });
    });
    const path = '/admin/tours?status=published&q=%EB%B0%94%ED%8B%B0%EC%B9%B8';
    const { probe } = renderApp(<ToursListScreen query={adminToursQueryFrom(new URL(path, 'http://x').searchParams)} />, { path, user: aCatalogueOperator() });
    const table = within(await screen.findByRole('table', { name: '투어·티켓 목록' }));
    const [, first, second] = table.getAllByRole('row');
    expect(within(first!).getByRole('link', { name: '바티칸 박물관 오전 투어' }).getAttribute('href')).toBe('/admin/tours/7001');
    expect(within(first!).getByRole('cell', { name: '12,000원~' })).toBeTruthy();
    expect(within(first!).getByRole('cell', { name: '투어' })).toBeTruthy();
    expect(within(first!).getByText('판매 중')).toBeTruthy();
    expect(within(second!).getByRole('cell', { name: '티켓' })).toBeTruthy();
    expect(within(second!).getByRole('cell', { name: '-' })).toBeTruthy();
    expect(within(second!).getByText('작성 중')).toBeTruthy();
    expect(screen.getByText('총 2개')).toBeTruthy();
    expect(screen.getByRole('link', { name: '새 상품 등록' }).getAttribute('href')).toBe('/admin/tours/new');
    // The download holds the list's filters, not its page.
    const download = new URL(screen.getByRole('link', { name: '엑셀 다운로드 (최대 10,000건)' }).getAttribute('href')!, 'http://x');
    expect(download.pathname).toBe('/api/v2/admin/tours/items/xls');
    expect(Object.fromEntries(download.searchParams)).toEqual({ status: 'published', q: '바티칸', sort: 'recent' });
    expect(sent.find((r) => r.url.includes('/admin/tours/items'))!.url).toContain('status=published');

    const search = within(screen.getByRole('search', { name: '투어·티켓 검색' }));
    await userEvent.selectOptions(search.getByLabelText('유형'), '티켓');
    await userEvent.selectOptions(await search.findByLabelText('파트너'), '로마투어 (rome-tour)');
    await userEvent.click(search.getByRole('button', { name: '검색' }));
    const params = new URLSearchParams(probe.location.search);
    expect(probe.location.pathname).toBe('/admin/tours');
    expect(Object.fromEntries(params)).toEqual({ status: 'published', itemCategoryType: 'TICKET', partnerId: '4', q: '바티칸' });
  });

  it('suspends the chosen items after a confirmation that counts them and asks the reason', async () => {
    const sent = stubFetch((request) => {
      if (request.url.includes('/admin/cities')) return jsonResponse(200, ROME_CATALOGUE.cities);
      if (request.url.includes('/admin/partners')) return jsonResponse(200, ROME_CATALOGUE.partners);
      if (request.method === 'PATCH') return jsonResponse(200, { data: { changed: 2 } });
      return jsonResponse(200, { data: page });
    });
    const path = '/admin/tours';
    renderApp(<ToursListScreen query={adminToursQueryFrom(new URL(path, 'http://x').searchParams)} />, { path, user: aCatalogueOperator() });
    await screen.findByRole('table', { name: '투어·티켓 목록' });
    await userEvent.click(screen.getByRole('checkbox', { name: '이 페이지 모두 선택' }));
    expect(screen.getByText('선택 2개')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '선택 판매 중지' }));
    const dialog = within(await screen.findByRole('dialog', { name: '상품 2개 판매 중지' }));
    await userEvent.click(dialog.getByRole('button', { name: '2개 판매 중지' }));
    expect(await dialog.findByText('판매 중지 사유를 입력해 주세요.')).toBeTruthy();
    expect(sent.some((r) => r.method === 'PATCH')).toBe(false);
    await userEvent.type(dialog.getByLabelText('중지 사유'), '시즌 종료');
    await userEvent.click(dialog.getByRole('button', { name: '2개 판매 중지' }));
    expect(await screen.findByText('상품 2개의 판매를 중지했습니다.')).toBeTruthy();
    const patch = sent.find((r) => r.method === 'PATCH')!;
    expect(patch.url).toContain('/api/v2/admin/tours/items/status');
    expect(patch.body).toEqual({ ids: [7001, 7002], status: 'suspended', reason: '시즌 종료' });
  });
});
