import { EVENT_MENU, EVENT_STAYS_HOME, webPaths } from '@minda/contracts/paths';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import type { CommunityBoardId } from '@minda/contracts/rules/community';
import type { Database } from '../client.ts';
import { communityPosts, events, sitePages } from '../schema/editorial.ts';
import type { ImageJob } from './images/write-images.ts';
import type { SkylineKind } from './geography-data.ts';
import { bannerImage } from './images/banners.ts';
import { Rng, hashSeed } from './prng.ts';
import { SEED_BASE_TIME } from './product-common.ts';
import { SITE_PAGES } from './site-pages.ts';
import { insertPromotionPages } from './promotion-pages.ts';
import { seasonalCoupons, WELCOME_COUPON, type SeasonalCoupon } from './coupons.ts';
import { koreanDay, koreanPeriod, type Season, type SeasonalCalendar } from './seasonal-calendar.ts';

/** Event pages, community posts and site pages: what the menus and the footer link to. */

export const eventImagePath = (no: number) => `event/${no}.svg`;

type EventSeed = {
  no: number;
  title: string;
  summary: string;
  startsOn: string;
  endsOn: string;
  skyline: SkylineKind;
  bodyHtml: string;
};

/** The welcome event's number (its banner is drawn under event/360.svg). */
export const EVENT_WELCOME = 360;
const EVENT_EARLY_BIRD = 371;

