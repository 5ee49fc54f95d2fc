import { webPaths } from '@minda/contracts/paths';
import { cityThemeGuideSlug, type CityThemeSlug } from '@minda/contracts/web-pages';
import { COUPONS_PAGE_SLUG } from '@minda/contracts/content';
import type { Database } from '../client.ts';
import { sitePages } from '../schema/editorial.ts';
import { SEED_BASE_TIME } from './product-common.ts';
import { seasonalCoupons, WELCOME_COUPON, type CouponSeed } from './coupons.ts';
import { dottedPeriod, type SeasonalCalendar } from './seasonal-calendar.ts';

/**
 * Editorial copy of the city theme pages (where to stay, how to get around) and the promotion coupons of the
 * coupon page, stored as site pages so an operator edits them like the other pages (GET content/pages/{slug}).
 */

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

type Guide = { slug: CityThemeSlug; title: string; bodyHtml: string };

const GUIDES: readonly Guide[] = [
  {
    slug: 'london',
    title: '런던 한인민박 여행 가이드',
    bodyHtml: `<p>뮤지컬과 박물관, 공원 산책까지. 물가 높은 런던에서 한식 조식과 한국어 안내가 있는 한인민박은 든든한 베이스캠프가 됩니다.</p>
<h3>어디에 묵을까</h3>
<ul>
<li><strong>빅토리아·웨스트민스터</strong> — 빅벤, 버킹엄 궁전이 걸어서 닿는 곳. 개트윅 공항 급행과 코치 터미널이 있어 첫 런던에 가장 편합니다.</li>
<li><strong>킹스크로스</strong> — 유로스타(파리행)와 지하철 6개 노선이 모이는 교통 중심. 유럽 여러 도시를 도는 일정에 좋아요.</li>
<li><strong>얼스코트·켄싱턴</strong> — 조용한 주택가에 민박이 많고, 히드로 공항까지 피카딜리 선 한 번에 갑니다.</li>
</ul>
<h3>교통 팁</h3>
<ul>
<li>오이스터 카드 대신 <strong>컨택리스 카드</strong>를 찍으면 하루·주간 요금 상한이 자동 적용됩니다.</li>
<li>히드로 공항은 피카딜리 선(약 1시간)이 가장 저렴하고, 엘리자베스 선이 더 빠릅니다.</li>
<li>2층 버스 24·15번은 시내 명소를 지나는 저렴한 관광 노선이에요.</li>
</ul>`,
  },
  {
    slug: 'paris',
    title: '파리 한인민박 여행 가이드',
    bodyHtml: `<p>에펠탑 야경과 루브르, 몽마르뜨 골목까지. 파리는 한인민박이 가장 많은 도시라 위치와 방 타입을 골라 묵기 좋습니다.</p>
<h3>어디에 묵을까</h3>
<ul>
<li><strong>몽파르나스</strong> — 남쪽 교통 요지. 몽생미셸·루아르행 기차역이 있고 조용한 민박이 많아요.</li>
<li><strong>마레·바스티유</strong> — 카페와 편집숍이 모인 동네. 밤늦게까지 걷기 좋고 시내 중심이 가깝습니다.</li>
<li><strong>북역·동역</strong> — 공항 RER B선과 유로스타가 서는 곳. 짐이 많거나 이른 기차를 탈 때 편합니다.</li>
</ul>
<h3>교통 팁</h3>
<ul>
<li>지하철은 <strong>나비고 이지</strong> 카드에 1회권 묶음을 충전하면 종이표보다 편하고 저렴합니다.</li>
<li>샤를드골 공항은 RER B선(약 35분) 또는 루아시버스(오페라 도착)를 이용하세요.</li>
<li>파업 공지가 잦으니 이동 전날 운행 정보를 꼭 확인하세요.</li>
</ul>`,
  },
  {
    slug: 'newyork',
    title: '뉴욕 한인민박 여행 가이드',
    bodyHtml: `<p>타임스 스퀘어의 불빛부터 센트럴 파크의 아침까지. 숙박비가 높은 뉴욕에서 한인민박은 맨해튼 중심에 합리적으로 머무는 방법입니다.</p>
<h3>어디에 묵을까</h3>
<ul>
<li><strong>미드타운·코리아타운</strong> — 펜스테이션과 한식당이 가까워 첫 뉴욕 여행에 가장 인기 있는 곳.</li>
<li><strong>어퍼웨스트사이드</strong> — 센트럴 파크와 자연사 박물관 옆 조용한 주거지. 가족 여행에 좋아요.</li>
<li><strong>브루클린</strong> — 맨해튼보다 여유로운 가격과 감각적인 동네 분위기. 지하철로 20분이면 시내입니다.</li>
</ul>
<h3>교통 팁</h3>
<ul>
<li>지하철·버스는 <strong>OMNY</strong>(컨택리스 결제)로 타면 7일 안에 12회부터 무료가 됩니다.</li>
<li>JFK 공항은 에어트레인 + 지하철 E선, 뉴어크 공항은 에어트레인 + NJ 트랜짓이 저렴합니다.</li>
<li>밤늦은 시간에는 급행·완행 구분과 노선 변경 안내를 확인하세요.</li>
</ul>`,
  },
  {
    slug: 'la',
    title: 'LA 한인민박 여행 가이드',
    bodyHtml: `<p>할리우드, 그리피스 천문대, 산타모니카 해변. 넓은 LA는 교통이 편한 코리아타운 한인민박에서 시작하면 한결 수월합니다.</p>
<h3>어디에 묵을까</h3>
<ul>
<li><strong>코리아타운</strong> — 한식당과 마트가 가득하고 지하철 퍼플 라인으로 다운타운까지 10분.</li>
<li><strong>할리우드</strong> — 명예의 거리와 유니버설 스튜디오가 가까워 관광 위주 일정에 좋아요.</li>
<li><strong>산타모니카</strong> — 해변 산책과 자전거 여행을 즐긴다면. 시내까지 메트로 E 라인이 다닙니다.</li>
</ul>
<h3>교통 팁</h3>
<ul>
<li>메트로는 <strong>TAP 카드</strong>로 타며, 하루·주간 요금 상한이 있어 여러 번 타도 부담이 적습니다.</li>
<li>LAX 공항은 무료 셔틀로 LAX/메트로 트랜짓 센터에 가서 메트로로 갈아탈 수 있어요.</li>
<li>근교(게티 센터, 말리부)는 차량 공유나 렌터카가 편합니다.</li>
</ul>`,
  },
  {
    slug: 'italia',
    title: '이탈리아 한인민박 여행 가이드 (로마·베네치아)',
    bodyHtml: `<p>콜로세움과 바티칸의 로마, 운하 위의 도시 베네치아. 이탈리아 여행의 두 축을 한인민박에서 편하게 이어 보세요.</p>
<h3>로마, 어디에 묵을까</h3>
<ul>
<li><strong>테르미니</strong> — 공항 열차와 기차, 지하철 A·B선이 모두 서는 곳. 남부 투어 집결지도 가까워요.</li>
<li><strong>바티칸·오타비아노</strong> — 바티칸 박물관 오픈런에 유리하고 저녁이 조용합니다.</li>
</ul>
<h3>베네치아, 어디에 묵을까</h3>
<ul>
<li><strong>산타루치아역 주변·카나레조</strong> — 짐을 끌고 다리를 덜 건너는 본섬 숙소.</li>
<li><strong>메스트레</strong> — 본섬보다 저렴하고 버스·기차로 10분. 돌로미티·근교 이동에도 편해요.</li>
</ul>
<h3>교통 팁</h3>
<ul>
<li>로마 피우미치노 공항은 레오나르도 익스프레스(테르미니까지 32분)가 가장 빠릅니다.</li>
<li>로마 ↔ 베네치아는 고속열차로 약 4시간. 일찍 예매할수록 저렴합니다.</li>
<li>베네치아 수상버스(바포레토)는 24·48시간권이 1회권 여러 장보다 이득이에요. 당일 방문객 입도세도 확인하세요.</li>
</ul>`,
  },
];

