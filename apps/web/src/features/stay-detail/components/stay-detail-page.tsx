import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { webPaths, type Platform } from '@minda/contracts/paths';
import { formatWon } from '@minda/contracts/rules/price';
import { adultsText, stayPeriodText } from '@minda/contracts/rules/stay-pricing';
import { stayDetailHref, type StayDetailQuery } from '@minda/contracts/stay-links';
import type { StayProperty, StayRoomOffer } from '@minda/contracts/stays';
import { isInstantBooking } from '@minda/contracts/rules/stay-booking';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCount, formatRating } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { BookButton, BookLink } from '../../../ui/book-button/book-button.tsx';
import { BoltIcon, StarIcon } from '../../../ui/icons/icons.tsx';
import { ProductImage } from '../../../ui/product-card/product-image.tsx';
import { WishButton } from '../../../ui/product-card/wish-button.tsx';
import { useStayProperty } from '../api/get-stay-property.ts';
import { stayRoomsRequestOf, useStayRooms } from '../api/get-stay-rooms.ts';
import { StayVisitForm, type StayVisitValue } from './stay-visit-form.tsx';
import styles from './stay-detail.module.css';
import { onSale, PREVIEW_BOOK_LABEL, PreviewNotice } from '../../../ui/preview-notice/preview-notice.tsx';

type Props = {
  platform: Platform;
  query: StayDetailQuery;
  onToggleWish?: (stay: StayProperty) => void;
  /** Called once per stay when its page has loaded (the route records it into recently viewed). */
  onViewed?: (stay: StayProperty) => void;
  /** The stay's reviews, composed by the route module. */
  reviews?: ReactNode;
  /** 문의하기 (the chat feature's button), composed by the route module; shown when the host takes chat inquiries. */
  inquiry?: ReactNode;
};

const GENDER_TEXT = { mixed: '혼성', female: '여성 전용', male: '남성 전용' } as const;
/** Shown by 예약하기 while the page prices the default dates: a booking is for dates the shopper chose. */
export const CHOOSE_DATES_TEXT = '체크인·체크아웃 날짜를 먼저 선택한 뒤 요금 다시 보기를 눌러 주세요.';

/**
 * A stay's page (/main/view.php on PC, /m/1.0/grp_minbak/minbak_view.html on mobile): gallery, name, place,
 * host, facilities and breakfast, its rooms and dormitory beds priced for the chosen dates and party, the
 * payment split (10% deposit now, the rest at the property), rules, refund policy and reviews.
 */