/** What each season's events say about it. */
const SEASON_COPY: Record<Season['code'], { headline: string; pitch: string }> = {
  WINTER: { headline: '겨울 여행, 따뜻한 한인민박에서', pitch: '크리스마스 마켓과 새해 불꽃놀이, 눈 덮인 스위스 알프스.' },
  SPRING: { headline: '봄 여행, 꽃길 따라 한인민박으로', pitch: '암스테르담 튤립 시즌, 파리의 봄, 스위스 알프스의 눈 녹는 계절.' },
  SUMMER: { headline: '여름 여행, 시원한 한인민박에서', pitch: '바르셀로나의 해변, 알프스 하이킹, 해가 길어 더 여유로운 유럽의 저녁.' },
  AUTUMN: { headline: '가을 여행, 여유로운 한인민박에서', pitch: '토스카나의 포도 수확철, 뮌헨 옥토버페스트, 단풍 든 프라하의 골목.' },
};

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** The event pages, dated by the promotion calendar; the coupons they hand out are the seeded ones, named and dated alike. */
export function planEvents(calendar: SeasonalCalendar): EventSeed[] {
  const { season, following } = calendar;
  const coupons = seasonalCoupons(calendar);
  const couponTerms = (c: SeasonalCoupon) => `${c.name} ${c.discountType === 'amount' ? won(c.discountValue) : `${c.discountValue}%`} (${koreanPeriod(c.period.from, c.period.to)})`;
  return [
    {
      no: EVENT_STAYS_HOME,
      title: `한인민박 ${season.name} 특가 이벤트`,
      summary: '유럽·미주 인기 한인민박을 최대 30% 할인된 가격으로 만나 보세요.',
      startsOn: calendar.staySale.from,
      endsOn: calendar.staySale.to,
      skyline: 'eiffel',
      bodyHtml: `<h2>${SEASON_COPY[season.code].headline}</h2>
<p>민다가 엄선한 파리·런던·로마·프라하·뉴욕의 한인민박이 ${season.name} 한정 특가로 돌아왔습니다. 한식 조식과 한국어 상담은 그대로, 가격만 가볍게 낮췄어요.</p>
<h3>이벤트 혜택</h3>
<ul>
<li>참여 민박 최대 <strong>30% 할인</strong> (숙소별 할인율 상이)</li>
<li>${couponTerms(coupons.stay)}: ${coupons.stay.description}</li>
<li>이용 후기 작성 시 민다 포인트 2,000P 적립</li>
</ul>
<h3>참여 방법</h3>
<ol>
<li>한인민박 홈에서 할인율이 표시된 숙소를 고릅니다.</li>
<li>체크인 날짜를 ${koreanPeriod(season.firstDay, season.lastDay)} 사이로 선택합니다.</li>
<li>예약금(총 금액의 10%)을 온라인으로 결제하고, 잔금은 체크인 때 숙소에서 결제합니다.</li>
</ol>
<h3>유의 사항</h3>
<ul>
<li>특가 객실은 한정 수량으로, 조기 마감될 수 있습니다.</li>
<li>다른 할인 쿠폰과 중복 적용되지 않습니다.</li>
<li>취소·환불은 <a href="${webPaths.pc.refundRule.href()}">취소·환불 규정</a>을 따릅니다.</li>
</ul>`,
    },
    {
      no: EVENT_MENU,
      title: '투어·티켓 할인 이벤트',
      summary: '가이드 투어, 입장권, 공항 픽업까지 투어·티켓 전 상품 최대 20% 할인.',
      startsOn: calendar.tourSale.from,
      endsOn: calendar.tourSale.to,
      skyline: 'colosseum',
      bodyHtml: `<h2>여행의 절반은 투어가 만듭니다</h2>
<p>바티칸 반일 투어, 루브르 박물관 도슨트, 융프라우 VIP 패스까지. 민다의 투어·티켓 상품을 할인된 가격에 예약하세요.</p>
<h3>이벤트 혜택</h3>
<ul>
<li>가이드 투어 전 상품 <strong>15% 할인</strong></li>
<li>입장권·패스 상품 <strong>최대 20% 할인</strong></li>
<li>${couponTerms(coupons.pickup)}: ${coupons.pickup.description}</li>
</ul>
<h3>이런 분께 추천해요</h3>
<ul>
<li>처음 가는 도시에서 한국어 가이드와 함께 핵심만 보고 싶은 분</li>
<li>성수기 매진 전에 입장권을 미리 확보하고 싶은 분</li>
</ul>
<h3>유의 사항</h3>
<ul>
<li>할인은 이벤트 기간 내 결제 건에 한해 적용됩니다.</li>
<li>현지 사정(기상, 파업 등)으로 투어가 취소되면 전액 환불됩니다.</li>
</ul>`,
    },
    {
      no: EVENT_WELCOME,
      title: '첫 예약 웰컴 쿠폰',
      summary: `민다에 처음 오셨나요? 첫 예약에 쓸 수 있는 ${won(WELCOME_COUPON.discountValue)} 쿠폰을 드려요.`,
      startsOn: calendar.welcome.from,
      endsOn: calendar.welcome.to,
      skyline: 'clocktower',
      bodyHtml: `<h2>처음 오신 분께 드리는 선물</h2>
<p>회원 가입 후 첫 예약 시 바로 쓸 수 있는 <strong>${won(WELCOME_COUPON.discountValue)} 웰컴 쿠폰</strong>이 자동 발급됩니다.</p>
<ul>
<li>한인민박, 해외호텔, 투어·티켓 모두 사용 가능</li>
<li>${won(WELCOME_COUPON.minOrderAmount ?? 0)} 이상 결제 시 적용, 발급일로부터 ${WELCOME_COUPON.validDays}일 이내 사용</li>
</ul>`,
    },
    {
      no: EVENT_EARLY_BIRD,
      title: `${following.name} 여행 얼리버드 기획전`,
      summary: `${following.months} 출발 유럽 여행, 지금 예약하면 숙소와 투어를 함께 할인받아요.`,
      startsOn: calendar.earlyBird.from,
      endsOn: calendar.earlyBird.to,
      skyline: 'canal',
      bodyHtml: `<h2>${following.name} 유럽, 서두를수록 좋아요</h2>
<p>${SEASON_COPY[following.code].pitch} ${following.months} 체크인 숙소를 미리 예약하면 얼리버드 할인이 적용됩니다.</p>
<ul>
<li>한인민박 얼리버드 10% 할인</li>
<li>${couponTerms(coupons.earlyBird)}: ${coupons.earlyBird.description}</li>
</ul>`,
    },
  ];
}

