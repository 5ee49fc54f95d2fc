import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MyReview, ReviewFormContext } from '@minda/contracts/reviews';
import { aMember } from '../../../test/builders.ts';
import { jsonResponse, stubFetch, type SentRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ReviewFormPage } from './review-form-page.tsx';

vi.mock('../../../lib/access-token.ts', () => ({ getAccessToken: async () => 'member-token', discardAccessToken: () => {} }));

const FORM_URL = '/api/v2/reviews/booking/260001';
const context = (over: Partial<ReviewFormContext> = {}): ReviewFormContext => ({
  bookNo: 260001,
  productType: 'stay',
  productId: '1001',
  productName: '파리하늘민박',
  lastDay: '2026-10-30',
  reviewableUntil: '2027-04-30',
  points: 2400,
  refusal: null,
  review: null,
  ...over,
});
const written: MyReview = {
  id: 77, bookNo: 260001, points: 2400, nickName: '여행자', profileImage: null, rating: 4, locationRating: 5, facilityRating: 4, staffRating: 5,
  bookedItemName: '2인실', content: '조식이 맛있고 위치가 좋았어요.', createdAt: '2026-11-01T03:00:00.000Z', photos: [{ id: 5, url: '/uploads/review-photos/a.png' }], comments: [],
};

let calls: SentRequest[];
function serve(routes: Record<string, (request: SentRequest) => Response>) {
  calls = stubFetch((request) => {
    const route = routes[`${request.method} ${request.url}`];
    if (!route) throw new Error(`unexpected ${request.method} ${request.url}`);
    return route(request);
  });
}

const renderForm = (path = '/mypage/review_write.php?bookno=260001') =>
  renderApp(<ReviewFormPage loginRedirect={<p>로그인 화면</p>} />, { path, route: '/mypage/review_write.php', user: aMember() });

async function rate(label: string, stars: number) {
  await userEvent.click(screen.getByRole('radio', { name: `${label} ${stars}점` }));
}

describe('ReviewFormPage', () => {
  it('names the grades as the product page\'s review summary does (위치, 시설, 서비스)', async () => {
    serve({ [`GET ${FORM_URL}`]: () => jsonResponse(200, { data: context() }) });
    renderForm();
    await screen.findByRole('radiogroup', { name: '총점' });
    const names = screen.getAllByRole('radiogroup').map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent);
    expect(names).toEqual(['총점', '위치', '시설', '서비스']);
  });

  it('shows the points it earns, asks in Korean for the grades and a long enough text, then posts once with a key', async () => {
    let posted: MyReview | null = null;
    serve({
      // After the POST the refetched form carries the review, as the server's does.
      [`GET ${FORM_URL}`]: () => jsonResponse(200, { data: context(posted ? { review: posted, refusal: '이 예약의 후기를 이미 작성했습니다. 작성한 후기를 수정해 주세요.' } : {}) }),
      'POST /api/v2/reviews/photos': () => jsonResponse(200, { data: { id: 31, url: '/uploads/review-photos/new.png' } }),
      'POST /api/v2/reviews': (request) => {
        posted = { ...written, ...(request.body as object), id: 78, photos: [{ id: 31, url: '/uploads/review-photos/new.png' }] };
        return jsonResponse(200, { data: posted });
      },
    });
    renderForm();

    expect((await screen.findByText(/후기를 쓰면/)).textContent).toBe('2027-04-30까지 후기를 쓰면 2,400포인트가 적립돼요.');
    await userEvent.click(screen.getByRole('button', { name: '후기 등록' }));
    expect(await screen.findByText('총점 별점을 골라 주세요.')).toBeTruthy();
    expect(screen.getAllByText('위치, 시설, 서비스 별점을 모두 골라 주세요.')).toHaveLength(3);
    expect(screen.getByText('후기는 10자 이상 써 주세요.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await rate('총점', 5);
    await rate('위치', 4);
    await rate('시설', 4);
    await rate('서비스', 5);
    await userEvent.type(screen.getByLabelText('후기 내용'), '사장님이 친절하시고 조식이 맛있었어요.');
    await userEvent.upload(screen.getByLabelText('사진 추가'), new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: '올린 사진 1' });
    expect(preview.getAttribute('src')).toBe('/uploads/review-photos/new.png');

    await userEvent.click(screen.getByRole('button', { name: '후기 등록' }));
    expect(await screen.findByText(/후기를 등록했어요\. 2,400포인트가 적립됐어요\./)).toBeTruthy();
    // The form now edits the review it wrote, and the message stays.
    expect(await screen.findByRole('button', { name: '수정하기' })).toBeTruthy();
    expect(screen.getByText(/후기를 등록했어요\./)).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST' && c.url === '/api/v2/reviews');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ bookNo: 260001, rating: 5, locationRating: 4, facilityRating: 4, staffRating: 5, content: '사장님이 친절하시고 조식이 맛있었어요.', photoIds: [31] });
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks only the overall grade for a tour', async () => {
    serve({ [`GET ${FORM_URL}`]: () => jsonResponse(200, { data: context({ productType: 'tour', productId: '5001', productName: '루브르 투어' }) }) });
    renderForm();
    await screen.findByRole('radio', { name: '총점 5점' });
    expect(screen.queryByRole('radio', { name: '위치 5점' })).toBeNull();
  });

  it('edits the written review: drops a photo and PUTs the change, and deletes after a confirmation', async () => {
    serve({
      [`GET ${FORM_URL}`]: () => jsonResponse(200, { data: context({ review: written, refusal: '이 예약의 후기를 이미 작성했습니다. 작성한 후기를 수정해 주세요.' }) }),
      'PUT /api/v2/reviews/77': (request) => jsonResponse(200, { data: { ...written, ...(request.body as object), photos: [] } }),
      'DELETE /api/v2/reviews/77': () => jsonResponse(200, { data: { id: 77 } }),
    });
    renderForm();
    expect(await screen.findByRole('heading', { name: '내 후기' })).toBeTruthy();
    expect((screen.getByLabelText('후기 내용') as HTMLTextAreaElement).value).toBe(written.content);
    expect(screen.getByRole('radio', { name: '총점 4점' }).getAttribute('aria-checked')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: '사진 1 삭제' }));
    await userEvent.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ rating: 4, photoIds: [] });
    expect(await screen.findByText(/후기를 수정했어요\./)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '후기 삭제' }));
    const confirm = screen.getByText(/정말 삭제할까요/);
    await userEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('후기를 삭제했어요.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says why a booking cannot be reviewed', async () => {
    serve({ [`GET ${FORM_URL}`]: () => jsonResponse(200, { data: context({ refusal: '후기 작성 기간(체크아웃 후 6개월)이 지났습니다.' }) }) });
    renderForm();
    expect((await screen.findByRole('alert')).textContent).toBe('후기 작성 기간(체크아웃 후 6개월)이 지났습니다.');
    expect(screen.queryByRole('button', { name: '후기 등록' })).toBeNull();
  });
});
