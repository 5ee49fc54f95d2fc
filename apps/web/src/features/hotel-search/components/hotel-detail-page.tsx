import { useId, useState, type ReactNode } from 'react';
import type { HotelDetail, HotelRoomOffer } from '@minda/contracts/hotels';
import { Link } from 'react-router';
import { webPaths, type Platform } from '@minda/contracts/paths';
import { hotelOccupancyParam } from '@minda/contracts/rules/search-widget';
import { formatWon, HOTEL_NO_PRICE_TEXT } from '@minda/contracts/rules/price';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCount } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { BookButton, BookLink } from '../../../ui/book-button/book-button.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { StarIcon } from '../../../ui/icons/icons.tsx';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { WishButton } from '../../../ui/product-card/wish-button.tsx';
import { useHotelDetail } from '../api/get-hotel-detail.ts';
import { sellsRooms, useHotelRooms } from '../api/get-hotel-rooms.ts';
import { stayPeriodText } from '@minda/contracts/rules/stay-pricing';
import { partyText, starText } from '../stay-texts.ts';
import styles from './hotel-detail.module.css';
import { StayEditor, type HotelStayChoice } from './stay-editor.tsx';
import { onSale, PREVIEW_BOOK_LABEL, PreviewNotice } from '../../../ui/preview-notice/preview-notice.tsx';

type Props = {
  uuid: string;
  /** The stay from the address, with the default dates and party filled in where it has none. */
  stay: HotelStayChoice;
  /** Whether the dates came from the address (false: the defaults, which the page says). */
  datesGiven: boolean;
  onStayChange: (next: HotelStayChoice) => void;
  onToggleWish: (hotel: HotelDetail) => void;
  /** The reviews section, plugged in by the route. */
  reviews: ReactNode;
  /** Whose booking form 예약하기 opens (the one hotel page serves both). */
  platform?: Platform;
  /** The address asks for the hotel's preview (contracts rules/product-preview.ts). */
  preview?: boolean;
};

/** Shown by 예약하기 while the page prices the default dates: a booking is for dates the shopper chose. */
export const CHOOSE_HOTEL_DATES_TEXT = '체크인·체크아웃 날짜를 먼저 선택해 주세요.';