/** Banners of the events (their titles name the season of the calendar). */
export function editorialImageJobs(calendar: SeasonalCalendar): ImageJob[] {
  return planEvents(calendar).map((e) => {
    const path = eventImagePath(e.no);
    return { path, render: () => bannerImage(hashSeed(path), { headline: e.title, subline: e.summary, skyline: e.skyline, platform: 'pc' }) };
  });
}

// --- community posts ---------------------------------------------------------------------------

type PostSeed = { boardId: CommunityBoardId; title: string; bodyHtml: string; authorNickname: string; viewCount: number; createdAt: Date };

const NICKNAMES = [
  '유럽가는곰', '파리지앵지망생', '배낭여행자K', '런던덕후', '느긋한여행', '하루한도시', '여행하는개발자', '로마의휴일', '소금빵러버', '스위스가고싶다',
  '뚜벅이민지', '혼행러', '바르셀로나댁', '뉴욕새내기', '체코맥주', '오로라헌터', '캐리어두개', '가우디팬', '도쿄산책', '동남아러버',
] as const;

const CITIES = ['파리', '런던', '로마', '피렌체', '바르셀로나', '프라하', '뉴욕', '인터라켄', '베네치아', '부다페스트', '빈', '리스본'] as const;

/** A day of the month as the posts write it ("12월 20일", "12/20"). */
type MonthDay = { m: number; d: number };

const TRIPBUDDY_TEMPLATES: readonly ((city: string, { m, d }: MonthDay, end: MonthDay) => [string, string])[] = [
  (c, { m, d }) => [`${m}월 ${d}일 ${c} 야경 투어 같이 하실 분`, `<p>${m}월 ${d}일 저녁에 ${c} 야경 보러 가려는데 혼자라 조금 무서워서요. 저녁 먹고 7시쯤 만나서 2~3시간 같이 다니실 분 구해요!</p><p>20대 후반 여자 혼행러입니다. 사진 서로 찍어 드려요 :)</p>`],
  (c, { m, d }, end) => [`[${c}] ${m}/${d}~${end.m}/${end.d} 일정 겹치시는 분 계세요?`, `<p>${c}에 ${m}월 ${d}일부터 4일 정도 머물러요. 근교 당일치기 하나 같이 가실 분 찾습니다.</p><ul><li>성별·나이 무관</li><li>교통비 N빵</li></ul>`],
  (c, { m, d }) => [`${c} 맛집 투어 동행 구해요 (${m}월 ${d}일 점심)`, `<p>혼자 가면 코스 요리 시키기가 애매해서요 ㅠㅠ ${m}월 ${d}일 점심에 ${c} 현지 맛집 같이 가실 분! 식비만 각자 내요.</p>`],
  (c, { m, d }) => [`${m}월 ${d}일 ${c} 근교 렌터카 여행 동행 (2명 구해요)`, `<p>차량은 예약해 두었고 운전은 제가 합니다. 기름값과 톨비만 나눠서 내면 돼요. ${c} 숙소 앞 픽업 가능합니다.</p><p>연락은 쪽지 주세요.</p>`],
  (c, { m, d }) => [`[${c}] 미술관 같이 보실 분 (${m}/${d})`, `<p>${m}월 ${d}일 오전에 미술관 가려고 합니다. 오디오 가이드 들으면서 천천히 보는 스타일이에요. 끝나고 커피 한잔해요.</p>`],
  (c, { m, d }) => [`${c} 한인민박 묵는 분들 ${m}월 ${d}일 저녁 번개해요`, `<p>같은 민박은 아니어도 괜찮아요. ${c} 시내에서 저녁 먹고 가볍게 한잔하실 분 모여요! 현재 3명입니다.</p>`],
];