const couponLine = (c: CouponSeed, validity: string) =>
  `<tr><th scope="row">${c.name}</th><td>${c.discountType === 'amount' ? won(c.discountValue) : `${c.discountValue}%`}</td><td>${c.description}</td><td>${validity}</td></tr>`;

/** The coupon page's table: its lines are the seeded coupons' own terms, so the page and the coupons never disagree. */
function couponsHtml(calendar: SeasonalCalendar): string {
  const { stay, pickup, earlyBird } = seasonalCoupons(calendar);
  const lines = [
    couponLine(WELCOME_COUPON, `발급일로부터 ${WELCOME_COUPON.validDays}일`),
    ...[stay, pickup, earlyBird].map((c) => couponLine(c, dottedPeriod(c.period))),
  ];
  return `<p>기간 한정 프로모션 쿠폰은 회원 가입 후 마이페이지 쿠폰함에 자동으로 발급됩니다. 쿠폰마다 사용 조건과 기간이 다르니 예약 전에 확인해 주세요.</p>
<table>
<caption>진행 중인 프로모션 쿠폰</caption>
<thead><tr><th scope="col">쿠폰</th><th scope="col">할인</th><th scope="col">사용 조건</th><th scope="col">유효 기간</th></tr></thead>
<tbody>
${lines.join('\n')}
</tbody>
</table>
<h3>유의 사항</h3>
<ul>
<li>쿠폰은 예약 1건에 1장만 쓸 수 있고, 다른 쿠폰과 중복 적용되지 않습니다.</li>
<li>한인민박은 온라인으로 결제하는 예약금에만 적용됩니다.</li>
<li>예약을 취소하면 유효 기간이 남은 쿠폰은 다시 돌려드립니다. 자세한 내용은 <a href="${webPaths.pc.refundRule.href()}">취소·환불 규정</a>을 확인하세요.</li>
</ul>`;
}

/** The site pages this file adds: one guide per theme page and the coupons page. */
export function promotionPages(calendar: SeasonalCalendar): { slug: string; title: string; bodyHtml: string }[] {
  return [
    ...GUIDES.map((g) => ({ slug: cityThemeGuideSlug(g.slug), title: g.title, bodyHtml: g.bodyHtml })),
    { slug: COUPONS_PAGE_SLUG, title: '프로모션 쿠폰', bodyHtml: couponsHtml(calendar) },
  ];
}

export async function insertPromotionPages(db: Database, calendar: SeasonalCalendar): Promise<void> {
  const updatedAt = new Date(SEED_BASE_TIME);
  await db.insert(sitePages).values(promotionPages(calendar).map((p) => ({ ...p, updatedAt })));
}
