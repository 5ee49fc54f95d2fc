import type { InfiniteData } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewPage, ReviewProductType } from '@minda/contracts/reviews';
import { apiGet } from '../../../lib/api-client.ts';
import { reviewPagesQueryOptions } from '../api/get-reviews.ts';
import { ReviewList } from './review-list.tsx';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const summary = (count: number, sub: number | null = 4.5): ReviewPage['summary'] => ({
  count,
  average: count ? 4.6 : 0,
  location: sub,
  facility: sub,
  staff: sub,
  distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating === 5 ? count : 0 })),
});

const page = (over: Partial<ReviewPage> = {}): ReviewPage => ({
  summary: summary(2),
  content: [
    {
      id: 1, nickName: '설레는펭귄', profileImage: null, rating: 5, locationRating: 5, facilityRating: 4, staffRating: 5,
      bookedItemName: '여성 도미토리 (6인실)', content: '조식이 최고였어요.', createdAt: '2026-10-02T03:00:00.000Z',
      photos: [{ id: 31, url: '/uploads/review-photos/a.png' }, { id: 32, url: '/uploads/review-photos/b.png' }],
      comments: [{ id: 9, nickName: '파리하늘민박', isPartner: true, content: '감사합니다!', createdAt: '2026-10-03T03:00:00.000Z' }],
    },
    {
      id: 2, nickName: '느긋한라떼', profileImage: null, rating: 3, locationRating: 3, facilityRating: 3, staffRating: 4,
      bookedItemName: null, content: '방이 조금 좁았어요.', createdAt: '2026-09-01T03:00:00.000Z', photos: [], comments: [],
    },
  ],
  number: 0,
  last: false,
  ...over,
});

function renderList(productType: ReviewProductType, first?: ReviewPage) {
  const target = { productType, productId: productType === 'hotel' ? 'a0000000-0000-4000-8000-000000000001' : 1001 };
  const data: InfiniteData<ReviewPage, number> | undefined = first && { pages: [first], pageParams: [0] };
  renderApp(<ReviewList productType={productType} productId={target.productId} platform="pc" />, {
    platform: 'mobile',
    cache: data ? [[reviewPagesQueryOptions(target, 'recent').queryKey, data]] : [],
  });
}

beforeEach(() => {
  vi.mocked(apiGet).mockClear();
});

describe('ReviewList', () => {
  it('shows the average, the sub-grades and each review with its stars and the host reply', () => {
    renderList('minbak', page());
    expect(screen.getByRole('heading', { name: /숙박 후기\s*2/ })).toBeTruthy();
    expect(screen.getByText('4.6')).toBeTruthy();
    expect(screen.getByText('위치').nextElementSibling?.textContent).toBe('4.5');
    expect(screen.getByRole('img', { name: '별점 5점' }).getAttribute('data-rating')).toBe('5');
    expect(screen.getByText('설레는펭귄님')).toBeTruthy();
    expect(screen.getByText('여성 도미토리 (6인실)')).toBeTruthy();
    expect(screen.getByText('호스트 답변')).toBeTruthy();
    expect(screen.getByText('감사합니다!')).toBeTruthy();
    const photos = screen.getAllByRole('link', { name: /후기 사진 \d 크게 보기/ });
    expect(photos.map((a) => a.getAttribute('href'))).toEqual(['/uploads/review-photos/a.png', '/uploads/review-photos/b.png']);
  });

  it('offers more only while another page exists, and asks the API for it', () => {
    renderList('minbak', page());
    fireEvent.click(screen.getByRole('button', { name: '후기 더보기' }));
    expect(apiGet).toHaveBeenCalledWith('stay/reviews/1001', expect.objectContaining({ query: expect.objectContaining({ page: 1 }) }));
  });

  it('hides the more button on the last page and the sub-grades for tours', () => {
    renderList('tour', page({ last: true, summary: summary(2, null) }));
    expect(screen.queryByRole('button', { name: '후기 더보기' })).toBeNull();
    expect(screen.queryByText('위치')).toBeNull();
    expect(screen.getByText('파트너 답변')).toBeTruthy();
  });

  it('re-asks with the chosen sort', () => {
    renderList('hotel', page());
    fireEvent.click(screen.getByRole('button', { name: '평점 낮은순' }));
    expect(screen.getByRole('button', { name: '평점 낮은순' }).getAttribute('aria-pressed')).toBe('true');
    expect(apiGet).toHaveBeenCalledWith(
      'hotel/reviews/a0000000-0000-4000-8000-000000000001',
      expect.objectContaining({ query: expect.objectContaining({ sort: 'low', page: 0 }) }),
    );
  });

  it('says so when there are no reviews yet', () => {
    renderList('minbak', page({ summary: summary(0), content: [], last: true }));
    expect(screen.getByText('아직 작성된 후기가 없어요.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '후기 정렬' })).toBeNull();
  });
});
