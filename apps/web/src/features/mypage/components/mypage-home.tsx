import { Link } from 'react-router';
import type { BookingSummary } from '@minda/contracts/bookings';
import { platformPaths, webPaths, type Platform } from '@minda/contracts/paths';
import { PRODUCT_TYPE_LABELS } from '@minda/contracts/rules/bookings';
import { INVITE_REWARD_WON } from '@minda/contracts/rules/limits';
import { formatWon, unreadBadgeText } from '@minda/contracts/rules/price';
import { isLoginRequiredError } from '../../../lib/login-gate.tsx';
import { MemberOnly, ToLogin } from '../../../lib/member-only.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePlatform } from '../../../lib/platform.tsx';
import { useGuidebookSummary } from '../api/guidebook.ts';
import { useCoupons, useInvite, useNextTrip, usePoints, useReviewSummary } from '../api/home.ts';
import { useProfile } from '../api/profile.ts';
import { Avatar } from './avatar.tsx';
import { dateText } from './dates.ts';
import styles from './mypage.module.css';

type Props = {
  heading?: string;
  /** Upcoming bookings and unread chat messages, from the features that own them (the route passes them in). */
  upcomingCount: number | undefined;
  unreadInquiryCount: number;
  /** The detail page of a booking on this platform. */
  bookingHref: (booking: BookingSummary) => string;
};

/** Every list of the member, on each platform's own addresses. */
function menuLinks(platform: Platform) {
  const paths = platform === 'pc' ? webPaths.pc : webPaths.mobile;
  return [
    { label: '숙소·호텔 예약내역', href: paths.reservations.href() },
    { label: '투어·티켓 예약내역', href: paths.tourReservations.href() },
    { label: '찜 목록', href: paths.wishes.href() },
    { label: '1:1 문의', href: paths.inquiryList.href() },
    { label: '채팅 문의', href: paths.inquiries.href(), unread: true },
    { label: '친구 초대', href: paths.invite.href() },
    { label: '회원정보 수정', href: paths.profile.href() },
  ];
}

/** The my-page home (PC /mypage/mypage_home.php, mobile /m/1.0/mypage/index.html). */
export function MypageHome(props: Props) {
  const platform = usePlatform();
  usePageMeta({ title: '마이페이지 - 민다', description: '예약, 찜, 후기, 문의를 한곳에서 확인합니다.' });
  return (
    <div className={styles.page} data-platform={platform}>
      {props.heading && <h1 className={styles.title}>{props.heading}</h1>}
      <MemberOnly>
        <HomeBody {...props} />
      </MemberOnly>
    </div>
  );
}