const SALE_TEMPLATES: readonly ((city: string, { m, d }: MonthDay, price: number) => [string, string])[] = [
  (c, { m, d }, p) => [`${c} 한인민박 ${m}/${d}부터 2박 양도합니다`, `<p>일정이 바뀌어서 ${c} 한인민박 도미토리 2박 양도합니다. 조식 포함, 원가 ${p.toLocaleString('ko-KR')}원인데 80%에 드려요.</p><p>민박 사장님께 양도 가능 여부 확인 완료했습니다.</p>`],
  (c, { m, d }, p) => [`[양도] ${c} 시내 투어 ${m}월 ${d}일 1인`, `<p>${m}월 ${d}일 오전 ${c} 워킹 투어 1인 양도해요. 결제 금액 ${p.toLocaleString('ko-KR')}원, 반값에 넘깁니다. 바우처 이름 변경 가능합니다.</p>`],
  (c, { m, d }, p) => [`${c} 호텔 ${m}월 ${d}일 체크인 1박 급하게 양도`, `<p>비행기 일정이 바뀌어 못 가게 됐어요. 더블룸 1박, 취소 불가 요금이라 ${p.toLocaleString('ko-KR')}원에 양도합니다. 예약자 변경은 호텔에 확인했어요.</p>`],
  (c, { m, d }, p) => [`${c} 공항 픽업 ${m}/${d} 양도 (가격 조정 가능)`, `<p>${m}월 ${d}일 오후 도착편 공항 픽업 예약 양도합니다. 최대 3인, 캐리어 3개까지. ${p.toLocaleString('ko-KR')}원에 결제했어요.</p>`],
  (c, { m, d }, p) => [`[${c}] 박물관 입장권 2매 정가 이하로 양도`, `<p>${m}월 ${d}일 10시 입장 시간 지정 티켓 2매입니다. 장당 ${p.toLocaleString('ko-KR')}원에 드려요. 모바일 티켓으로 전달됩니다.</p>`],
];

const JOBS_TEMPLATES: readonly ((city: string, month: number) => [string, string])[] = [
  (c, m) => [`[${c}] 한인민박 스태프 구합니다 (${m}월부터 3개월)`, `<p>${c} 시내 한인민박에서 함께 일할 스태프를 구합니다.</p><ul><li>업무: 조식 준비, 체크인 안내, 객실 정리</li><li>조건: 숙식 제공, 주 2일 휴무</li><li>워킹홀리데이 비자 또는 체류 가능 비자 필수</li></ul><p>간단한 자기소개와 함께 쪽지 주세요.</p>`],
  (c, m) => [`${c} 한국어 가이드 모집 (${m}월 성수기)`, `<p>${c} 시내·근교 투어를 진행할 한국어 가이드를 모집합니다. 현지 거주 1년 이상, 역사·미술에 관심 있는 분 환영합니다. 교육 후 투입, 투어당 급여 지급.</p>`],
  (c, m) => [`[${c}] 한식당 홀 직원 구해요`, `<p>${c} 한식당에서 ${m}월부터 근무 가능한 홀 직원을 찾습니다. 주 5일, 현지 최저임금 이상, 식사 제공. 현지어 기초 회화 가능자 우대.</p>`],
  (c, m) => [`${c} 민박 매니저(장기) 채용`, `<p>${c}에서 민박 2곳을 운영하고 있습니다. ${m}월부터 1년 이상 함께할 매니저를 구합니다. 예약 관리, 손님 응대, 현지 업체 연락 업무. 경력자 우대, 숙소 제공.</p>`],
  (c, m) => [`[구직] ${c} 워홀 중, 민박·투어 일자리 찾습니다`, `<p>${m}월부터 ${c}에서 워킹홀리데이 중인 20대입니다. 카페·호텔 근무 경험 2년, 영어 일상 회화 가능합니다. 민박 스태프나 투어 보조 자리 있으면 연락 부탁드려요.</p>`],
];

