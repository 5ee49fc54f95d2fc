import { BANNER_TYPES, type BannerTypeNumber } from '@minda/contracts/rules/banner-types';
import { EVENT_STAYS_HOME, TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE, webPaths } from '@minda/contracts/paths';
import { isInstantBooking } from '@minda/contracts/rules/stay-booking';
import { KOREAN_WEEKDAYS } from '@minda/contracts/rules/stay-dates';
import { WELCOME_COUPON } from './coupons.ts';
import { EVENT_WELCOME } from './editorial.ts';
import type { SkylineKind } from './geography-data.ts';
import type { SeasonalCalendar } from './seasonal-calendar.ts';
import type { HotelDraft } from './hotels.ts';
import { bannerImagePath } from './image-paths.ts';
import type { PlannedStay } from './stays.ts';
import type { PlannedTour } from './tours.ts';

export type BannerSeed = {
  type: BannerTypeNumber;
  platform: 'pc' | 'mobile';
  title: string;
  subline: string;
  url: string;
  imgPath: string;
  sort: number;
  skyline: SkylineKind;
};

/** Where a banner leads; resolved per platform because mobile and PC routes differ. */
type Target =
  | { kind: 'stay'; goodsNo: number }
  | { kind: 'tour'; itemNo: number }
  | { kind: 'tourTheme'; themeNo: number }
  | { kind: 'hotel'; uuid: string }
  | { kind: 'event'; no: number }
  | { kind: 'exclusive' };

function href(target: Target, platform: 'pc' | 'mobile'): string {
  const m = platform === 'mobile';
  switch (target.kind) {
    case 'stay': return m ? webPaths.mobile.stayDetail.href(target.goodsNo) : webPaths.pc.stayDetail.href(target.goodsNo);
    case 'tour': return m ? webPaths.mobile.tourDetail.href(target.itemNo) : webPaths.pc.tourDetail.href(target.itemNo);
    case 'tourTheme': return m ? webPaths.mobile.tourTheme.href(target.themeNo) : webPaths.pc.tourTheme.href(target.themeNo);
    // Hotel details and events have one route for both platforms.
    case 'hotel': return webPaths.pc.hotelDetail.href(target.uuid);
    case 'event': return webPaths.pc.event.href(target.no);
    case 'exclusive': return m ? webPaths.mobile.exclusive.href() : webPaths.pc.exclusive.href();
  }
}

type BannerIdea = { title: string; subline: string; target: Target; skyline: SkylineKind };

