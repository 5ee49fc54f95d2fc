import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminHotel, AdminHotelMemo } from '@minda/contracts/admin-hotels';
import { aCatalogueOperator, anAdminHotel, facilitiesAnswer, ROME_CATALOGUE, ROME_HOTEL_PARTNERS, CATEGORIES } from '../../test/builders.ts';
import { jsonResponse, stubFetch, type SentRequest } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { HotelDetailScreen } from './hotel-detail-screen.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const deluxe = {
  roomId: 71,
  name: '디럭스 더블',
  bedText: '더블 침대 1개',
  sizeM2: 28,
  maxAdults: 2,
  maxOccupancy: 3,
  units: 12,
  price: 180_000,
  discountRate: 10,
  breakfastIncluded: true,
  freeCancellation: true,
  roomCode: 'DLX-DBL',
  rateCode: 'BAR',
  facilityIds: [],
};
const onSale = anAdminHotel({ propertyId: 601, status: 'published', minPrice: 180_000, neighborhood: { id: 3, name: '테르미니' }, rooms: [deluxe] });
const draft = anAdminHotel({ propertyId: 601 });
const ROME_NEIGHBORHOODS = {
  data: [
    { id: 3, cityCode: '001003001', nameKo: '테르미니', nameEn: 'Termini' },
    { id: 4, cityCode: '001003001', nameKo: '트라스테베레', nameEn: 'Trastevere' },
  ],
};

/**
 * One property's API: the pickers, an empty log, `memos` (a list the test may grow), the property; a write answers
 * by `write` (the property by default).
 */
function property(hotel: AdminHotel, { memos = [], write }: { memos?: AdminHotelMemo[]; write?: (request: SentRequest) => Response } = {}) {
  return stubFetch((request) => {
    if (request.method !== 'GET') return write ? write(request) : jsonResponse(200, { data: hotel });
    if (request.url.endsWith('/admin/cities/001003001/neighborhoods')) return jsonResponse(200, ROME_NEIGHBORHOODS);
    if (request.url.includes('/admin/facilities')) return jsonResponse(200, facilitiesAnswer(request.url));
    if (request.url.includes('/admin/categories')) return jsonResponse(200, CATEGORIES);
    if (request.url.includes('/admin/cities')) return jsonResponse(200, ROME_CATALOGUE.cities);
    if (request.url.includes('/admin/partners')) return jsonResponse(200, ROME_HOTEL_PARTNERS);
    if (request.url.endsWith('/audit')) return jsonResponse(200, { data: [] });
    if (request.url.endsWith('/memos')) return jsonResponse(200, { data: memos });
    return jsonResponse(200, { data: hotel });
  });
}

const open = () => renderApp(<HotelDetailScreen propertyId={601} />, { path: '/admin/hotels/601', user: aCatalogueOperator() });

