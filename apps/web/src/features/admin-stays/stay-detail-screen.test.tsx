import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStay } from '@minda/contracts/admin-stays';
import { facilitiesAnswer } from '../../test/builders.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { StayDetailScreen } from './stay-detail-screen.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const operator = { id: 2, loginId: 'catalogue-admin', nickName: '상품 운영 담당', profileImage: null, role: 'admin' as const, unreadInquiryCount: 0 };
const stay: AdminStay = {
  goodsNo: 1501,
  name: '솔베이지 민박',
  status: 'draft',
  city: { code: '001002001', name: '파리' },
  partner: { id: 3, name: '파리하늘민박', loginId: 'partner' },
  minPrice: 0,
  createdAt: '2026-12-07T01:00:00.000Z',
  nameEn: '',
  address: '프랑스 파리 몽파르나스 12번지',
  latitude: 48.8422,
  longitude: 2.3211,
  description: '',
  locations: ['몽파르나스역 도보 3분'],
  checkInTime: '15:00',
  checkOutTime: '11:00',
  hasBreakfast: false,
  breakfastInfo: '',
  instantBooking: false,
  useInquireChat: true,
  rooms: [],
  photos: [],
  facilityIds: [],
};
const cities = { data: [{ code: '001002001', name: '파리', nameEn: 'Paris', country: '프랑스', timeZone: 'Europe/Paris', area: { south: 48.7, west: 2.1, north: 49, east: 2.6 } }] };
const partners = { data: [{ partnerId: 3, name: '파리하늘민박', type: 'stay', loginId: 'partner' }] };
const outside = '좌표가 파리 지역 밖에 있습니다. 주소의 위도와 경도를 다시 확인해 주세요.';

function answers(patch: (body: unknown) => Response) {
  return stubFetch((request) => {
    if (request.method === 'PATCH') return patch(request.body);
    if (request.url.includes('/admin/facilities')) return jsonResponse(200, facilitiesAnswer(request.url));
    if (request.url.includes('/admin/cities')) return jsonResponse(200, cities);
    if (request.url.includes('/admin/partners')) return jsonResponse(200, partners);
    if (request.url.endsWith('/audit')) return jsonResponse(200, { data: [] });
    return jsonResponse(200, { data: stay });
  });
}

describe('the stay detail screen', () => {
  it('sends only the fields that changed, and shows a refused place on its field', async () => {
    const sent = answers(() => jsonResponse(422, { error: { code: 'VALIDATION_FAILED', message: outside, details: [{ path: 'body.latitude', message: outside }] } }));
    renderApp(<StayDetailScreen goodsNo={1501} />, { path: '/admin/stays/1501', user: operator });
    const form = within(await screen.findByRole('form', { name: '민박 정보 수정' }));
    await userEvent.clear(form.getByLabelText('위도'));
    await userEvent.type(form.getByLabelText('위도'), '51.5074');
    await userEvent.click(form.getByRole('button', { name: '변경 내용 저장' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({ url: '/api/v2/admin/stays/goods/1501', body: { latitude: 51.5074 } });
    expect(Object.keys(sent.find((r) => r.method === 'PATCH')!.body as object)).toEqual(['latitude']);
    expect(await form.findByText(outside)).toBeTruthy();
    expect(form.getByLabelText('위도').getAttribute('aria-invalid')).toBe('true');
  });

  it("refuses a dormitory bed for four with the contract's message, before sending", async () => {
    const sent = answers(() => jsonResponse(200, { data: stay }));
    renderApp(<StayDetailScreen goodsNo={1501} />, { path: '/admin/stays/1501', user: operator });
    expect(await screen.findByText('아직 객실이 없습니다. 객실을 하나 이상 등록해야 판매할 수 있습니다.')).toBeTruthy();
    const room = within(screen.getByRole('form', { name: '객실 추가' }));
    await userEvent.type(room.getByLabelText('객실 이름'), '도미토리');
    await userEvent.selectOptions(room.getByLabelText('종류'), '도미토리 침대');
    await userEvent.clear(room.getByLabelText('침대당 인원'));
    await userEvent.type(room.getByLabelText('침대당 인원'), '4');
    await userEvent.type(room.getByLabelText('1박 요금 (원)'), '45000');
    await userEvent.click(room.getByRole('button', { name: '객실 추가' }));
    expect(await room.findByText('도미토리 침대 하나의 최대 인원은 1명입니다.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('offers the common facilities in use as checkboxes and saves the chosen ones in the catalogue order', async () => {
    const sent = stubFetch((request) => {
      if (request.method === 'PUT') return jsonResponse(200, { data: request.body });
      if (request.url.includes('/admin/facilities')) return jsonResponse(200, facilitiesAnswer(request.url));
      if (request.url.includes('/admin/cities')) return jsonResponse(200, cities);
      if (request.url.includes('/admin/partners')) return jsonResponse(200, partners);
      if (request.url.endsWith('/audit')) return jsonResponse(200, { data: [] });
      return jsonResponse(200, { data: { ...stay, facilityIds: [2] } });
    });
    renderApp(<StayDetailScreen goodsNo={1501} />, { path: '/admin/stays/1501', user: operator });
    const section = within(await screen.findByRole('region', { name: '시설' }));
    const group = within(await section.findByRole('group', { name: '공용 시설' }));
    expect(group.getAllByRole('checkbox').map((box) => box.parentElement!.textContent)).toEqual(['무료 Wi-Fi', '짐 보관']);
    expect((group.getByLabelText('짐 보관') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(group.getByLabelText('무료 Wi-Fi'));
    await userEvent.click(section.getByRole('button', { name: '공용 시설 저장' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({ url: '/api/v2/admin/stays/goods/1501/facilities', body: { facilityIds: [1, 2] } });
    expect(await screen.findByText('공용 시설을 저장했습니다.')).toBeTruthy();
  });
});
