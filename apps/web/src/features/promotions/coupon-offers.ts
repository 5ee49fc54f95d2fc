import { EVENT_MENU, EVENT_STAYS_HOME, webPaths, type Platform } from '@minda/contracts/paths';
import { APP_DOWNLOAD_COUPON_WON, INVITE_REWARD_WON } from '@minda/contracts/rules/limits';

type OfferLink = { label: string; href: string; outbound?: true };

/** A coupon anyone can get by doing something, with where to do it. */
export type CouponOffer = { id: string; name: string; amountWon: number; how: string; links: OfferLink[] };

/**
 * The standing coupons of spec 1 (amounts from contracts/rules/limits): app download and friend invitation,
 * whose invite page is the one of the platform the coupon page is shown on.
 */
export const couponOffers = (platform: Platform): readonly CouponOffer[] => [
  {
    id: 'app',
    name: '앱 다운로드 쿠폰',
    amountWon: APP_DOWNLOAD_COUPON_WON,
    how: '민다 앱을 설치하고 로그인하면 쿠폰함에 바로 들어와요. 앱에서 처음 예약할 때 쓸 수 있어요.',
    links: [
      { label: 'App Store에서 받기', href: webPaths.external.appStore.href(), outbound: true },
      { label: 'Google Play에서 받기', href: webPaths.external.googlePlay.href(), outbound: true },
    ],
  },
  {
    id: 'invite',
    name: '친구 초대 쿠폰',
    amountWon: INVITE_REWARD_WON,
    how: '친구가 내 초대 링크로 회원 가입하고 첫 예약이 확정되면, 나에게 쿠폰을 드려요.',
    links: [{ label: '내 초대 코드 보기', href: webPaths[platform].invite.href() }],
  },
];

/**
 * Events that hand out coupons, linked under the promotion coupons on the platform's own event page. The
 * labels name no season: the events' titles follow the season on sale (the API's), a link must stay true.
 */
export const couponEvents = (platform: Platform): readonly OfferLink[] => [
  { label: '한인민박 특가 이벤트', href: webPaths[platform].event.href(EVENT_STAYS_HOME) },
  { label: '투어·티켓 할인 이벤트', href: webPaths[platform].event.href(EVENT_MENU) },
];
