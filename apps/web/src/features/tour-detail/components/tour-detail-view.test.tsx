import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toDateParam } from '@minda/contracts/rules/stay-dates';
import { addDaysToDate } from '@minda/contracts/rules/stay-pricing';
import type { TourDetail } from '@minda/contracts/tours';
import { tourDetailQueryOptions } from '../api/get-tour-detail.ts';
import { TourDetailView } from './tour-detail-view.tsx';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const detail = (over: Partial<TourDetail> = {}): TourDetail => ({
  itemNo: 5001,
  itemName: '루브르 박물관 한국어 가이드 투어',
  category: '001002001',
  categoryName: '파리',
  countryName: '프랑스',
  itemCategoryType: 'LOCAL_TOUR',
  salePrice: 45000,
  itemImgPath: 'tours/5001.svg',
  images: ['tours/5001.svg'],
  summary: '루브르의 대표 작품을 만나 보세요.',
  description: '루브르의 대표 작품을 만나 보세요.\n소요 시간: 약 3시간',
  descriptionIsHtml: false,
  durationText: '약 3시간',
  meetingPoint: '루브르 입구 앞',
  options: [
    { optionNo: 1, name: '오전 출발 (09:00)', description: null, price: 45000, soldOut: false },
    { optionNo: 2, name: '오후 출발 (14:00)', description: null, price: 0, soldOut: true },
    { optionNo: 3, name: '입장권 포함 패키지', description: '바로 입장', price: 63000, soldOut: false },
  ],
  reviewGrade: 4.7,
  reviewCount: 1234,
  wishCount: 8,
  isWish: false,
  partnerName: '파리하늘투어',
  useInquireChat: true,
  ...over,
});

function renderDetail(itemNo: number | undefined, data?: TourDetail, props: { onViewed?: (t: TourDetail) => void; onToggleWish?: (t: TourDetail) => void } = {}) {
  const { queryClient } = renderApp(<TourDetailView itemNo={itemNo} platform="pc" reviews={<section aria-label="후기 자리" />} {...props} />, {
    platform: 'mobile',
    cache: data ? [[tourDetailQueryOptions(data.itemNo).queryKey, data]] : [],
  });
  return queryClient;
}

describe('TourDetailView', () => {
  it('shows the facts, price, options with per-person prices and a disabled sold-out option', () => {
    renderDetail(5001, detail());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('루브르 박물관 한국어 가이드 투어');
    expect(screen.getByText('투어')).toBeTruthy();
    expect(screen.getByText('파리, 프랑스')).toBeTruthy();
    expect(screen.getByText('45,000원~')).toBeTruthy();
    expect(screen.getByText('후기 1,234개')).toBeTruthy();
    expect(screen.getByText('약 3시간')).toBeTruthy();
    expect(screen.getByText('루브르 입구 앞')).toBeTruthy();
    expect(screen.getByText('파리하늘투어')).toBeTruthy();
    const options = screen.getByRole('group', { name: '옵션 선택' });
    expect(within(options).getByRole('radio', { name: /오전 출발/ })).toHaveProperty('checked', true);
    expect(within(options).getByRole('radio', { name: /오후 출발/ })).toHaveProperty('disabled', true);
    expect(options.querySelector('[data-option-no="2"]')!.textContent).toContain('매진');
    expect(options.querySelector('[data-option-no="3"]')!.textContent).toContain('1인 63,000원');
    expect(screen.getByRole('region', { name: '후기 자리' })).toBeTruthy();
    // No date yet: 예약하기 asks for one instead of opening the form.
    expect(screen.queryByRole('link', { name: '예약하기' })).toBeNull();
  });

  it('예약하기 asks for a date first, then opens the booking form with the option, date and people', () => {
    renderDetail(5001, detail());
    fireEvent.click(screen.getByRole('button', { name: '예약하기' }));
    expect(screen.getByRole('alert').textContent).toBe('이용 날짜를 선택해 주세요.');
    const date = screen.getByLabelText('이용 날짜');
    expect(date.getAttribute('min')).toBe(toDateParam(new Date()));
    expect(document.activeElement).toBe(date);
    const day = addDaysToDate(toDateParam(new Date()), 30);
    fireEvent.change(date, { target: { value: day } });
    fireEvent.click(screen.getByRole('radio', { name: /입장권 포함/ }));
    fireEvent.click(screen.getByRole('button', { name: '인원 늘리기' }));
    expect(screen.getByRole('link', { name: '예약하기' }).getAttribute('href')).toBe(`/booking/form.php?type=tour&itemno=5001&option=3%3A${day}%3A2&total=126000`);
  });

  it('keeps a date outside today to one year ahead from opening the form', () => {
    renderDetail(5001, detail());
    fireEvent.change(screen.getByLabelText('이용 날짜'), { target: { value: '2001-01-01' } });
    expect(screen.queryByRole('link', { name: '예약하기' })).toBeNull();
  });

  it('multiplies the chosen option by the people count, within the stepper limits', () => {
    renderDetail(5001, detail());
    const total = () => document.querySelector('[data-total] strong')!.textContent;
    expect(total()).toBe('45,000원');
    const less = screen.getByRole('button', { name: '인원 줄이기' });
    const more = screen.getByRole('button', { name: '인원 늘리기' });
    expect(less).toHaveProperty('disabled', true);
    fireEvent.click(more);
    fireEvent.click(more);
    expect(total()).toBe('135,000원');
    fireEvent.click(screen.getByRole('radio', { name: /입장권 포함/ }));
    expect(total()).toBe('189,000원');
    for (let i = 0; i < 20; i += 1) fireEvent.click(more);
    expect(screen.getByText('10명')).toBeTruthy();
    expect(more).toHaveProperty('disabled', true);
  });

  it('shows the sold-out text and no stepper when every option is sold out', () => {
    renderDetail(5001, detail({ salePrice: 0, options: [{ optionNo: 1, name: '성인', description: null, price: 0, soldOut: true }] }));
    expect(screen.getAllByText('판매완료 (다른 일정 확인)').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '인원 늘리기' })).toBeNull();
  });

  it('reports the view once per product and hands the heart to the route', () => {
    const onViewed = vi.fn();
    const onToggleWish = vi.fn();
    const client = renderDetail(5001, detail(), { onViewed, onToggleWish });
    expect(onViewed).toHaveBeenCalledTimes(1);
    expect(onViewed).toHaveBeenCalledWith(expect.objectContaining({ itemNo: 5001, category: '001002001', itemName: '루브르 박물관 한국어 가이드 투어' }));
    fireEvent.click(screen.getByRole('button', { name: '찜하기' }));
    expect(onToggleWish).toHaveBeenCalledWith(expect.objectContaining({ itemNo: 5001, isWish: false }));
    client.setQueryData(tourDetailQueryOptions(5001).queryKey, detail({ isWish: true, wishCount: 9 }));
    expect(onViewed).toHaveBeenCalledTimes(1);
  });

  it('says the product is not on sale for a missing item number', () => {
    renderDetail(undefined);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('판매 중인 상품이 아닙니다.');
    expect(screen.getByRole('link', { name: '투어·티켓 홈으로' }).getAttribute('href')).toBe('/tg/index.php');
  });
});