/** /hotel/detail/{uuid}: gallery, names, stars, location and nearby places, rooms and rates for the stay, policies, reviews. */
export function HotelDetailPage({ uuid, stay, datesGiven, onStayChange, onToggleWish, reviews, platform = 'pc', preview = false }: Props) {
  const detail = useHotelDetail(uuid, preview);
  const hotel = detail.data;
  usePageMeta({
    title: hotel ? `${hotel.nameTranslations['ko-KR']} - 민다 해외호텔` : '호텔 상세 - 민다',
    description: hotel ? `${hotel.city.name} ${hotel.neighborhood?.name ?? ''} ${hotel.starRating}성급 호텔의 객실과 요금` : '호텔의 객실과 요금을 확인하세요.',
  });

  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className={styles.page}>
        {missing ? (
          <p className={styles.notice} role="alert">
            호텔을 찾을 수 없습니다. 판매가 종료되었거나 주소가 잘못되었어요.{' '}
            {/* The page answers 404 (decision 030): send the visitor on to the hotels home's search and lists. */}
            <Link to={webPaths[platform].hotels.href()}>다른 호텔 둘러보기</Link>
          </p>
        ) : (
          <ErrorState onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
        )}
      </div>
    );
  }
  if (!hotel) {
    return (
      <div className={styles.page} role="status" aria-label="호텔 정보를 불러오는 중" aria-busy="true">
        <span className={styles.skeletonHero} />
        <span className={styles.skeletonLine} />
        <span className={styles.skeletonLine} />
      </div>
    );
  }

  const name = hotel.nameTranslations['ko-KR'];
  return (
    <div className={styles.page}>
      <PreviewNotice status={hotel.previewStatus} />
      <Gallery images={hotel.images} name={name} />
      <header className={styles.head}>
        <div className={styles.headText}>
          <p className={styles.standing}>
            {hotel.category.name ? <span className={styles.category}>{hotel.category.name}</span> : null}
            <span className={styles.stars} role="img" aria-label={starText(hotel.starRating)}>
              {Array.from({ length: hotel.starRating }, (_, i) => (
                <StarIcon key={i} size={14} aria-hidden="true" />
              ))}
            </span>
          </p>
          <h1 className={styles.name}>{name}</h1>
          <p className={styles.nameEn} lang="en">
            {hotel.nameTranslations['en-US']}
          </p>
          <p className={styles.address}>
            {[hotel.city.countryName, hotel.city.name, hotel.neighborhood?.name].filter(Boolean).join(' · ')}
            <br />
            <span lang="en">{hotel.address}</span>
          </p>
          {hotel.reviewCount > 0 && (
            <p className={styles.score}>
              <strong>{hotel.reviewScore.toFixed(1)}</strong>/10 · 후기 {formatCount(hotel.reviewCount)}개
            </p>
          )}
        </div>
        <div className={styles.like}>
          <WishButton isWish={hotel.isWish} onToggle={() => onToggleWish(hotel)} className={styles.likeButton} />
          <span className={styles.likeCount}>{formatCount(hotel.wishCount)}</span>
        </div>
      </header>

      <DetailSection title="객실 선택">
        {sellsRooms(hotel) ? (
          <Rooms uuid={uuid} stay={stay} datesGiven={datesGiven} onStayChange={onStayChange} platform={platform} preview={preview} onSale={onSale(hotel)} />
        ) : (
          <p className={styles.notice} data-testid="no-rate">
            {HOTEL_NO_PRICE_TEXT}: 이 호텔은 지금 민다에서 판매하는 객실 요금이 없어요. 같은 지역의 다른 호텔을 확인해 주세요.
          </p>
        )}
      </DetailSection>

      <DetailSection title="위치와 주변 명소">
        <p className={styles.muted}>
          {hotel.neighborhood ? `${hotel.neighborhood.name}, ` : ''}
          {hotel.city.name} (위도 {hotel.latitude.toFixed(4)}, 경도 {hotel.longitude.toFixed(4)})
        </p>
        <ul className={styles.pois}>
          {hotel.nearbyPois.map((poi) => (
            <li key={poi.pointOfInterestId}>
              <span>{poi.name}</span>
              <span className={styles.muted}>{poi.distanceKm < 1 ? `${Math.round(poi.distanceKm * 1000)}m` : `${poi.distanceKm.toFixed(1)}km`}</span>
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection title="편의시설">
        <ul className={styles.amenities}>
          {hotel.amenities.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection title="이용 안내">
        <p>
          체크인 {hotel.policies.checkInTime} 이후 · 체크아웃 {hotel.policies.checkOutTime} 이전
        </p>
        <ul className={styles.notes}>
          {hotel.policies.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </DetailSection>

      <div className={styles.section}>{reviews}</div>
    </div>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  return (
    <div className={styles.gallery}>
      <div className={styles.galleryMain}>
        <ProductImage path={images[current]} kind="hotel" alt={`${name} 사진 ${current + 1}`} loading="eager" className={styles.galleryImage} />
      </div>
      {images.length > 1 && (
        <ul className={styles.galleryThumbs}>
          {images.map((path, i) => (
            <li key={path}>
              <button type="button" aria-label={`사진 ${i + 1} 보기`} aria-pressed={i === current} onClick={() => setCurrent(i)}>
                <ProductImage path={path} kind="hotel" alt="" className={styles.galleryThumb} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type RoomsProps = { uuid: string; stay: HotelStayChoice; datesGiven: boolean; onStayChange: (next: HotelStayChoice) => void; platform: Platform; preview: boolean; onSale: boolean };

function Rooms({ uuid, stay, datesGiven, onStayChange, platform, preview, onSale }: RoomsProps) {
  const rooms = useHotelRooms(uuid, stay, preview);
  const [askDates, setAskDates] = useState(false);
  const data = rooms.data;
  const editorKey = `${stay.checkInAt}|${stay.checkOutAt}|${JSON.stringify(stay.occupancy)}`;
  return (
    <>
      <p className={styles.stay} data-testid="stay-summary">
        {data ? stayPeriodText(data.checkInAt, data.checkOutAt) : ''} · {partyText(stay.occupancy)}
        {!datesGiven && <span className={styles.muted}> (기본 일정: 날짜를 바꿔 요금을 확인하세요)</span>}
      </p>
      <StayEditor key={editorKey} value={stay} onApply={onStayChange} />
      {askDates && (
        <p className={styles.notice} role="alert">
          {CHOOSE_HOTEL_DATES_TEXT}
        </p>
      )}
      {rooms.isError ? (
        <p className={styles.notice} role="alert">
          {rooms.error instanceof ApiError ? rooms.error.message : '객실 정보를 불러오지 못했어요.'}
        </p>
      ) : !data ? (
        <div role="status" aria-label="객실 요금을 불러오는 중" aria-busy="true">
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} />
        </div>
      ) : data.rooms.length === 0 ? (
        <p className={styles.notice}>판매 중인 객실이 없어요.</p>
      ) : (
        <ul className={styles.rooms} aria-busy={rooms.isFetching} style={{ opacity: rooms.isPlaceholderData ? 0.6 : 1 }}>
          {data.rooms.map((offer) => (
            <RoomOffer
              key={offer.roomId}
              offer={offer}
              nights={data.nights}
              book={
                !onSale
                  ? 'offSale'
                  : !datesGiven
                  ? { ask: () => setAskDates(true) }
                  : {
                      href: webPaths[platform].booking.href({
                        type: 'hotel',
                        propertyUuid: uuid,
                        checkInAt: data.checkInAt,
                        checkOutAt: data.checkOutAt,
                        rooms: stay.occupancy.map((party) => ({ roomId: offer.roomId, occupancy: hotelOccupancyParam(party) })),
                        ...(offer.totalPrice === null ? {} : { total: offer.totalPrice }),
                      }),
                    }
              }
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** Where the room's 예약하기 goes: the booking form, a request to choose the dates first, or nowhere (a preview off sale). */
type Book = { href: string } | { ask: () => void } | 'offSale';

function RoomOffer({ offer, nights, book }: { offer: HotelRoomOffer; nights: number; book: Book }) {
  const discounted = offer.totalPrice !== null && offer.totalPriceBeforeDiscount !== null && offer.totalPriceBeforeDiscount > offer.totalPrice;
  return (
    <li className={styles.room} data-testid="room-offer" data-available={offer.available}>
      <div className={styles.roomInfo}>
        <h3 className={styles.roomName}>{offer.name}</h3>
        <p className={styles.muted}>
          {offer.bedText} · {offer.sizeM2}㎡ · 최대 성인 {offer.maxAdults}명 (총 {offer.maxOccupancy}명)
        </p>
        {offer.facilities?.length ? <p className={styles.muted}>{`객실 시설: ${offer.facilities.join(' · ')}`}</p> : null}
        <p className={styles.badges}>
          {offer.breakfastIncluded ? <span className={styles.badge}>조식 포함</span> : <span className={styles.badgeMuted}>조식 불포함</span>}
          {offer.freeCancellation ? <span className={styles.badge}>무료 취소</span> : <span className={styles.badgeMuted}>환불 불가</span>}
          {offer.discountRate > 0 && <span className={styles.badgeSale}>{offer.discountRate}% 할인</span>}
        </p>
      </div>
      <div className={styles.roomPrice}>
        {!offer.fits ? (
          <p className={styles.soldOut}>선택한 인원은 이 객실에 묵을 수 없어요</p>
        ) : offer.totalPrice === null ? null : (
          <>
            <p className={styles.muted}>
              1박 평균 {formatWon(offer.nightlyPrice ?? 0)} · {nights}박 · 객실 {offer.roomsNeeded}개
            </p>
            <p className={styles.roomTotal}>
              {discounted && <del className={styles.muted}>{formatWon(offer.totalPriceBeforeDiscount ?? 0)}</del>} 총{' '}
              <strong data-testid="room-total">{formatWon(offer.totalPrice)}</strong>
            </p>
            {offer.available ? (
              <>
                {offer.unitsLeft <= 3 && <p className={styles.hurry}>남은 객실 {offer.unitsLeft}개</p>}
                {book === 'offSale' ? (
                  <BookButton label={PREVIEW_BOOK_LABEL} aria-label={`${PREVIEW_BOOK_LABEL}: ${offer.name}`} disabled />
                ) : 'href' in book ? (
                  <BookLink to={book.href} description={offer.name} />
                ) : (
                  <BookButton aria-label={`예약하기: ${offer.name}`} onClick={book.ask} />
                )}
              </>
            ) : (
              <p className={styles.soldOut}>{offer.unitsLeft === 0 ? '예약 마감' : `남은 객실 ${offer.unitsLeft}개로 객실 ${offer.roomsNeeded}개를 예약할 수 없어요`}</p>
            )}
          </>
        )}
      </div>
    </li>
  );
}
