import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toDateParam } from '@minda/contracts/rules/stay-dates';
import { addDaysToDate } from '@minda/contracts/rules/stay-pricing';
import type { StayDetailQuery } from '@minda/contracts/stay-links';
import type { StayProperty, StayRoomsResult } from '@minda/contracts/stays';
import { renderApp } from '../../../test/render-app.tsx';
import { stayPropertyQueryOptions } from '../api/get-stay-property.ts';
import { stayRoomsQueryOptions } from '../api/get-stay-rooms.ts';
import { StayDetailPage } from './stay-detail-page.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const CHECK_IN = addDaysToDate(toDateParam(new Date()), 30);
const CHECK_OUT = addDaysToDate(CHECK_IN, 2);
const query: StayDetailQuery = { goodsNo: 1001, checkInAt: CHECK_IN, checkOutAt: CHECK_OUT, adults: 3, defaultDates: false, preview: false };

const property: StayProperty = {
  goodsNo: 1001,
  goodsName: '파리하늘민박',
  category: '001002001',
  categoryName: '파리',
  countryName: '프랑스',
  address: '파리 15구',
  locations: ['몽파르나스역 도보 3분'],
  hostName: '김하늘',
  description: '소개',
  goodsImgPath: 'stay/1001-1.svg',
  images: ['stay/1001-1.svg', 'stay/1001-2.svg'],
  hasBreakfast: true,
  breakfastInfo: '한식 조식',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  bookType: 9,
  isAwards: false,
  saleRate: 0,
  minPrice: 50000,
  reviewGrade: 4.8,
  reviewCount: 12,
  wishCount: 5,
  isWish: false,
  useInquireChat: true,
  facilities: ['무료 Wi-Fi', '한식 조식 제공'],
  rules: ['실내 금연'],
  refundPolicy: { rows: [{ when: '체크인 30일 전까지', refund: '예약금 100% 환불' }], notes: ['잔금은 현지 결제'] },
  depositPercent: 10,
};

const nights = (price: number, units: number) => [
  { night: CHECK_IN, price, unitsAvailable: units },
  { night: addDaysToDate(CHECK_IN, 1), price, unitsAvailable: units },
];

const rooms: StayRoomsResult = {
  goodsNo: 1001,
  checkInAt: CHECK_IN,
  checkOutAt: CHECK_OUT,
  nights: 2,
  occupancy: 3,
  rooms: [
    {
      roomId: 1, name: '여성 도미토리 (6인실)', kind: 'dormitory', gender: 'female', capacity: 1, hasPrivateBathroom: false,
      nights: nights(50000, 2), unitsLeft: 2, unitsNeeded: 3, available: false, total: 300000, nightlyPrice: 150000, deposit: 30000, payAtProperty: 270000,
    },
    {
      roomId: 2, name: '2인실 (더블)', kind: 'private', gender: 'mixed', capacity: 2, hasPrivateBathroom: true,
      nights: nights(120000, 3), unitsLeft: 3, unitsNeeded: 2, available: true, total: 480000, nightlyPrice: 240000, deposit: 48000, payAtProperty: 432000,
      facilities: ['에어컨', '금고'],
    },
  ],
  cheapest: { roomId: 2, total: 480000, deposit: 48000, payAtProperty: 432000 },
};

function renderDetail(data: { rooms?: StayRoomsResult } = { rooms }, { platform = 'pc', visit = query }: { platform?: 'pc' | 'mobile'; visit?: StayDetailQuery } = {}) {
  const cache: [readonly unknown[], unknown][] = [[stayPropertyQueryOptions(1001).queryKey, property]];
  if (data.rooms) {
    cache.push([stayRoomsQueryOptions({ goodsNo: 1001, checkInAt: CHECK_IN, checkOutAt: CHECK_OUT, adults: 3 }).queryKey, data.rooms]);
  }
  const onViewed = vi.fn();
  const result = renderApp(<StayDetailPage platform={platform} query={visit} onViewed={onViewed} onToggleWish={() => {}} />, {
    path: `/main/view.php?goodsno=1001&start_date=${CHECK_IN}&end_date=${CHECK_OUT}&ea=3`,
    cache,
  });
  return { ...result, onViewed };
}

