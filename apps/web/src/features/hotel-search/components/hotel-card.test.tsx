import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { HotelSearchCard } from '@minda/contracts/hotels';
import { HotelCard } from './hotel-card.tsx';

const hotel: HotelSearchCard = {
  propertyUuid: '6f1c2b9e-1111-4222-8333-444455556666',
  propertyId: 200_001,
  nameTranslations: { 'ko-KR': '그랜드 호텔 마레', 'en-US': 'Grand Hotel Le Marais' },
  starRating: 4,
  reviewScore: 9.1,
  reviewCount: 1234,
  wishCount: 5,
  isWish: false,
  minBasePriceBeforeDiscount: 150_000,
  thumbnailPath: 'hotel/200001.svg',
  cityId: 3,
  cities: [{ translations: [{ language: 'ko-KR', translation: '파리' }] }],
  address: '1 Rue de Rivoli, Le Marais, Paris, France',
  neighborhood: { neighborhoodId: 7, name: '마레' },
  distanceKm: null,
  nights: 2,
  totalPrice: 540_000,
  totalPriceBeforeDiscount: 600_000,
  nightlyPrice: 270_000,
  roomName: '디럭스 킹룸',
  breakfastIncluded: true,
  freeCancellation: false,
  available: true,
};

const renderCard = (card: HotelSearchCard, onToggleWish = vi.fn()) =>
  render(
    <MemoryRouter>
      <ul>
        <HotelCard hotel={card} href="/hotel/detail/x?checkInAt=2026-12-01" rooms={2} onToggleWish={onToggleWish} />
      </ul>
    </MemoryRouter>,
  );

describe('HotelCard', () => {
  it('shows the stay total, the nightly average and the struck-through price before discount', () => {
    renderCard(hotel);
    expect(screen.getByRole('heading', { name: '그랜드 호텔 마레' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '4성급' })).toBeTruthy();
    expect(screen.getByTestId('total-price').textContent).toBe('540,000원');
    expect(screen.getByTestId('nightly-price').textContent).toBe('270,000원');
    expect(screen.getByText('600,000원').tagName).toBe('DEL');
    expect(screen.getByText(/2박 · 객실 2개 · 조식 포함/)).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/hotel/detail/x?checkInAt=2026-12-01');
  });

  it('shows the from-price without dates, and the special text for a hotel without a rate', () => {
    const undated = { ...hotel, nights: null, totalPrice: null, totalPriceBeforeDiscount: null, nightlyPrice: null, roomName: null, available: null };
    const { unmount } = renderCard(undated);
    expect(screen.getByTestId('from-price').textContent).toBe('150,000원~');
    expect(screen.queryByTestId('total-price')).toBeNull();
    unmount();
    renderCard({ ...undated, minBasePriceBeforeDiscount: 0 });
    expect(screen.getByTestId('from-price').textContent).toBe('요금 확인 필요');
  });

  it('toggles the heart without following the link', () => {
    const onToggleWish = vi.fn();
    renderCard(hotel, onToggleWish);
    fireEvent.click(screen.getByRole('button', { name: '찜하기' }));
    expect(onToggleWish).toHaveBeenCalledWith(hotel);
  });
});