/** The season on sale names the stay event's banners (the event's own title does too). */
export function planBanners(stays: readonly PlannedStay[], tours: readonly PlannedTour[], hotels: readonly HotelDraft[], calendar: SeasonalCalendar): BannerSeed[] {
  const season = calendar.season.name;
  const stayIn = (code: string, pick: (s: PlannedStay) => boolean = () => true) => {
    const found = stays.find((s) => s.stay.cityCode === code && pick(s));
    if (!found) throw new Error(`no stay for a banner in ${code}`);
    return { kind: 'stay', goodsNo: found.stay.goodsNo } as const;
  };
  const tourNamed = (name: string) => {
    const found = tours.find((t) => t.tour.name === name);
    if (!found) throw new Error(`no tour named ${name}`);
    return { kind: 'tour', itemNo: found.tour.itemNo } as const;
  };
  const hotelIn = (code: string, minStars = 2) => {
    const found = hotels.find((h) => h.hotel.cityCode === code && h.hotel.starRating >= minStars && h.hotel.minBasePriceBeforeDiscount > 0);
    if (!found) throw new Error(`no hotel for a banner in ${code}`);
    return { kind: 'hotel', uuid: found.hotel.uuid } as const;
  };
  const pickup = { kind: 'tourTheme', themeNo: TOUR_THEME_AIRPORT_PICKUP } as const;
  const telecom = { kind: 'tourTheme', themeNo: TOUR_THEME_TELECOM_INSURANCE } as const;

  const ideas: Record<BannerTypeNumber, BannerIdea[]> = {
    [BANNER_TYPES.main]: [
      { title: '파리 인기 민박 최대 30% 할인', subline: '몽마르뜨부터 에펠탑까지, 한식 조식 민박', target: stayIn('001002001', (s) => s.stay.saleRate >= 20), skyline: 'eiffel' },
      { title: '공항 픽업 예약하고 편하게 출발', subline: '한인 기사님이 공항에서 숙소까지', target: pickup, skyline: 'colosseum' },
      { title: '유럽 eSIM · 여행자 보험', subline: '출국 전에 한 번에 준비하세요', target: telecom, skyline: 'clocktower' },
      { title: '민다에서만 만나는 단독 특가', subline: '엄선한 민박을 가장 좋은 가격으로', target: { kind: 'exclusive' }, skyline: 'gothic' },
      { title: `${season} 한인민박 특가 이벤트`, subline: '이벤트 기간 예약 시 특가 쿠폰 증정', target: { kind: 'event', no: EVENT_STAYS_HOME }, skyline: 'dome' },
    ],
    [BANNER_TYPES.search]: [
      { title: '지금 뜨는 여행지, 프라하', subline: '구시가지 한인민박 모아보기', target: stayIn('001011001'), skyline: 'gothic' },
      { title: '루브르 한국어 가이드 투어', subline: '3시간 만에 만나는 루브르의 걸작', target: tourNamed('루브르 박물관 한국어 가이드 투어'), skyline: 'eiffel' },
      { title: '한식 조식이 있는 런던 민박', subline: '든든한 아침으로 시작하는 여행', target: stayIn('001001001', (s) => s.stay.hasBreakfast), skyline: 'clocktower' },
    ],
    [BANNER_TYPES.stay]: [
      { title: '파리하늘민박 새 단장 오픈', subline: '몽마르뜨 언덕 아래 포근한 숙소', target: { kind: 'stay', goodsNo: 1001 }, skyline: 'eiffel' },
      { title: '혼자라도 안심, 여성 도미토리', subline: '여성 전용 도미토리 특가', target: stayIn('001003001', (s) => s.rooms.some((r) => r.gender === 'female')), skyline: 'colosseum' },
      { title: '바르셀로나 즉시확정 민박', subline: '기다림 없이 바로 예약 완료', target: stayIn('001004001', (s) => isInstantBooking(s.stay)), skyline: 'spires' },
      { title: `${season} 민박 특가 진행 중`, subline: '이벤트 페이지에서 쿠폰을 받으세요', target: { kind: 'event', no: EVENT_STAYS_HOME }, skyline: 'canal' },
    ],
    [BANNER_TYPES.tour]: [
      { title: '바티칸 오전 투어 얼리버드', subline: '한국어 가이드와 함께하는 바티칸', target: tourNamed('바티칸 오전 투어'), skyline: 'dome' },
      { title: '파리 출발 몽생미셸 당일치기', subline: '바다 위 수도원으로 떠나는 하루', target: tourNamed('파리 출발 몽생미셸 당일치기'), skyline: 'castle' },
      { title: '공항 픽업 한 번에 예약', subline: '유럽 주요 공항 한인 기사 픽업', target: pickup, skyline: 'clocktower' },
      { title: '데이터 걱정 없는 유럽 여행', subline: 'eSIM · 유심 · 여행자 보험', target: telecom, skyline: 'mountains' },
    ],
    [BANNER_TYPES.hotel]: [
      { title: '유럽 호텔 주말 특가', subline: '파리 인기 호텔을 합리적인 가격에', target: hotelIn('001002001', 4), skyline: 'eiffel' },
      { title: '도쿄 인기 호텔 모음', subline: '신주쿠 · 시부야 · 긴자 추천 숙소', target: hotelIn('002001001'), skyline: 'pagoda' },
      { title: '첫 예약 웰컴 쿠폰', subline: `해외호텔 첫 예약도 ${WELCOME_COUPON.discountValue.toLocaleString('ko-KR')}원 할인`, target: { kind: 'event', no: EVENT_WELCOME }, skyline: 'skyscrapers' },
    ],
  };

  return (Object.entries(ideas) as unknown as [string, BannerIdea[]][]).flatMap(([typeKey, list]) => {
    const type = Number(typeKey) as BannerTypeNumber;
    return (['mobile', 'pc'] as const).flatMap((platform) =>
      list.map((idea, i) => ({
        type, platform, title: idea.title, subline: idea.subline, url: href(idea.target, platform),
        imgPath: bannerImagePath(platform, type, i + 1), sort: i + 1, skyline: idea.skyline,
      })));
  });
}

const DAY_MS = 86_400_000;
/** The popup announces a maintenance this many days after the seed day, and is shown from the day before the seed until then. */
const POPUP_MAINTENANCE_IN_DAYS = 7;

/** The home popup: the next maintenance, dated from the seed day so it is never a holiday long past. */
export function popupNotice(now: Date) {
  const maintenance = new Date(now.getTime() + POPUP_MAINTENANCE_IN_DAYS * DAY_MS);
  // Korean time: the date the customers read.
  const kst = new Date(maintenance.getTime() + 9 * 3_600_000);
  const day = `${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일(${KOREAN_WEEKDAYS[kst.getUTCDay()]})`;
  return {
    title: '정기 점검 안내',
    contents: [
      '<p><strong>정기 점검 안내</strong></p>',
      `<p>${day} 새벽 2시부터 4시까지 서비스 정기 점검이 진행됩니다. 점검 시간에는 예약과 결제가 잠시 중단됩니다.</p>`,
      '<p>예약 확인과 취소는 점검 전후 마이페이지에서 언제든 하실 수 있습니다.</p>',
      `<p>자세한 내용은 <a href="${webPaths.pc.community.href('notice')}">공지사항</a>에서 확인해 주세요.</p>`,
    ].join(''),
    startsAt: new Date(now.getTime() - DAY_MS),
    endsAt: maintenance,
    createdAt: new Date(now.getTime() - DAY_MS),
  };
}