export function StayDetailPage({ platform, query, onToggleWish, onViewed, reviews, inquiry }: Props) {
  const property = useStayProperty(query.goodsNo, query.preview);
  const stay = property.data;
  const navigate = useNavigate();
  const checkInId = useId();
  const onViewedRef = useRef(onViewed);
  useEffect(() => {
    onViewedRef.current = onViewed;
  });
  // Once per stay: a heart tap changes the cached stay but is no new visit.
  const viewed = useRef<number | null>(null);
  useEffect(() => {
    if (!stay || viewed.current === stay.goodsNo) return;
    viewed.current = stay.goodsNo;
    onViewedRef.current?.(stay);
  }, [stay]);
  const changeVisit = (visit: StayVisitValue) => {
    if (query.goodsNo !== null) void navigate(stayDetailHref(platform, query.goodsNo, { ...visit, preview: query.preview }));
  };
  usePageMeta({
    title: stay ? `${stay.goodsName} - 민다 한인민박` : '숙소 상세 - 민다 한인민박',
    description: stay ? `${stay.countryName} ${stay.categoryName} ${stay.goodsName}: 객실별 요금과 예약 가능 여부, 후기를 확인하세요.` : '한인민박 상세 정보',
    ...(stay ? { image: stay.goodsImgPath } : {}),
  });

  const notFound = query.goodsNo === null || (property.error instanceof ApiError && property.error.status === 404);
  if (notFound) {
    return (
      <div className={styles.page} data-platform={platform}>
        <div className={styles.missing} role="alert">
          <p className={styles.missingTitle}>숙소를 찾을 수 없어요.</p>
          <p>판매가 끝났거나 주소가 잘못되었어요.</p>
          {/* The page answers 404 (decision 030): send the visitor on to the stays home's search and lists. */}
          <p>
            <Link to={webPaths[platform].stays.href()}>다른 한인민박 둘러보기</Link>
          </p>
        </div>
      </div>
    );
  }
  if (property.isError) {
    return (
      <div className={styles.page} data-platform={platform}>
        <ErrorState message="숙소 정보를 불러오지 못했어요." onRetry={() => void property.refetch()} retrying={property.isFetching} />
      </div>
    );
  }
  if (!stay) {
    return (
      <div className={styles.page} data-platform={platform}>
        <div role="status" aria-label="숙소 정보 불러오는 중" aria-busy="true" className={styles.loading}>
          <span className={styles.skeletonImage} data-skeleton="image" />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLineShort} />
        </div>
      </div>
    );
  }

  const Title = platform === 'pc' ? 'h1' : 'h2';
  return (
    <article className={styles.page} data-platform={platform} aria-labelledby="stay-title">
      <PreviewNotice status={stay.previewStatus} />
      <Gallery stay={stay} />
      <header className={styles.header}>
        <div className={styles.tags}>
          <span className={styles.typeChip}>한인민박</span>
          {isInstantBooking(stay) && (
            <span className={styles.instant}>
              <BoltIcon size={12} />
              즉시예약
            </span>
          )}
          {stay.isAwards && <span className={styles.awards}>민다 어워즈</span>}
        </div>
        <div className={styles.titleRow}>
          <Title id="stay-title" className={styles.title}>
            {stay.goodsName}
          </Title>
          {onToggleWish && (
            <span className={styles.wish}>
              <WishButton isWish={stay.isWish} onToggle={() => onToggleWish(stay)} className={styles.wishButton} />
              <span className={styles.wishCount}>
                <span className="visually-hidden">찜 </span>
                {formatCount(stay.wishCount)}
              </span>
            </span>
          )}
        </div>
        <p className={styles.place}>
          {stay.countryName} · {stay.categoryName} · {stay.address}
        </p>
        {stay.locations.length > 0 && <p className={styles.locations}>{stay.locations.join(', ')}</p>}
        <p className={styles.rating}>
          <StarIcon size={15} className={styles.star} />
          <span className="visually-hidden">평점 </span>
          {formatRating(stay.reviewGrade)}
          <a href="#reviews" className={styles.reviewLink}>
            후기 {formatCount(stay.reviewCount)}개
          </a>
        </p>
        <p className={styles.host}>호스트 {stay.hostName}님</p>
      </header>

      <section className={styles.section} aria-labelledby="stay-rooms-title">
        <h2 id="stay-rooms-title" className={styles.sectionTitle}>
          객실 선택
        </h2>
        {query.defaultDates && <p className={styles.notice}>날짜를 고르지 않아 가까운 날짜의 요금을 보여드려요. 날짜와 인원을 바꿔 보세요.</p>}
        <StayVisitForm value={{ checkInAt: query.checkInAt, checkOutAt: query.checkOutAt, adults: query.adults }} onApply={changeVisit} checkInId={checkInId} />
        <Rooms goodsNo={stay.goodsNo} query={query} depositPercent={stay.depositPercent} platform={platform} checkInId={checkInId} onSale={onSale(stay)} />
      </section>

      <section className={styles.section} aria-labelledby="stay-about-title">
        <h2 id="stay-about-title" className={styles.sectionTitle}>
          숙소 소개
        </h2>
        <p className={styles.description}>{stay.description}</p>
        <h3 className={styles.subTitle}>편의시설</h3>
        <ul className={styles.facilities}>
          {stay.facilities.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <h3 className={styles.subTitle}>조식</h3>
        <p>{stay.hasBreakfast ? (stay.breakfastInfo ?? '조식을 제공합니다.') : '조식을 제공하지 않아요. 공용 주방을 이용할 수 있어요.'}</p>
        <h3 className={styles.subTitle}>체크인 · 체크아웃</h3>
        <p>
          체크인 {stay.checkInTime} 이후 · 체크아웃 {stay.checkOutTime} 이전
        </p>
      </section>

      <section className={styles.section} aria-labelledby="stay-rules-title">
        <h2 id="stay-rules-title" className={styles.sectionTitle}>
          이용 규칙과 환불 규정
        </h2>
        <ul className={styles.rules}>
          {stay.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <table className={styles.refund}>
          <caption>취소 시 예약금 환불 기준 (체크인일 기준, 현지 시각)</caption>
          <thead>
            <tr>
              <th scope="col">취소 시점</th>
              <th scope="col">환불</th>
            </tr>
          </thead>
          <tbody>
            {stay.refundPolicy.rows.map((row) => (
              <tr key={row.when}>
                <td>{row.when}</td>
                <td>{row.refund}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className={styles.notes}>
          {stay.refundPolicy.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>

      <aside className={styles.inquiry} aria-label="문의 안내">
        {stay.useInquireChat ? (
          <>
            <p>궁금한 점은 호스트에게 한국어로 물어볼 수 있어요.</p>
            {inquiry}
          </>
        ) : (
          '이 숙소는 채팅 문의를 받지 않아요. 고객센터(평일 10:00~18:00)로 문의해 주세요.'
        )}
      </aside>

      {reviews}
    </article>
  );
}

function Gallery({ stay }: { stay: StayProperty }) {
  const images = stay.images.length > 0 ? stay.images : [stay.goodsImgPath];
  const [index, setIndex] = useState(0);
  const current = Math.min(index, images.length - 1);
  return (
    <div className={styles.gallery}>
      <ProductImage
        className={styles.mainImage}
        path={images[current]}
        kind="stay"
        alt={`${stay.goodsName} 사진 ${current + 1} / ${images.length}`}
        loading="eager"
        // The page's LCP element: fetched ahead of the scripts the head names (decision 034).
        fetchPriority="high"
        width={960}
        height={600}
      />
      {images.length > 1 && (
        <div className={styles.thumbs} role="group" aria-label="사진 고르기">
          {images.map((path, i) => (
            <button key={`${i}-${path}`} type="button" className={styles.thumb} aria-pressed={i === current} aria-label={`사진 ${i + 1}`} onClick={() => setIndex(i)}>
              <ProductImage path={path} kind="stay" alt="" width={120} height={80} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function roomKindText(room: StayRoomOffer): string {
  if (room.kind === 'dormitory') return `도미토리 · 침대 단위 · ${GENDER_TEXT[room.gender]}`;
  return `개인실 · 최대 ${room.capacity}명${room.hasPrivateBathroom ? ' · 전용 욕실' : ''}`;
}

function unavailableText(room: StayRoomOffer): string {
  if (room.unitsLeft === 0) return '선택한 날짜에 남은 자리가 없어요';
  const unit = room.kind === 'dormitory' ? '침대' : '객실';
  return `남은 ${unit} ${room.unitsLeft}개 · ${room.unitsNeeded}개 필요`;
}

type RoomsProps = { goodsNo: number; query: StayDetailQuery; depositPercent: number; platform: Platform; checkInId: string; onSale: boolean };

function Rooms({ goodsNo, query, depositPercent, platform, checkInId, onSale }: RoomsProps) {
  const rooms = useStayRooms(stayRoomsRequestOf(goodsNo, query));
  const [askDates, setAskDates] = useState(false);
  const data = rooms.data;
  if (rooms.isError && !data) {
    return <ErrorState message="객실 요금을 불러오지 못했어요." onRetry={() => void rooms.refetch()} retrying={rooms.isFetching} />;
  }
  if (!data) {
    return <div role="status" aria-label="객실 요금 불러오는 중" aria-busy="true" className={styles.skeletonRooms} />;
  }
  const cheapest = data.cheapest;
  const period = `${stayPeriodText(data.checkInAt, data.checkOutAt)} · ${adultsText(data.occupancy)}`;
  return (
    <div className={styles.rooms} aria-busy={rooms.isFetching || undefined}>
      <p className={styles.period} data-testid="stay-detail-period">
        {period}
      </p>
      {askDates && (
        <p className={styles.error} role="alert">
          {CHOOSE_DATES_TEXT}
        </p>
      )}
      <ul className={styles.roomList} data-testid="stay-rooms">
        {data.rooms.map((room) => (
          <li key={room.roomId} className={styles.room} data-available={room.available}>
            <div className={styles.roomInfo}>
              <h3 className={styles.roomName}>{room.name}</h3>
              <p className={styles.roomKind}>{roomKindText(room)}</p>
              {room.facilities?.length ? <p className={styles.roomKind}>{`객실 시설: ${room.facilities.join(' · ')}`}</p> : null}
            </div>
            <div className={styles.roomPrice}>
              {room.available ? (
                <>
                  <strong className={styles.total}>
                    총 {formatWon(room.total)} · {data.nights}박
                  </strong>
                  <span className={styles.perNight}>
                    1박 평균 {formatWon(room.nightlyPrice)}
                    {room.unitsNeeded > 1 ? ` · ${room.kind === 'dormitory' ? '침대' : '객실'} ${room.unitsNeeded}개` : ''}
                  </span>
                  <span className={styles.left}>
                    남은 {room.kind === 'dormitory' ? '침대' : '객실'} {room.unitsLeft}개
                  </span>
                  {!onSale ? (
                    <BookButton label={PREVIEW_BOOK_LABEL} aria-label={`${PREVIEW_BOOK_LABEL}: ${room.name}`} disabled />
                  ) : query.defaultDates ? (
                    <BookButton
                      aria-label={`예약하기: ${room.name}`}
                      onClick={() => {
                        setAskDates(true);
                        document.getElementById(checkInId)?.focus();
                      }}
                    />
                  ) : (
                    <BookLink
                      description={room.name}
                      to={webPaths[platform].booking.href({
                        type: 'stay',
                        goodsNo,
                        roomId: room.roomId,
                        checkInAt: data.checkInAt,
                        checkOutAt: data.checkOutAt,
                        adults: data.occupancy,
                        total: room.total,
                      })}
                    />
                  )}
                </>
              ) : (
                <>
                  <strong className={styles.soldOut}>예약 마감</strong>
                  <span className={styles.perNight}>{unavailableText(room)}</span>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.summary} data-testid="stay-price-summary" aria-live="polite">
        {cheapest ? (
          <dl>
            <div>
              <dt>총 숙박 요금 (최저가 객실)</dt>
              <dd data-testid="stay-total">{formatWon(cheapest.total)}</dd>
            </div>
            <div>
              <dt>지금 결제 (예약금 {depositPercent}%)</dt>
              <dd>{formatWon(cheapest.deposit)}</dd>
            </div>
            <div>
              <dt>숙소에서 결제 (잔금)</dt>
              <dd>{formatWon(cheapest.payAtProperty)}</dd>
            </div>
          </dl>
        ) : (
          <p className={styles.noRooms}>선택한 날짜와 인원으로 예약할 수 있는 객실이 없어요. 날짜나 인원을 바꿔 보세요.</p>
        )}
        <p className={styles.payNote}>예약금은 온라인으로 결제하고, 잔금은 체크인 때 숙소에 직접 결제해요.</p>
      </div>
    </div>
  );
}
