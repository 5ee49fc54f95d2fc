import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ManagerReview } from '@minda/contracts/reviews';
import { aMember } from '../../../test/builders.ts';
import { jsonResponse, stubFetch, type SentRequest } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { PartnerReviewsScreen } from './partner-reviews-screen.tsx';

vi.mock('../../../lib/access-token.ts', () => ({ getAccessToken: async () => 'partner-token', discardAccessToken: () => {} }));

const review = (over: Partial<ManagerReview> = {}): ManagerReview => ({
  id: 501, nickName: '설레는펭귄', profileImage: null, rating: 4, locationRating: 5, facilityRating: 4, staffRating: 4, bookedItemName: null,
  content: '깨끗하고 조용했어요.', createdAt: '2026-11-01T03:00:00.000Z', photos: [], comments: [], productType: 'minbak', productId: '1001',
  productName: '파리하늘민박', replied: false, ...over,
});
const pageOf = (content: ManagerReview[]) => ({ data: { content, number: 0, size: 10, totalElements: content.length, totalPages: 1, last: true } });

describe('PartnerReviewsScreen', () => {
  it('lists the reviews waiting for an answer, posts the reply to the manager route, and deletes a reply', async () => {
    let answered = false;
    const calls: SentRequest[] = stubFetch((request) => {
      if (request.method === 'GET' && request.url.startsWith('/api/v2/reviews/manager?')) {
        const replied = new URL(request.url, 'https://minda.test').searchParams.get('replied') === 'true';
        if (!replied) return jsonResponse(200, pageOf(answered ? [] : [review()]));
        return jsonResponse(200, pageOf([review({ replied: true, comments: [{ id: 9, nickName: '파리하늘민박', isPartner: true, content: '감사합니다!', createdAt: '2026-11-02T03:00:00.000Z' }] })]));
      }
      if (request.method === 'POST' && request.url === '/api/v2/reviews/manager/501/comments') {
        answered = true;
        return jsonResponse(200, { data: { id: 9, reviewId: 501, nickName: '파리하늘민박', isPartner: true, content: '감사합니다!', createdAt: '2026-11-02T03:00:00.000Z' } });
      }
      if (request.method === 'DELETE' && request.url === '/api/v2/reviews/manager/501/comments/9') return jsonResponse(200, { data: { id: 9 } });
      throw new Error(`unexpected ${request.method} ${request.url}`);
    });
    renderApp(<PartnerReviewsScreen />, { path: '/manager/review/list.php', user: aMember() });

    const row = await screen.findByRole('listitem', { name: '파리하늘민박 후기 501' });
    expect(row.textContent).toContain('깨끗하고 조용했어요.');
    await userEvent.type(within(row).getByLabelText('답변'), '감사합니다!');
    await userEvent.click(within(row).getByRole('button', { name: '답변 등록' }));
    await screen.findByText('답변을 기다리는 후기가 없습니다.');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ content: '감사합니다!' });

    await userEvent.click(screen.getByRole('link', { name: '답변 완료' }));
    const answeredRow = await screen.findByRole('listitem', { name: '파리하늘민박 후기 501' });
    expect(answeredRow.textContent).toContain('내 답변');
    await userEvent.click(within(answeredRow).getByRole('button', { name: '답변 삭제' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });
});
