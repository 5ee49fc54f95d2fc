import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toDateParam } from '@minda/contracts/rules/stay-dates';
import { addDaysToDate } from '@minda/contracts/rules/stay-pricing';
import type { StaySearchCard, StaySearchResult } from '@minda/contracts/stays';
import { renderApp } from '../../../test/render-app.tsx';
import { staySearchQueryOptions } from '../api/search-stays.ts';
import { readStayListState, staySearchApiQuery } from '../stay-list-state.ts';
import { StayResults, stayResultPriceText } from './stay-results.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

// Dates a month ahead of the real today: the page refuses past dates.
const CHECK_IN = addDaysToDate(toDateParam(new Date()), 30);
const CHECK_OUT = addDaysToDate(CHECK_IN, 2);
const PATH = `/md/stays?cityCode=001002001&checkInAt=${CHECK_IN}&checkOutAt=${CHECK_OUT}&occupancy%5B%5D=2`;

const card = (goodsNo: number, price: number): StaySearchCard => ({
  goodsNo,
  goodsName: `민박 ${goodsNo}`,
  minPrice: 50000,
  reviewGrade: 4.5,
  reviewCount: 10,
  wishCount: 3,
  isWish: false,
  bookType: 9,
  goodsImgPath: `stay/${goodsNo}-1.svg`,
  locations: ['몽파르나스역 도보 3분'],
  category: '001002001',
  categoryName: '파리',
  countryName: '프랑스',
  isAwards: false,
  saleRate: 0,
  price,
  nightlyPrice: price / 2,
  nights: 2,
  available: true,
});

const result = (content: StaySearchCard[], totalElements = content.length): StaySearchResult => ({
  content,
  number: 0,
  size: 20,
  totalElements,
  totalPages: Math.max(1, Math.ceil(totalElements / 20)),
  last: totalElements <= 20,
  priceRange: content.length ? { min: 100000, max: 300000 } : null,
  cityName: '파리',
  checkInAt: CHECK_IN,
  checkOutAt: CHECK_OUT,
  nights: 2,
  occupancy: 2,
});

function renderAt(path: string, data: StaySearchResult) {
  const state = readStayListState(new URL(path, 'http://x').searchParams);
  const key = staySearchQueryOptions(staySearchApiQuery(state, state.page - 1)).queryKey;
  return renderApp(<StayResults platform="pc" />, { path, cache: [[key, data]] });
}

describe('StayResults', () => {
  it('writes the price for the stay, or one night from without dates', () => {
    expect(stayResultPriceText({ price: 123000, nights: 2 })).toBe('총 123,000원 · 2박');
    expect(stayResultPriceText({ price: 45000, nights: null })).toBe('1박 45,000원~');
  });

  it('shows a count the server capped at 1,000 as "1,000+"', () => {
    renderAt(PATH, result([card(1001, 220000)], 1000));
    expect(screen.getByText('숙소 1,000+곳')).toBeTruthy();
  });

  it('shows the city, dates and party, and cards linking to the detail with them', () => {
    renderAt(PATH, result([card(1001, 220000), card(1002, 264000)], 41));
    expect(screen.getByRole('heading', { level: 1, name: '파리 숙소' })).toBeTruthy();
    expect(screen.getByText('숙소 41곳')).toBeTruthy();
    const first = screen.getByRole('link', { name: /민박 1001/ });
    expect(first.getAttribute('href')).toBe(`/main/view.php?goodsno=1001&start_date=${CHECK_IN}&end_date=${CHECK_OUT}&ea=2`);
    expect(first.textContent).toContain('총 220,000원 · 2박');
    expect(screen.getByRole('navigation', { name: '페이지' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '다음' }).getAttribute('href')).toContain('page=2');
  });

  it('puts a filter or a sort into the address', async () => {
    const { probe } = renderAt(PATH, result([card(1001, 220000)]));
    fireEvent.click(screen.getByRole('checkbox', { name: '조식 제공' }));
    expect(probe.location.search).toContain('breakfast=true');
    fireEvent.click(screen.getByRole('button', { name: '낮은 가격순' }));
    expect(probe.location.search).toContain('sort=price');
    expect(probe.location.search).toContain('breakfast=true');
  });

  it('offers a way out when nothing matches', () => {
    renderAt(`${PATH}&breakfast=true`, result([]));
    const empty = screen.getByTestId('stay-results-empty');
    expect(within(empty).getByRole('button', { name: '필터 초기화' })).toBeTruthy();
    expect(within(empty).getByRole('link', { name: '날짜 없이 보기' }).getAttribute('href')).not.toContain('checkInAt');
    expect(within(empty).getByRole('link', { name: '날짜 바꿔 다시 검색' }).getAttribute('href')).toBe('/stay/index.php');
  });

  it('shows skeletons while loading', () => {
    renderApp(<StayResults platform="pc" />, { path: `${PATH}&sort=rating` });
    expect(screen.getByRole('status', { name: '숙소 불러오는 중' }).querySelectorAll('[data-skeleton="card"]').length).toBeGreaterThan(0);
  });
});