describe('StayDetailPage', () => {
  it('shows an operator\'s preview of a draft with its notice, and lets nobody book it', () => {
    const preview = { ...query, preview: true };
    renderApp(<StayDetailPage platform="pc" query={preview} onToggleWish={() => {}} />, {
      path: `/main/view.php?goodsno=1001&start_date=${CHECK_IN}&end_date=${CHECK_OUT}&ea=3&preview=1`,
      cache: [
        [stayPropertyQueryOptions(1001, true).queryKey, { ...property, previewStatus: 'draft' }],
        [stayRoomsQueryOptions({ goodsNo: 1001, checkInAt: CHECK_IN, checkOutAt: CHECK_OUT, adults: 3, preview: true }).queryKey, rooms],
      ],
    });
    expect(screen.getByRole('note').textContent).toBe('미리보기: 작성 중인 상품입니다. 판매를 시작하기 전까지 방문자에게는 보이지 않습니다.');
    const double = within(screen.getByTestId('stay-rooms')).getByText('2인실 (더블)').closest('li')!;
    const book = within(double).getByRole('button', { name: '예약 불가: 2인실 (더블)' });
    expect((book as HTMLButtonElement).disabled).toBe(true);
    expect(within(double).queryByRole('link')).toBeNull();
  });

  it('shows the rooms for the party: a dormitory short of beds is closed, two double rooms are priced', () => {
    const { onViewed } = renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: '파리하늘민박' })).toBeTruthy();
    expect(screen.getByText('호스트 김하늘님')).toBeTruthy();
    const list = screen.getByTestId('stay-rooms');
    const dorm = within(list).getByText('여성 도미토리 (6인실)').closest('li')!;
    expect(dorm.textContent).toContain('예약 마감');
    expect(dorm.textContent).toContain('남은 침대 2개 · 3개 필요');
    const double = within(list).getByText('2인실 (더블)').closest('li')!;
    expect(double.textContent).toContain('총 480,000원 · 2박');
    expect(double.textContent).toContain('객실 2개');
    // The room's facilities the operator chose, and none under the dormitory, which has none.
    expect(double.textContent).toContain('객실 시설: 에어컨 · 금고');
    expect(dorm.textContent).not.toContain('객실 시설');
    const summary = screen.getByTestId('stay-price-summary');
    expect(summary.textContent).toContain('480,000원');
    expect(summary.textContent).toContain('지금 결제 (예약금 10%)48,000원');
    expect(summary.textContent).toContain('숙소에서 결제 (잔금)432,000원');
    expect(onViewed).toHaveBeenCalledTimes(1);
    expect(onViewed.mock.calls[0]![0]).toMatchObject({ goodsNo: 1001, category: '001002001', goodsName: '파리하늘민박' });
  });

  it('says so when no room is open', () => {
    renderDetail({ rooms: { ...rooms, rooms: rooms.rooms.map((r) => ({ ...r, available: false, unitsLeft: 0 })), cheapest: null } });
    expect(screen.getByTestId('stay-price-summary').textContent).toContain('예약할 수 있는 객실이 없어요');
    expect(screen.queryByTestId('stay-total')).toBeNull();
    expect(screen.getAllByText('선택한 날짜에 남은 자리가 없어요')).toHaveLength(2);
  });

  it('changes the address with new dates and party, and refuses 29 nights', () => {
    const { probe } = renderDetail();
    fireEvent.click(screen.getByRole('button', { name: '성인 1명 늘리기' }));
    fireEvent.click(screen.getByRole('button', { name: '요금 다시 보기' }));
    expect(probe.location.search).toBe(`?goodsno=1001&start_date=${CHECK_IN}&end_date=${CHECK_OUT}&ea=4`);
    fireEvent.change(screen.getByLabelText('체크아웃'), { target: { value: addDaysToDate(CHECK_IN, 29) } });
    fireEvent.click(screen.getByRole('button', { name: '요금 다시 보기' }));
    expect(screen.getByRole('alert').textContent).toContain('29일 이내');
    expect(probe.location.search).toContain('ea=4');
  });

  it('keeps the party within 1 to 14 adults', () => {
    renderDetail();
    const plus = screen.getByRole('button', { name: '성인 1명 늘리기' });
    for (let i = 0; i < 20; i += 1) fireEvent.click(plus);
    expect(screen.getByTestId('stay-visit-adults').textContent).toBe('성인 14명');
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    const minus = screen.getByRole('button', { name: '성인 1명 줄이기' });
    for (let i = 0; i < 20; i += 1) fireEvent.click(minus);
    expect(screen.getByTestId('stay-visit-adults').textContent).toBe('성인 1명');
    expect((minus as HTMLButtonElement).disabled).toBe(true);
  });

  it('예약하기 of an open room leads to the booking form with the dates, party and the price shown', () => {
    renderDetail();
    const list = screen.getByTestId('stay-rooms');
    const dorm = within(list).getByText('여성 도미토리 (6인실)').closest('li')!;
    expect(within(dorm).queryByRole('link', { name: /예약하기/ })).toBeNull();
    expect(screen.getByRole('link', { name: '예약하기: 2인실 (더블)' }).getAttribute('href')).toBe(
      `/booking/form.php?type=stay&goodsno=1001&room=2&checkInAt=${CHECK_IN}&checkOutAt=${CHECK_OUT}&adults=3&total=480000`,
    );
  });

  it('on mobile, 예약하기 opens the mobile booking form', () => {
    renderDetail({ rooms }, { platform: 'mobile' });
    expect(screen.getByRole('link', { name: '예약하기: 2인실 (더블)' }).getAttribute('href')).toBe(
      `/m/1.0/booking/form.html?type=stay&goodsno=1001&room=2&checkInAt=${CHECK_IN}&checkOutAt=${CHECK_OUT}&adults=3&total=480000`,
    );
  });

  it('without chosen dates, 예약하기 asks for the dates first and brings the shopper to check-in', () => {
    renderDetail({ rooms }, { visit: { ...query, defaultDates: true } });
    expect(screen.queryByRole('link', { name: /예약하기/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '예약하기: 2인실 (더블)' }));
    expect(screen.getByRole('alert').textContent).toBe('체크인·체크아웃 날짜를 먼저 선택한 뒤 요금 다시 보기를 눌러 주세요.');
    expect(document.activeElement).toBe(screen.getByLabelText('체크인'));
  });
});
