import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { HotelProperty } from '@minda/contracts/hotels';
import type { StayCard } from '@minda/contracts/stays';
import type { TourItem } from '@minda/contracts/tours';
import { PlatformProvider } from '../../lib/platform.tsx';
import { HotelCardView, StayCardView, TourCardView } from './product-card.tsx';

const stay: StayCard = {
  goodsNo: 1003,
  goodsName: '파리 에펠 한인민박',
  minPrice: 45000,
  reviewGrade: 4.76,
  reviewCount: 1234,
  wishCount: 56,
  isWish: false,
  bookType: 9,
  goodsImgPath: 'stays/1003/main.svg',
  locations: ['파리 15구', '비르아켐역 도보 5분'],
  category: '001002001',
  categoryName: '파리',
  countryName: '프랑스',
  isAwards: true,
  saleRate: 10,
};

const tour: TourItem = {
  itemNo: 501,
  itemName: '루브르 박물관 한국어 가이드 투어',
  salePrice: 32000,
  itemImgPath: 'https://img.example.com/tours/501.jpg',
  isWish: true,
  reviewGrade: 4.9,
  reviewCount: 88,
  wishCount: 12,
  category: '001002001',
  categoryName: '파리',
  countryName: '프랑스',
  sort: 1,
  itemCategoryType: 'LOCAL_TOUR',
};

const hotel: HotelProperty = {
  propertyUuid: '6f1c2c8e-5b7a-4d0e-9f51-2d7f7b1c0a11',
  propertyId: 77,
  nameTranslations: { 'ko-KR': '호텔 드 파리', 'en-US': 'Hotel de Paris' },
  starRating: 4,
  reviewScore: 8.7,
  reviewCount: 310,
  wishCount: 4,
  isWish: false,
  minBasePriceBeforeDiscount: 152000,
  thumbnailPath: 'hotels/77.svg',
  cityId: 1,
  cities: [{ translations: [{ language: 'en-US', translation: 'Paris' }, { language: 'ko-KR', translation: '파리' }] }],
};

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('product cards', () => {
  it('shows a stay with its type chip, joined locations, rating, counts, instant mark, awards and price', () => {
    inRouter(<StayCardView stay={stay} onWishToggle={() => {}} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/m/1.0/grp_minbak/minbak_view.html?minbak_code=1003');
    const text = link.textContent ?? '';
    expect(text).toContain('한인민박');
    expect(text).toContain('파리 에펠 한인민박');
    expect(text).toContain('파리 15구, 비르아켐역 도보 5분');
    expect(text).toContain('평점 4.8');
    expect(text).toContain('후기 1,234');
    expect(text).toContain('찜 56');
    expect(text).toContain('즉시예약');
    expect(text).toContain('민다 어워즈');
    expect(text).toContain('10%');
    expect(text).toContain('45,000원~');
  });

  it('loads a near-top image at once, the LCP card also first, and the rest when scrolled near', () => {
    const { container } = inRouter(
      <>
        <StayCardView stay={stay} priority="lcp" />
        <StayCardView stay={{ ...stay, goodsNo: 1004 }} priority />
        <StayCardView stay={{ ...stay, goodsNo: 1005 }} />
      </>,
    );
    const images = [...container.querySelectorAll('img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(images).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['lazy', null],
    ]);
  });

  it('leaves out the instant mark, awards and sale rate when they do not apply', () => {
    inRouter(<StayCardView stay={{ ...stay, bookType: 1, isAwards: false, saleRate: 0 }} />);
    const text = screen.getByRole('link').textContent ?? '';
    expect(text).not.toContain('즉시예약');
    expect(text).not.toContain('어워즈');
    expect(text).not.toContain('%');
  });

  it('puts each location on its own line in multi-line mode', () => {
    const { container } = inRouter(<StayCardView stay={stay} locationsMode="multiline" />);
    const lines = [...container.querySelectorAll('[class*="locationLine"]')].map((el) => el.textContent);
    expect(lines).toEqual(['파리 15구', '비르아켐역 도보 5분']);
    expect(container.textContent).not.toContain('파리 15구, ');
  });

  it('clips the name at the requested number of lines', () => {
    const { container } = inRouter(<StayCardView stay={stay} nameLines={1} />);
    const name = screen.getByText('파리 에펠 한인민박');
    expect(name.dataset.lines).toBe('1');
    const card = container.querySelector<HTMLElement>('[data-product]')!;
    expect(card.style.getPropertyValue('--card-name-line-height')).toBe('26px');
    expect(card.style.getPropertyValue('--card-image-min-height')).toBe('120px');
  });

  it('shows a tour with its from-price, and the sold-out text at 0', () => {
    const { unmount } = inRouter(<TourCardView tour={tour} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/m/1.0/tg/view.html?itemno=501');
    expect(screen.getByRole('link').textContent).toContain('투어·티켓');
    expect(screen.getByRole('link').textContent).toContain('32,000원~');
    unmount();
    inRouter(<TourCardView tour={{ ...tour, salePrice: 0 }} />);
    expect(screen.getByRole('link').textContent).toContain('판매완료 (다른 일정 확인)');
    expect(screen.getByRole('link').textContent).not.toContain('0원');
  });

  it('shows a hotel in Korean with the special text at price 0 and links with occupancy 2', () => {
    const { unmount } = inRouter(<HotelCardView hotel={hotel} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/hotel/detail/6f1c2c8e-5b7a-4d0e-9f51-2d7f7b1c0a11?occupancy=2');
    expect(link.textContent).toContain('해외호텔');
    expect(link.textContent).toContain('호텔 드 파리');
    expect(link.textContent).toContain('파리');
    expect(link.textContent).toContain('152,000원~');
    unmount();
    inRouter(<HotelCardView hotel={{ ...hotel, minBasePriceBeforeDiscount: 0 }} />);
    expect(screen.getByRole('link').textContent).toContain('요금 확인 필요');
  });

  it('links stays and tours to the PC detail pages on a PC screen', () => {
    const pc = (ui: React.ReactNode) =>
      render(
        <PlatformProvider value="pc">
          <MemoryRouter>{ui}</MemoryRouter>
        </PlatformProvider>,
      );
    const { unmount } = pc(<StayCardView stay={stay} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/main/view.php?goodsno=1003');
    unmount();
    pc(<TourCardView tour={tour} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/tg/view.php?itemno=501');
  });

  it('has a heart beside the link that toggles without following it', () => {
    const onWishToggle = vi.fn();
    inRouter(<TourCardView tour={tour} onWishToggle={onWishToggle} />);
    const heart = screen.getByRole('button', { name: '찜 해제' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('link')).queryByRole('button')).toBeNull();
    const clickedLink = vi.fn();
    screen.getByRole('link').addEventListener('click', clickedLink);
    fireEvent.click(heart);
    expect(onWishToggle).toHaveBeenCalledTimes(1);
    expect(clickedLink).not.toHaveBeenCalled();
  });

  it('labels an unwished heart 찜하기 and uses the image host for the image', () => {
    const { container } = inRouter(<StayCardView stay={stay} onWishToggle={() => {}} />);
    const heart = screen.getByRole('button', { name: '찜하기' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/uploads/stays/1003/main.svg');
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('shows no heart when wishing is not offered', () => {
    inRouter(<StayCardView stay={stay} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
