import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCatalogueOperator, anAdminHotelRow, ROME_CATALOGUE, ROME_HOTEL_PARTNERS, CATEGORIES } from '../../test/builders.ts';
import { jsonResponse, stubFetch, type SentRequest } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { HotelsListScreen } from './hotels-list-screen.tsx';
import { adminHotelsQueryFrom } from './hotels-params.ts';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const artemide = anAdminHotelRow({ propertyId: 501 });
const unowned = anAdminHotelRow({ propertyId: 502, name: '테베레 호텔', nameEn: '', starRating: 3, status: 'draft', partner: null, rooms: 0, minPrice: 0 });

/** The back office's answers: the pickers, no saved views, the page of hotels; a bulk change answers `changed`. */
const api = (request: SentRequest) => {
  if (request.method === 'PATCH') return jsonResponse(200, { data: { changed: 1 } });
  if (request.url.includes('/admin/cities')) return jsonResponse(200, ROME_CATALOGUE.cities);
  if (request.url.includes('/admin/partners')) return jsonResponse(200, ROME_HOTEL_PARTNERS);
  if (request.url.includes('/admin/categories')) return jsonResponse(200, CATEGORIES);
  if (request.url.includes('/admin/saved-views')) return jsonResponse(200, { data: [] });
  return jsonResponse(200, { data: { content: [artemide, unowned], number: 1, size: 20, totalElements: 2, totalPages: 1, last: true } });
};

function openList(path: string) {
  const sent = stubFetch(api);
  const { probe } = renderApp(<HotelsListScreen query={adminHotelsQueryFrom(new URL(path, 'http://x').searchParams)} />, { path, user: aCatalogueOperator() });
  return { sent, probe };
}

describe('the managed hotels list', () => {
  it('shows each hotel with its stars, partner, rooms and lowest price, asks for the filtered page and downloads it', async () => {
    const { sent } = openList('/admin/hotels?status=published&cityCode=001003001&sort=name');
    expect(await screen.findByRole('heading', { level: 1, name: '호텔 관리' })).toBeTruthy();
    const [, first, second] = within(await screen.findByRole('table', { name: '호텔 목록' })).getAllByRole('row');
    const owned = within(first!);
    expect(owned.getByRole('link', { name: '호텔 아르테미데' }).getAttribute('href')).toBe('/admin/hotels/501');
    expect(owned.getByText('Hotel Artemide')).toBeTruthy();
    for (const cell of ['501', '4성', '로마', '로마호텔스 (rome-hotels)', '3개', '180,000원~']) expect(owned.getByRole('cell', { name: cell })).toBeTruthy();
    expect(owned.getByText('판매 중')).toBeTruthy();
    const seeded = within(second!);
    for (const cell of ['3성', '없음', '0개', '-']) expect(seeded.getByRole('cell', { name: cell })).toBeTruthy();
    expect(seeded.getByText('작성 중')).toBeTruthy();
    expect(screen.getByText('호텔 2곳')).toBeTruthy();
    expect(screen.getByRole('link', { name: '호텔 등록' }).getAttribute('href')).toBe('/admin/hotels/new');

    const listCall = new URL(sent.find((r) => r.url.includes('/admin/hotels/properties?'))!.url, 'http://x');
    expect(Object.fromEntries(listCall.searchParams)).toMatchObject({ status: 'published', cityCode: '001003001', sort: 'name', page: '1' });
    const download = new URL(screen.getByRole('link', { name: '엑셀 다운로드 (최대 10,000건)' }).getAttribute('href')!, 'http://x');
    expect(download.pathname).toBe('/api/v2/admin/hotels/properties/xls');
    expect(Object.fromEntries(download.searchParams)).toEqual({ status: 'published', cityCode: '001003001', sort: 'name' });
  });

  it('puts the chosen filters in the address, on the first page', async () => {
    const { probe } = openList('/admin/hotels?page=3');
    const filters = within(await screen.findByRole('search', { name: '호텔 검색' }));
    await userEvent.selectOptions(filters.getByLabelText('상태'), '작성 중');
    await filters.findByRole('option', { name: '로마호텔스 (rome-hotels)' });
    await userEvent.selectOptions(filters.getByLabelText('파트너'), '로마호텔스 (rome-hotels)');
    await userEvent.type(filters.getByLabelText('이름·번호'), '아르테미데');
    await userEvent.selectOptions(filters.getByLabelText('정렬'), '이름순');
    await userEvent.click(filters.getByRole('button', { name: '검색' }));
    expect(probe.location.pathname).toBe('/admin/hotels');
    expect(Object.fromEntries(new URLSearchParams(probe.location.search))).toEqual({ status: 'draft', partnerId: '9', q: '아르테미데', sort: 'name' });
  });

  it('puts the chosen hotels on sale after a confirmation that counts them', async () => {
    const { sent } = openList('/admin/hotels');
    await userEvent.click(await screen.findByRole('checkbox', { name: '테베레 호텔 선택' }));
    await userEvent.click(screen.getByRole('button', { name: '선택 판매 시작' }));
    const confirm = within(await screen.findByRole('dialog', { name: '호텔 1개 판매 시작' }));
    await userEvent.click(confirm.getByRole('button', { name: '1개 판매 시작' }));
    expect(await screen.findByText('호텔 1개의 판매를 시작했습니다.')).toBeTruthy();
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({ url: '/api/v2/admin/hotels/properties/status', body: { ids: [502], status: 'published' } });
  });
});
