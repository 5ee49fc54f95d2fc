import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HotelDetail, HotelRoomOffer, HotelRooms } from '@minda/contracts/hotels';
import { renderApp } from '../../../test/render-app.tsx';
import { hotelDetailQueryOptions } from '../api/get-hotel-detail.ts';
import { hotelRoomsQueryOptions } from '../api/get-hotel-rooms.ts';
import { HotelDetailPage } from './hotel-detail-page.tsx';
import type { HotelStayChoice } from './stay-editor.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const UUID = '00000000-0000-4000-8000-000000000101';
const stay: HotelStayChoice = { checkInAt: '2030-03-10', checkOutAt: '2030-03-12', occupancy: [{ adult: 2, children: [] }, { adult: 1, children: [5] }] };

const hotel: HotelDetail = {
  propertyUuid: UUID,
  propertyId: 101,
  nameTranslations: { 'ko-KR': '파리 오페라 호텔', 'en-US': 'Paris Opera Hotel' },
  starRating: 4,
  reviewScore: 8.6,
  reviewCount: 40,
  wishCount: 3,
  isWish: false,
  minBasePriceBeforeDiscount: 150000,
  thumbnailPath: 'hotels/101.svg',
  address: '1 Rue Scribe, Paris',
  city: { cityId: 1, cityCode: '001002001', name: '파리', countryName: '프랑스' },
  neighborhood: null,
  category: { id: 1, name: '호텔' },
  latitude: 48.87,
  longitude: 2.33,
  images: ['hotels/101.svg'],
  nearbyPois: [],
  amenities: ['Wi-Fi'],
  policies: { checkInTime: '15:00', checkOutTime: '11:00', notes: [] },
};

const offer = (over: Partial<HotelRoomOffer>): HotelRoomOffer => ({
  roomId: 1, name: '디럭스 더블', bedText: '더블 침대 1개', sizeM2: 22, maxAdults: 2, maxOccupancy: 3, breakfastIncluded: false, freeCancellation: true,
  discountRate: 0, fits: true, unitsLeft: 5, roomsNeeded: 2, available: true, nightlyPrices: [], totalPrice: 640000, totalPriceBeforeDiscount: 640000, nightlyPrice: 320000,
  ...over,
});

const rooms: HotelRooms = {
  checkInAt: stay.checkInAt,
  checkOutAt: stay.checkOutAt,
  nights: 2,
  occupancy: stay.occupancy,
  rooms: [offer({ facilities: ['에어컨', '커피포트'] }), offer({ roomId: 2, name: '스탠다드 트윈', unitsLeft: 1, available: false, totalPrice: 500000, totalPriceBeforeDiscount: 500000, facilities: [] })],
};

function renderHotel({ datesGiven = true, platform = 'pc' as const }: { datesGiven?: boolean; platform?: 'pc' | 'mobile' } = {}) {
  return renderApp(
    <HotelDetailPage uuid={UUID} stay={stay} datesGiven={datesGiven} onStayChange={() => {}} onToggleWish={() => {}} reviews={null} platform={platform} />,
    { path: `/hotel/detail/${UUID}`, cache: [[hotelDetailQueryOptions(UUID).queryKey, hotel], [hotelRoomsQueryOptions(UUID, stay).queryKey, rooms]] },
  );
}

describe('HotelDetailPage rooms', () => {
  it("lists a room type's facilities under it, and nothing for one without", () => {
    renderHotel();
    const [deluxe, twin] = screen.getAllByTestId('room-offer');
    expect(deluxe!.textContent).toContain('객실 시설: 에어컨 · 커피포트');
    expect(twin!.textContent).not.toContain('객실 시설');
  });
});

describe('HotelDetailPage 예약하기', () => {
  it('leads from an open room to the booking form with one room per party and the total shown', () => {
    renderHotel();
    expect(screen.getByRole('link', { name: '예약하기: 디럭스 더블' }).getAttribute('href')).toBe(
      `/booking/form.php?type=hotel&uuid=${UUID}&checkInAt=2030-03-10&checkOutAt=2030-03-12&room=1%3A2&room=1%3A1-5&total=640000`,
    );
    expect(screen.queryByRole('link', { name: '예약하기: 스탠다드 트윈' })).toBeNull();
  });

  it('opens the mobile form on a narrow screen', () => {
    renderHotel({ platform: 'mobile' });
    expect(screen.getByRole('link', { name: '예약하기: 디럭스 더블' }).getAttribute('href')).toMatch(/^\/m\/1\.0\/booking\/form\.html\?type=hotel&uuid=/);
  });

  it('asks for dates first while the page shows the default dates', () => {
    renderHotel({ datesGiven: false });
    expect(screen.queryByRole('link', { name: /예약하기/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '예약하기: 디럭스 더블' }));
    expect(screen.getByRole('alert').textContent).toBe('체크인·체크아웃 날짜를 먼저 선택해 주세요.');
  });
});
