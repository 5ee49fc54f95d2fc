import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOUR_MESSAGES, type AdminTour } from '@minda/contracts/admin-tours';
import { aCatalogueOperator, anAdminTour, ROME_CATALOGUE } from '../../test/builders.ts';
import { jsonResponse, stubFetch, type SentRequest } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { TourDetailScreen } from './tour-detail-screen.tsx';

vi.mock('../../lib/access-token.ts', () => ({ getAccessToken: async () => 'admin-token', discardAccessToken: () => {} }));
afterEach(() => vi.unstubAllGlobals());

const draft = anAdminTour({ itemNo: 7001 });
const withOption: AdminTour = {
  ...draft,
  status: 'published',
  salePrice: 12_000,
  options: [{ optionId: 31, name: '성인', description: '만 19세 이상', price: 12_000, dailySeats: 30 }],
  photos: [{ photoId: 5, path: 'tours/7001/a.jpg', alt: '바티칸 회랑' }],
};

/** The API of one item: GETs answer `tour`; writes answer `write` (the item by default). */
function answers(tour: AdminTour, write: (request: SentRequest) => Response = () => jsonResponse(200, { data: tour })) {
  return stubFetch((request) => {
    if (request.method !== 'GET') return write(request);
    if (request.url.includes('/admin/cities')) return jsonResponse(200, ROME_CATALOGUE.cities);
    if (request.url.includes('/admin/partners')) return jsonResponse(200, ROME_CATALOGUE.partners);
    if (request.url.endsWith('/audit')) return jsonResponse(200, { data: [] });
    return jsonResponse(200, { data: tour });
  });
}

const show = () => renderApp(<TourDetailScreen itemNo={7001} />, { path: '/admin/tours/7001', user: aCatalogueOperator() });

describe('the tour detail screen', () => {
  it("shows the server's Korean refusal when a draft without options is put on sale", async () => {
    const refusal = ADMIN_TOUR_MESSAGES.publishWithoutOptions;
    const sent = answers(draft, () => jsonResponse(422, { error: { code: 'VALIDATION_FAILED', message: refusal } }));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: /바티칸 박물관 오전 투어/ })).toBeTruthy();
    expect(screen.getByText('작성 중')).toBeTruthy();
    expect(screen.getByText('아직 옵션이 없습니다. 옵션을 하나 이상 등록해야 판매할 수 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '사이트에서 보기' })).toBeNull();
    // Off sale, the page is the preview only the back office and the partner can open.
    expect(screen.getByRole('link', { name: '미리보기' }).getAttribute('href')).toBe('/tg/view.php?itemno=7001&preview=1');
    await userEvent.click(screen.getByRole('button', { name: '판매 시작' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({ url: '/api/v2/admin/tours/items/7001/status', body: { status: 'published' } });
  });

  it('lists the options with their price per person, and links the public page once on sale', async () => {
    answers(withOption);
    show();
    const table = within(await screen.findByRole('table', { name: '옵션 목록' }));
    expect(table.getByRole('cell', { name: '성인' })).toBeTruthy();
    expect(table.getByRole('cell', { name: '12,000원' })).toBeTruthy();
    expect(table.getByRole('cell', { name: '30명' })).toBeTruthy();
    expect(screen.getByText('가격 12,000원~')).toBeTruthy();
    expect(screen.getByRole('link', { name: '사이트에서 보기' }).getAttribute('href')).toBe('/tg/view.php?itemno=7001');
    expect(screen.getByText('대표 사진')).toBeTruthy();
  });

  it('adds an option with the body the contract asks for', async () => {
    const sent = answers(draft, (request) => (request.method === 'POST' ? jsonResponse(201, { data: { optionId: 32 } }) : jsonResponse(200, { data: draft })));
    show();
    const form = within(await screen.findByRole('form', { name: '옵션 추가' }));
    await userEvent.type(form.getByLabelText('옵션 이름'), '어린이');
    await userEvent.type(form.getByLabelText('1인 요금 (원)'), '8000');
    await userEvent.clear(form.getByLabelText('하루 판매 수량'));
    await userEvent.type(form.getByLabelText('하루 판매 수량'), '12');
    await userEvent.click(form.getByRole('button', { name: '옵션 추가' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({ url: '/api/v2/admin/tours/items/7001/options', body: { name: '어린이', description: '', price: 8000, dailySeats: 12 } });
    expect(await screen.findByText('옵션을 추가했습니다.')).toBeTruthy();
  });

  it("refuses a price under the contract's floor before sending", async () => {
    const sent = answers(draft);
    show();
    const form = within(await screen.findByRole('form', { name: '옵션 추가' }));
    await userEvent.type(form.getByLabelText('옵션 이름'), '환승권');
    await userEvent.type(form.getByLabelText('1인 요금 (원)'), '50');
    await userEvent.click(form.getByRole('button', { name: '옵션 추가' }));
    expect(await form.findByText('1인 요금은 100원 이상입니다.')).toBeTruthy();
    expect(form.getByLabelText('1인 요금 (원)').getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('suspends an item on sale only with a reason, and sends only the changed fields of the details', async () => {
    const sent = answers(withOption);
    show();
    await userEvent.click(await screen.findByRole('button', { name: '판매 중지' }));
    const suspend = within(screen.getByRole('form', { name: '판매 중지' }));
    expect((suspend.getByRole('button', { name: '중지' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(suspend.getByLabelText('중지 사유'), ' 파트너 요청 ');
    await userEvent.click(suspend.getByRole('button', { name: '중지' }));
    await waitFor(() => expect(sent.find((r) => r.url.endsWith('/status'))).toMatchObject({ method: 'PATCH', body: { status: 'suspended', reason: '파트너 요청' } }));

    const details = within(screen.getByRole('form', { name: '상품 정보 수정' }));
    await userEvent.type(details.getByLabelText('만나는 장소'), '성 베드로 광장 오벨리스크 앞');
    await userEvent.click(details.getByRole('button', { name: '변경 내용 저장' }));
    await waitFor(() => expect(sent.find((r) => r.url === '/api/v2/admin/tours/items/7001' && r.method === 'PATCH')).toBeTruthy());
    expect(sent.find((r) => r.url === '/api/v2/admin/tours/items/7001' && r.method === 'PATCH')!.body).toEqual({ meetingPoint: '성 베드로 광장 오벨리스크 앞' });
  });
});