const NOTICES: readonly [string, string][] = [
  ['민다 서비스 이용약관 개정 안내', '<p>이용약관 제9조(예약 취소 및 환불)가 개정됩니다. 변경된 약관은 공지일로부터 7일 후 적용됩니다. 자세한 내용은 이용약관에서 확인해 주세요.</p>'],
  ['공휴일 고객센터 운영 시간 안내', '<p>법정 공휴일과 명절 연휴에는 고객센터 전화 상담을 쉽니다. 1:1 문의는 평소처럼 접수되며, 연휴가 끝난 다음 날부터 순서대로 답변드립니다.</p>'],
  ['한인민박 예약금(10%) 결제 방식 안내', '<p>한인민박은 총 숙박 요금의 10%를 예약금으로 온라인 결제하고, 나머지 잔금은 체크인 때 숙소에 직접 결제합니다. 잔금 결제 수단은 숙소마다 다르니 예약 확정 안내를 확인해 주세요.</p>'],
  ['개인정보처리방침 변경 안내', '<p>개인정보 보관 기간 및 제3자 제공 항목이 일부 변경되었습니다. 변경 사항은 개인정보처리방침 페이지에서 확인하실 수 있습니다.</p>'],
  ['시스템 점검 안내 (새벽 2시~4시)', '<p>서비스 안정화를 위한 정기 점검이 진행됩니다. 점검 시간 동안 예약과 결제가 일시 중단됩니다. 이용에 불편을 드려 죄송합니다.</p>'],
  ['파리 대중교통 파업 관련 안내', '<p>프랑스 전국 파업으로 파리 지하철과 RER 운행이 줄어듭니다. 공항 이동 시 여유 있게 출발하시고, 픽업 상품 이용을 권해 드립니다.</p>'],
  ['사칭 문자·메일 주의 안내', '<p>민다를 사칭해 계좌 이체를 요구하는 문자가 확인되었습니다. 민다는 결제 페이지 외의 방법으로 입금을 요청하지 않습니다. 의심되는 연락은 고객센터로 알려 주세요.</p>'],
  ['해외호텔 세금·봉사료 표시 방식 변경', '<p>해외호텔 요금이 세금과 봉사료를 포함한 금액으로 표시됩니다. 현지에서 별도로 내는 도시세는 상세 페이지에 따로 안내됩니다.</p>'],
  ['투어·티켓 바우처 발송 방식 변경', '<p>투어·티켓 바우처가 이메일과 함께 마이페이지 예약 내역에서도 확인할 수 있도록 바뀌었습니다.</p>'],
  ['이탈리아 도시세 인상 안내', '<p>로마, 피렌체, 베네치아의 도시세가 인상되었습니다. 도시세는 숙박 요금과 별도로 현지에서 결제합니다.</p>'],
  ['민다 앱 새 버전 출시', '<p>찜 목록과 최근 본 상품이 더 빨라진 새 버전이 나왔습니다. 앱스토어와 구글플레이에서 업데이트해 주세요.</p>'],
  ['영국 전자여행허가(ETA) 시행 안내', '<p>영국 입국 시 전자여행허가(ETA)가 필요합니다. 출국 전 영국 정부 공식 앱이나 웹사이트에서 신청해 주세요. 자세한 내용은 여행정보 페이지를 참고하세요.</p>'],
  ['커뮤니티 이용 규칙 안내', '<p>동행 찾기·할인 양도·구인구직 게시판에서 개인 연락처 공개와 외부 거래 유도는 금지됩니다. 양도 거래는 반드시 숙소·업체 확인 후 진행해 주세요.</p>'],
  ['고객센터 전화번호 변경 안내', '<p>고객센터 대표번호가 변경되었습니다. 기존 번호는 한 달간 새 번호로 연결됩니다.</p>'],
  ['유럽 여행 전 꼭 확인하세요: ETIAS', '<p>유럽 솅겐 지역 무비자 입국 시 필요한 ETIAS 시행 일정이 발표되었습니다. 시행 전까지는 기존처럼 무비자로 입국할 수 있습니다.</p>'],
  ['한인민박 후기 작성 포인트 지급 기준 변경', '<p>사진 후기 작성 시 포인트가 1,000P에서 2,000P로 늘어납니다. 체크아웃 후 30일 이내에 작성해 주세요.</p>'],
  ['신규 파트너 민박 입점 안내', '<p>리스본, 포르투, 부다페스트에 새 한인민박이 입점했습니다. 오픈 기념 할인도 함께 진행됩니다.</p>'],
  ['카드사 무이자 할부 안내', '<p>이번 달 주요 카드사 2~6개월 무이자 할부가 제공됩니다. 투어·티켓과 해외호텔 결제에 적용됩니다.</p>'],
];