function HomeBody({ upcomingCount, unreadInquiryCount, bookingHref }: Props) {
  const platform = usePlatform();
  const profile = useProfile();
  const wishes = useGuidebookSummary();
  const reviews = useReviewSummary();
  const nextTrip = useNextTrip();
  const points = usePoints();
  const coupons = useCoupons();
  const invite = useInvite();
  if (isLoginRequiredError(profile.error)) return <ToLogin />;
  const toReview = reviews.data ? reviews.data.staysCount + reviews.data.tripCount : undefined;
  const reviewPoints = reviews.data ? reviews.data.staysPoint + reviews.data.tripsPoint : 0;
  const paths = platform === 'pc' ? webPaths.pc : webPaths.mobile;
  // Pages whose two addresses have different names in the two tables: the platform's own (no crossing over).
  const destinations = platformPaths[platform];

  return (
    <>
      <section className={styles.profileCard} aria-label="내 정보">
        <Avatar src={profile.data?.profileImage ?? null} />
        <div>
          <p className={styles.greeting}>{profile.data ? `${profile.data.nickname}님` : '\u00a0'}</p>
          <Link to={paths.profile.href()} className={styles.textLink}>
            회원정보 수정
          </Link>
        </div>
      </section>

      <dl className={styles.stats}>
        <Link to={paths.reservations.href()} className={styles.stat}>
          <dt>예정된 예약</dt>
          <dd>{upcomingCount ?? '-'}</dd>
        </Link>
        <Link to={paths.wishes.href()} className={styles.stat}>
          <dt>찜</dt>
          <dd>{wishes.data?.total ?? '-'}</dd>
        </Link>
        <Link to={destinations.stayReviews()} className={styles.stat}>
          <dt>작성할 후기</dt>
          <dd>{toReview ?? '-'}</dd>
        </Link>
      </dl>

      <dl className={styles.stats} aria-label="내 혜택">
        <div className={styles.stat}>
          <dt>포인트</dt>
          <dd>{points.data ? formatWon(points.data.balance).replace('원', 'P') : '-'}</dd>
          {points.data && points.data.expiringSoon > 0 && (
            <dd className={styles.note}>
              {points.data.expiringSoonDays}일 안에 {formatWon(points.data.expiringSoon).replace('원', 'P')} 소멸
            </dd>
          )}
        </div>
        <Link to={destinations.coupons()} className={styles.stat}>
          <dt>사용 가능한 쿠폰</dt>
          <dd>{coupons.data ? `${coupons.data.usableCount}장` : '-'}</dd>
        </Link>
        <Link to={paths.invite.href()} className={`${styles.stat} ${styles.inviteStat}`}>
          <dt>친구 초대 코드</dt>
          <dd className={styles.inviteCode}>{invite.data?.code ?? '-'}</dd>
          {invite.data && (
            <dd className={styles.note}>
              친구가 이 코드로 가입해 첫 예약이 확정되면 {formatWon(INVITE_REWARD_WON)} 쿠폰을 드려요. 지금까지 {invite.data.rewardedCount}명
            </dd>
          )}
        </Link>
      </dl>

      <section className={styles.section} aria-labelledby="next-trip">
        <h2 id="next-trip" className={styles.sectionTitle}>
          다가오는 여행
        </h2>
        {nextTrip.data ? (
          <Link to={bookingHref(nextTrip.data)} className={styles.box}>
            <strong>{nextTrip.data.productName}</strong>
            <p className={styles.note}>
              {PRODUCT_TYPE_LABELS[nextTrip.data.productType]} · {nextTrip.data.cityName} · {dateText(nextTrip.data.checkInAt)}
              {nextTrip.data.checkOutAt ? ` ~ ${dateText(nextTrip.data.checkOutAt)}` : ''}
            </p>
          </Link>
        ) : nextTrip.isSuccess ? (
          <div className={styles.box}>
            <p className={styles.note}>확정된 여행 일정이 없어요.</p>
            <Link to={paths.stays.href()} className={styles.textLink}>
              여행 상품 둘러보기
            </Link>
          </div>
        ) : null}
      </section>

      {toReview !== undefined && toReview > 0 && (
        <section className={styles.section} aria-labelledby="to-review">
          <h2 id="to-review" className={styles.sectionTitle}>
            작성할 후기 {toReview}건
          </h2>
          <div className={styles.box}>
            <p className={styles.note}>후기를 쓰면 {formatWon(reviewPoints)}만큼 포인트로 받을 수 있어요.</p>
            {reviews.data!.staysCount > 0 && (
              <Link to={destinations.stayReviews()} className={styles.textLink}>
                숙소 후기 쓰기 ({reviews.data!.staysCount})
              </Link>
            )}{' '}
            {reviews.data!.tripCount > 0 && (
              <Link to={destinations.tourReviews()} className={styles.textLink}>
                투어 후기 쓰기 ({reviews.data!.tripCount})
              </Link>
            )}
          </div>
        </section>
      )}

      <nav aria-label="마이페이지 메뉴">
        <ul className={styles.menu}>
          {menuLinks(platform).map((link) => (
            <li key={link.label}>
              <Link to={link.href}>
                <span>{link.label}</span>
                {link.unread && unreadInquiryCount > 0 && (
                  <span className={styles.badge} aria-label={`읽지 않은 메시지 ${unreadInquiryCount}개`}>
                    {unreadBadgeText(unreadInquiryCount)}
                  </span>
                )}
              </Link>
            </li>
          ))}
          <li>
            <Link to={webPaths.member.logout.href()}>로그아웃</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