describe('the managed hotel screen', () => {
  it('shows the room types with their occupancy, price and the supplier codes', async () => {
    property(onSale);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: /호텔 아르테미데/ })).toBeTruthy();
    expect(screen.getByText('판매 중')).toBeTruthy();
    expect(screen.getByText('도시 로마 · 테르미니')).toBeTruthy();
    expect(screen.getByText('최저가 180,000원~')).toBeTruthy();
    expect(screen.getByRole('link', { name: '사이트에서 보기' }).getAttribute('href')).toBe(`/hotel/detail/${onSale.propertyUuid}`);
    const rooms = within(screen.getByRole('table', { name: '객실 목록' }));
    for (const cell of ['디럭스 더블', '더블 침대 1개 · 28㎡', '성인 2명 · 최대 3명', '12실', '180,000원 (10% 할인)', '조식 포함 · 무료 취소', 'DLX-DBL', 'BAR']) {
      expect(rooms.getByRole('cell', { name: cell })).toBeTruthy();
    }
    await userEvent.click(rooms.getByRole('button', { name: '디럭스 더블 수정' }));
    const edit = within(screen.getByRole('form', { name: '디럭스 더블 수정' }));
    expect((edit.getByLabelText('객실 코드') as HTMLInputElement).value).toBe('DLX-DBL');
    expect((edit.getByLabelText('요금 코드') as HTMLInputElement).value).toBe('BAR');
  });

  it('adds a room type with the body the contract asks for, its codes in capitals', async () => {
    const sent = property(draft, { write: () => jsonResponse(201, { data: { roomId: 72 } }) });
    open();
    expect(await screen.findByText('아직 객실이 없습니다. 객실을 하나 이상 등록해야 판매할 수 있습니다.')).toBeTruthy();
    const form = within(screen.getByRole('form', { name: '객실 추가' }));
    const typeInto = async (label: string, text: string) => {
      await userEvent.clear(form.getByLabelText(label));
      await userEvent.type(form.getByLabelText(label), text);
    };
    await typeInto('객실 이름', '슈피리어 트윈');
    await typeInto('침대 구성', '싱글 침대 2개');
    await typeInto('객실 크기 (㎡)', '24');
    await typeInto('최대 인원 (어린이 포함)', '3');
    await typeInto('객실 수', '8');
    await typeInto('1박 요금 (원)', '150000');
    await userEvent.click(form.getByLabelText('무료 취소'));
    await typeInto('객실 코드', 'sup-twn');
    await typeInto('요금 코드', 'bar_flex');
    await userEvent.click(form.getByRole('button', { name: '객실 추가' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({ url: '/api/v2/admin/hotels/properties/601/rooms' });
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({
      name: '슈피리어 트윈',
      bedText: '싱글 침대 2개',
      sizeM2: 24,
      maxAdults: 2,
      maxOccupancy: 3,
      units: 8,
      price: 150_000,
      discountRate: 0,
      breakfastIncluded: false,
      freeCancellation: true,
      roomCode: 'SUP-TWN',
      rateCode: 'BAR_FLEX',
    });
    expect(await screen.findByText('객실을 추가했습니다.')).toBeTruthy();
  });

  it("offers the city's neighbourhoods as the hotel's area and sends only the one chosen", async () => {
    const sent = property(onSale);
    open();
    const form = await screen.findByRole('form', { name: '호텔 정보 수정' });
    // The select is drawn again once the city's neighbourhoods are in.
    await waitFor(() => expect((within(form).getByLabelText('지역') as HTMLSelectElement).value).toBe('3'));
    const area = within(form).getByLabelText('지역');
    expect(within(area).getAllByRole('option').map((o) => o.textContent)).toEqual(['선택 안 함', '테르미니', '트라스테베레']);
    await userEvent.selectOptions(area, '트라스테베레');
    await userEvent.click(within(form).getByRole('button', { name: '변경 내용 저장' }));
    await waitFor(() => expect(sent.find((r) => r.method === 'PATCH')).toBeTruthy());
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({ url: '/api/v2/admin/hotels/properties/601', body: { neighborhoodId: 4 } });
  });

  it('shows a memo, its author and time, once it is posted', async () => {
    const memos: AdminHotelMemo[] = [];
    const sent = property(draft, {
      memos,
      write: (request) => {
        memos.unshift({ memoId: 1, body: (request.body as { body: string }).body, author: { id: 2, name: '상품 운영 담당' }, createdAt: '2026-12-07T03:30:00.000Z' });
        return jsonResponse(201, { data: { memoId: 1 } });
      },
    });
    open();
    const section = within(await screen.findByRole('region', { name: '운영 메모' }));
    expect(await section.findByText(/아직 메모가 없습니다/)).toBeTruthy();
    await userEvent.type(section.getByLabelText('메모'), '  공급사 담당자가 3월부터 바뀝니다.  ');
    await userEvent.click(section.getByRole('button', { name: '메모 남기기' }));
    const list = within(await section.findByRole('list', { name: '메모 목록' }));
    expect(list.getByText('공급사 담당자가 3월부터 바뀝니다.')).toBeTruthy();
    expect(list.getByText(/상품 운영 담당/)).toBeTruthy();
    expect(list.getByText(/2026년 12월 7일/).getAttribute('datetime')).toBe('2026-12-07T03:30:00.000Z');
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({ url: '/api/v2/admin/hotels/properties/601/memos', body: { body: '공급사 담당자가 3월부터 바뀝니다.' } });
    expect((section.getByLabelText('메모') as HTMLTextAreaElement).value).toBe('');
  });

  it("saves a room type's room facilities from its edit form, and shows a refusal in the alert", async () => {
    const refusal = '사용 중인 객실 시설만 고를 수 있습니다. 화면을 새로 고친 뒤 다시 골라 주세요.';
    const sent = property(onSale, { write: () => jsonResponse(422, { error: { code: 'VALIDATION_FAILED', message: refusal, details: [{ path: 'body.facilityIds', message: refusal }] } }) });
    open();
    const rooms = within(await screen.findByRole('table', { name: '객실 목록' }));
    await userEvent.click(rooms.getByRole('button', { name: '디럭스 더블 수정' }));
    const group = within(await screen.findByRole('group', { name: '디럭스 더블 객실 시설' }));
    expect(group.getAllByRole('checkbox').map((box) => box.parentElement!.textContent)).toEqual(['에어컨', '난방']);
    await userEvent.click(group.getByLabelText('난방'));
    await userEvent.click(screen.getByRole('button', { name: '디럭스 더블 객실 시설 저장' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({ url: '/api/v2/admin/hotels/properties/601/rooms/71/facilities', body: { facilityIds: [22] } });
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