const DAY = 24 * 60 * 60 * 1000;

/** 15-30 posts per board, newest first by createdAt, spread over the weeks before the seed day (at most about three months). */
export function planCommunityPosts(now: Date): PostSeed[] {
  const rng = new Rng('community');
  const posts: PostSeed[] = [];
  const titles = new Set<string>();
  // Draws until the board gets a title it does not have yet: a list with the same title twice looks fake.
  const unique = (draw: () => [string, string]): [string, string] => {
    for (;;) {
      const post = draw();
      if (!titles.has(post[0])) {
        titles.add(post[0]);
        return post;
      }
    }
  };
  const add = (boardId: CommunityBoardId, index: number, [title, bodyHtml]: [string, string], author: string, views: [number, number]) => {
    const minutesBack = index * rng.int(600, 2400) + rng.int(0, 500);
    posts.push({ boardId, title, bodyHtml, authorNickname: author, viewCount: rng.int(...views), createdAt: new Date(now.getTime() - minutesBack * 60_000 - DAY) });
  };
  const member = () => rng.pick(NICKNAMES);
  // Plans the posts talk about lie ahead of the seed day (within two months), as on a live board.
  const today = koreanDay(now);
  const ahead = (days: number): MonthDay => {
    const [, m, d] = shiftDay(today, days).split('-').map(Number);
    return { m: m!, d: d! };
  };
  for (let i = 0; i < 27; i++) {
    const start = rng.int(5, 60);
    add('tripbuddy', i, unique(() => rng.pick(TRIPBUDDY_TEMPLATES)(rng.pick(CITIES), ahead(start), ahead(start + 3))), member(), [12, 480]);
  }
  for (let i = 0; i < 22; i++) {
    add('sale', i, unique(() => rng.pick(SALE_TEMPLATES)(rng.pick(CITIES), ahead(rng.int(3, 50)), rng.step(30_000, 420_000, 1000))), member(), [20, 650]);
  }
  for (let i = 0; i < 18; i++) {
    add('jobs', i, unique(() => rng.pick(JOBS_TEMPLATES)(rng.pick(CITIES), ahead(rng.int(20, 60)).m)), rng.pick([...NICKNAMES, '파리하늘민박', '런던블루민박', '로마햇살투어']), [40, 900]);
  }
  NOTICES.forEach((notice, i) => add('notice', i * 3, notice, '운영자', [300, 5200]));
  return posts;
}

export async function insertEditorial(db: Database, now: Date, calendar: SeasonalCalendar): Promise<void> {
  await db.insert(events).values(planEvents(calendar).map(({ skyline: _skyline, ...e }) => ({ ...e, bannerImagePath: eventImagePath(e.no) })));
  await db.insert(communityPosts).values(planCommunityPosts(now));
  const updatedAt = new Date(SEED_BASE_TIME);
  await db.insert(sitePages).values(SITE_PAGES.map((p) => ({ ...p, updatedAt })));
  await insertPromotionPages(db, calendar);
}
