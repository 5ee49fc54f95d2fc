import { TOUR_RECOMMEND_CITY_CODES } from '@minda/contracts/rules/city-codes';
import type { ItemCategoryType } from '@minda/contracts/tours';
import { TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE } from '@minda/contracts/paths';
import type { tours } from '../schema/tours.ts';
import { CITIES, cityByCode, type CitySeed, type District, type Landmark } from './geography-data.ts';
import { DEFAULT_IMAGES, tourImagePath } from './image-paths.ts';
import type { TourArt } from './images/scenes.ts';
import { Rng } from './prng.ts';
import { citySlots, priceLevel, reviewStats, roundRobin, roundTo, seedTime, TOUR_REVIEWS_MAX } from './product-common.ts';
import type { UserPlan } from './users.ts';

export type TourTag = 'museum' | 'night' | 'daytrip' | 'ticket' | 'pass' | 'food' | 'snap' | 'walk' | 'pickup' | 'telecom';

/** What a tour is about, before it gets a number, a price and ratings. */
export type TourIdea = {
  name: string;
  type: ItemCategoryType;
  tags: readonly TourTag[];
  art: TourArt;
  summary: string;
  duration: string | null;
  meeting: string | null;
  /** Price range in thousands of won before the city's price level. */
  price: readonly [number, number];
};

export type TourRow = typeof tours.$inferInsert & { reviewGrade: number; reviewCount: number; salePrice: number; itemCategoryType: ItemCategoryType };
export type TourDraft = { tour: Omit<TourRow, 'partnerId'>; tags: readonly TourTag[]; art: TourArt; night: boolean };

export const FIRST_ITEM_NO = 5001;

const TICKETED = /(성|궁전|탑|타워|대성당|파밀리아|콜로세움|아크로폴리스|알함브라|알카사르|수도원|천문대|서점|요새|아이|섬|스튜디오|재팬|101|온천|바트요|만찬|집)$/;
const LIFTS = /(요흐|쿨름|피르스트|리기산|필라투스|곤돌라|바나힐)$/;

function guide(name: string, tags: TourTag[], summary: string, duration: string, meeting: string, price: [number, number]): TourIdea {
  return { name, type: 'LOCAL_TOUR', tags, art: 'guide', summary, duration, meeting, price };
}

function ticket(name: string, tags: TourTag[], summary: string, price: [number, number], duration = '선택한 날짜 1일 유효'): TourIdea {
  return { name, type: 'TICKET', tags, art: 'ticket', summary, duration, meeting: '모바일 티켓 (현장 교환 없이 바로 입장)', price };
}

function activity(name: string, tags: TourTag[], summary: string, duration: string, meeting: string, price: [number, number]): TourIdea {
  return { name, type: 'ACTIVITY', tags, art: 'activity', summary, duration, meeting, price };
}

/** The neighbourhood whose centre is nearest to a point (the districts are a few kilometres apart at most, so flat distance will do). */
export function districtNearest(city: CitySeed, point: { lat: number; lng: number }): District {
  const far = (d: District) => (d.lat - point.lat) ** 2 + ((d.lng - point.lng) * Math.cos((point.lat * Math.PI) / 180)) ** 2;
  return city.districts.reduce((best, d) => (far(d) < far(best) ? d : best));
}

function landmarkIdeas(city: CitySeed, lm: Landmark): TourIdea[] {
  const ideas: TourIdea[] = [];
  // Tours of a landmark meet at the station of the neighbourhood nearest to it.
  const station = districtNearest(city, lm).stations[0];
  if (lm.kind === 'museum') {
    ideas.push(guide(`${lm.ko} 한국어 가이드 투어`, ['museum'], `${lm.ko}의 대표 작품을 한국어 전문 가이드의 해설로 만나 보세요.`, '약 3시간', `${lm.ko} 입구 앞`, [45, 89]));
    ideas.push(ticket(`${lm.ko} 입장권`, ['ticket'], `${lm.ko} 입장권을 미리 예약하고 현장 매표 줄을 건너뛰세요.`, [18, 45]));
  } else if (lm.kind === 'night') {
    ideas.push(guide(`${city.ko} 야경 투어 (${lm.ko})`, ['night'], `해가 진 뒤 ${lm.ko}과 ${city.ko}의 밤 풍경을 따라 걷는 야경 투어입니다.`, '약 2시간 30분', `${station} 앞`, [35, 69]));
  } else if (lm.kind === 'nature') {
    ideas.push(LIFTS.test(lm.ko)
      ? ticket(`${lm.ko} 왕복 티켓`, ['ticket'], `${lm.ko}까지 오르는 왕복 교통권입니다. 맑은 날 전망이 압도적입니다.`, [60, 190])
      : activity(`${lm.ko} 산책 & 전망 투어`, [], `${lm.ko}의 풍경을 걷고 쉬며 즐기는 소규모 체험입니다.`, '약 4시간', `${station} 앞`, [49, 99]));
  }
  if (lm.kind !== 'museum' && TICKETED.test(lm.ko)) {
    ideas.push(ticket(`${lm.ko} 입장권`, ['ticket'], `${lm.ko} 입장권을 미리 예약하고 현장 대기 없이 입장하세요.`, [15, 49]));
  }
  return ideas;
}

/** Where a city's own tours meet, from its neighbourhoods: a walk starts at a sight of the centre, a day trip at a main station. */
export function meetingPoints(city: CitySeed) {
  const centre = districtNearest(city, city);
  const sight = centre.landmarks.find((l) => l.kind === 'sight');
  // Rides start from the neighbourhood of the city's green or waterside landmark, when it has one, else from the centre.
  const outdoors = city.landmarks.find((l) => l.kind === 'nature');
  return {
    walk: sight ? `${sight.ko} 앞` : `${centre.stations[0]} 앞`,
    food: `${centre.stations.at(-1)} 앞`,
    bike: `${(outdoors ? districtNearest(city, outdoors) : centre).stations[0]} 앞`,
    dayTrip: `${city.stations.find((s) => s.endsWith('중앙역')) ?? city.stations[0] ?? `${city.ko} 중앙역`} 집결`,
  };
}

function cityIdeas(city: CitySeed): TourIdea[] {
  const meet = meetingPoints(city);
  const ideas = city.landmarks.flatMap((lm) => landmarkIdeas(city, lm));
  ideas.push(guide(`${city.ko} 시내 워킹 투어`, ['walk'], `${city.ko}의 골목과 명소를 한국어 가이드와 함께 걸으며 역사를 듣습니다.`, '약 3시간', meet.walk, [35, 65]));
  for (const trip of city.dayTrips) {
    ideas.push(guide(`${city.ko} 출발 ${trip} 당일치기`, ['daytrip'], `${city.ko}에서 출발해 ${trip}을(를) 하루에 둘러보는 근교 투어입니다.`, '1일 (약 10시간)', meet.dayTrip, [89, 189]));
  }
  ideas.push(activity(`${city.ko} 스냅 촬영 (1시간)`, ['snap'], `${city.ko}의 명소를 배경으로 전문 작가가 여행 사진을 남겨 드립니다.`, '1시간', '예약 후 촬영 장소 안내', [99, 189]));
  ideas.push(activity(`${city.ko} 쿠킹 클래스`, ['food'], `현지 셰프와 함께 ${city.ko}의 가정식을 만들고 맛보는 클래스입니다.`, '약 3시간', '예약 후 주소 안내', [79, 149]));
  ideas.push(activity(`${city.ko} 자전거 투어`, [], `자전거로 ${city.ko} 구석구석을 가볍게 달리는 투어입니다.`, '약 3시간', meet.bike, [45, 79]));
  ideas.push(guide(`${city.ko} 미식 투어`, ['food'], `현지인이 사랑하는 ${city.ko}의 맛집과 시장을 함께 찾아갑니다.`, '약 3시간', meet.food, [59, 109]));
  ideas.push(ticket(`${city.ko} 대중교통 3일권`, ['pass'], `${city.ko} 시내 지하철·버스·트램을 3일 동안 자유롭게 이용하세요.`, [19, 49], '첫 사용부터 72시간'));
  if (city.counts.tours >= 6) {
    ideas.push(ticket(`${city.ko} 시티패스 48시간`, ['pass'], `${city.ko}의 주요 명소 입장과 대중교통을 하나로 묶은 패스입니다.`, [69, 139], '첫 사용부터 48시간'));
  }
  return ideas;
}

/** Products the operator lists by name on the big cities' pages. */
const SIGNATURE_TOURS: Record<string, TourIdea[]> = {
  '001002001': [
    guide('베르사유 궁전 반일 투어', ['daytrip'], '루이 14세의 궁전과 정원을 한국어 가이드와 반나절에 둘러봅니다.', '약 5시간', '에펠탑 근처 비르아켐역 앞', [79, 129]),
    ticket('센강 유람선 바토무슈 티켓', ['night', 'ticket'], '에펠탑과 루브르를 강 위에서 바라보는 1시간 유람선입니다.', [19, 29], '선택한 날짜 1일 유효'),
    ticket('파리 뮤지엄 패스 2일권', ['pass'], '루브르·오르세·베르사유 등 50여 곳을 2일 동안 입장하세요.', [89, 119], '첫 사용부터 48시간'),
  ],
  '001003001': [
    guide('바티칸 오전 투어', ['museum'], '바티칸 박물관, 시스티나 성당, 성 베드로 대성당을 오전에 알차게 둘러봅니다.', '약 4시간', '오타비아노역 앞', [59, 99]),
    guide('바티칸 오후 투어', ['museum'], '한산한 오후 시간에 바티칸의 걸작을 한국어 해설로 만납니다.', '약 4시간', '오타비아노역 앞', [55, 95]),
    guide('로마 시내 반일 투어', ['walk'], '콜로세움부터 트레비 분수까지 로마의 핵심을 반나절에 봅니다.', '약 4시간', '콜로세오역 앞', [39, 69]),
  ],
  '001001001': [
    ticket('런던 뮤지컬 라이온킹 티켓', ['ticket', 'night'], '웨스트엔드에서 만나는 라이온킹, 좋은 좌석을 미리 예약하세요.', [79, 189], '선택한 공연 1회'),
    guide('해리포터 스튜디오 투어 (왕복 교통 포함)', ['daytrip'], '영화 세트장과 소품을 직접 보는 스튜디오 투어, 왕복 버스 포함.', '약 7시간', '빅토리아역 앞', [119, 169]),
  ],
  '001004001': [
    guide('가우디 투어 (사그라다 파밀리아 입장 포함)', ['museum'], '사그라다 파밀리아와 구엘 공원으로 가우디의 건축 세계를 만납니다.', '약 6시간', '카탈루냐 광장역 앞', [89, 139]),
    activity('바르셀로나 플라멩코 공연', ['night'], '고딕 지구의 작은 극장에서 즐기는 정통 플라멩코 공연입니다.', '약 1시간', '공연장 입구', [39, 69]),
  ],
  '001011001': [
    activity('블타바강 선셋 크루즈', ['night'], '카를교와 프라하 성을 노을 속에서 바라보는 크루즈입니다.', '약 1시간 30분', '체흐 다리 선착장', [35, 59]),
  ],
};

const AIRPORTS: readonly [cityCode: string, airport: string][] = [
  ['001002001', '샤를드골 공항'], ['001001001', '히드로 공항'], ['001003001', '피우미치노 공항'], ['001004001', '엘프라트 공항'],
  ['001011001', '바츨라프 하벨 공항'], ['001003002', '페레톨라 공항'], ['001003003', '마르코 폴로 공항'], ['001007001', '빈 국제공항'],
  ['001010001', '리스트 페렌츠 공항'], ['001004002', '바라하스 공항'], ['003002001', 'JFK 공항'],
];

function convenienceIdeas(): { cityCode: string; idea: TourIdea }[] {
  const pickups = AIRPORTS.map(([cityCode, airport]) => ({
    cityCode,
    idea: {
      name: `${cityByCode(cityCode).ko} ${airport} 픽업 (한인 기사)`, type: 'CONVENIENCE', tags: ['pickup'], art: 'pickup',
      summary: '공항 도착 게이트에서 한인 기사님이 이름판을 들고 기다립니다. 숙소 앞까지 편하게 이동하세요.',
      duration: '약 1시간', meeting: `${airport} 도착 게이트`, price: [69, 159],
    } satisfies TourIdea,
  }));
  const telecom = (cityCode: string, name: string, art: TourArt, summary: string, price: [number, number]) =>
    ({ cityCode, idea: { name, type: 'CONVENIENCE', tags: ['telecom'], art, summary, duration: null, meeting: '구매 후 이메일로 QR 코드 발송', price } satisfies TourIdea });
  const esim = '도착하자마자 바로 쓰는 데이터, 출국 전에 QR 코드로 간편하게 설치하세요.';
  const insurance = '여행 중 질병·상해·휴대품 손해를 보장합니다. 출국 전날까지 가입하세요.';
  return [
    ...pickups,
    { cityCode: '001002001', idea: { ...pickups[0]!.idea, name: '파리 시내 → 샤를드골 공항 샌딩', summary: '숙소 앞에서 공항까지 한인 기사님이 모셔다 드립니다.', meeting: '예약한 숙소 앞' } },
    telecom('001002001', '유럽 eSIM 무제한 데이터', 'telecom', esim, [15, 45]),
    telecom('001001001', '유럽 유심 20GB (33개국)', 'telecom', '유럽 33개국에서 쓰는 유심을 한국에서 미리 받아 가세요.', [19, 39]),
    telecom('001001001', '영국 eSIM 데이터 10GB', 'telecom', esim, [12, 25]),
    telecom('001005001', '스위스 eSIM 데이터 무제한', 'telecom', esim, [19, 49]),
    telecom('002001001', '일본 eSIM 무제한 데이터', 'telecom', esim, [6, 19]),
    telecom('003002001', '미국 eSIM 무제한 (통화 포함)', 'telecom', esim, [19, 49]),
    telecom('005001001', '호주 eSIM 데이터 20GB', 'telecom', esim, [15, 35]),
    telecom('001011001', '유럽 포켓 와이파이 대여', 'telecom', '여러 명이 함께 쓰는 포켓 와이파이, 공항에서 받고 반납하세요.', [29, 59]),
    telecom('001002001', '해외여행자보험 (유럽 10일)', 'insurance', insurance, [15, 39]),
    telecom('001003001', '장기 배낭여행 보험 (30일)', 'insurance', insurance, [39, 79]),
  ];
}

export type MakeTourOptions = { itemNo: number; city: CitySeed; idea: TourIdea; index: number; sort: number; ownImages: boolean };

/** One tour product from an idea; used by the base seed and by the scale generator alike. */
export function makeTour(rng: Rng, o: MakeTourOptions): TourDraft {
  const { idea, city } = o;
  const price = roundTo(rng.int(idea.price[0], idea.price[1]) * 1000 * priceLevel(city.code), 100);
  const refund = rng.pick(['이용 3일 전까지 전액 환불', '이용 7일 전까지 전액 환불', '구매 후 취소·환불 불가']);
  const description = [
    idea.summary,
    idea.duration ? `소요 시간: ${idea.duration}` : null,
    idea.meeting ? `만나는 곳: ${idea.meeting}` : null,
    idea.type === 'LOCAL_TOUR' ? '포함: 한국어 가이드, 수신기 / 불포함: 입장료, 식사, 교통비' : null,
    `취소 규정: ${refund}`,
  ].filter((line): line is string => line !== null).join('\n');
  return {
    tour: {
      itemNo: o.itemNo,
      name: idea.name,
      cityCode: city.code,
      itemCategoryType: idea.type,
      salePrice: rng.chance(0.05) ? 0 : price,
      imagePath: o.ownImages ? tourImagePath(o.itemNo) : DEFAULT_IMAGES.tour,
      summary: idea.summary,
      description,
      durationText: idea.duration,
      meetingPoint: idea.meeting,
      useInquireChat: rng.chance(0.85),
      ...reviewStats(rng, { min: 3.8, max: 5 }, TOUR_REVIEWS_MAX),
      sort: o.sort,
      createdAt: seedTime(o.index, 90),
    },
    tags: idea.tags,
    art: idea.art,
    night: idea.tags.includes('night'),
  };
}

/** Ideas for a city in the order the seed uses them: signature products first, then a shuffled mix. */
export function tourIdeasFor(rng: Rng, city: CitySeed): TourIdea[] {
  const signatures = SIGNATURE_TOURS[city.code] ?? [];
  const names = new Set(signatures.map((i) => i.name));
  return [...signatures, ...rng.shuffle(cityIdeas(city).filter((i) => !names.has(i.name)))];
}

export type PlannedTour = TourDraft & { partnerLoginId: string };
export type TourThemeGroupSeed = { themeGroupNo: number; name: string; sort: number; themes: { themeNo: number; name: string; sort: number; itemNos: number[] }[] };

const THEME_GROUPS: readonly { no: number; name: string; themes: readonly { no: number; name: string; tag: TourTag }[] }[] = [
  { no: 1, name: '인기 가이드 투어', themes: [{ no: 301, name: '미술관·박물관 투어', tag: 'museum' }, { no: 302, name: '야경 투어', tag: 'night' }, { no: 303, name: '근교 당일치기', tag: 'daytrip' }] },
  { no: 2, name: '입장권·패스', themes: [{ no: 304, name: '인기 명소 입장권', tag: 'ticket' }, { no: 305, name: '시티패스·교통권', tag: 'pass' }] },
  { no: 3, name: '이색 체험', themes: [{ no: 306, name: '쿠킹·미식 체험', tag: 'food' }, { no: 307, name: '여행 스냅 촬영', tag: 'snap' }] },
  { no: 4, name: '공항 픽업·교통', themes: [{ no: TOUR_THEME_AIRPORT_PICKUP, name: '공항 픽업', tag: 'pickup' }] },
  { no: 5, name: '유심·보험', themes: [{ no: TOUR_THEME_TELECOM_INSURANCE, name: '유심·eSIM·보험', tag: 'telecom' }] },
];

const THEME_ITEMS_MAX = 12;
const RECOMMENDED_PER_CITY = 4;

function operatorFor(users: UserPlan, idea: TourIdea, city: CitySeed, turn: number): string {
  const key = idea.tags.includes('pickup') ? 'pickup' : idea.tags.includes('telecom') ? 'telecom' : idea.type === 'ACTIVITY' ? 'activity' : city.countryCode;
  const candidates = users.tourOperators.filter((op) => op.serves.includes(key));
  const op = candidates[turn % Math.max(candidates.length, 1)] ?? users.tourOperators[0];
  if (!op) throw new Error('no tour operators planned');
  return op.loginId;
}

/** The base catalogue of tours, their theme groups and the home recommendations. */
export function planTours(users: UserPlan): { tours: PlannedTour[]; themeGroups: TourThemeGroupSeed[]; recommendations: { itemNo: number; sort: number }[] } {
  const rng = new Rng('minda:tours');
  const ideasByCity = new Map(CITIES.map((c) => [c.code, tourIdeasFor(rng, c)]));
  const slots: { city: CitySeed; idea: TourIdea }[] = citySlots(rng, 'tours').flatMap((city) => {
    const idea = ideasByCity.get(city.code)?.shift();
    return idea ? [{ city, idea }] : [];
  });
  const conveniences = convenienceIdeas().map(({ cityCode, idea }) => ({ city: cityByCode(cityCode), idea }));
  // Conveniences are spread through the numbers rather than all at the end.
  conveniences.forEach((c, i) => slots.splice(Math.min(slots.length, 7 + i * 19), 0, c));

  const sortInCity = new Map<string, number>();
  const planned = slots.map(({ city, idea }, index): PlannedTour => {
    const sort = (sortInCity.get(city.code) ?? 0) + 1;
    sortInCity.set(city.code, sort);
    const draft = makeTour(rng, { itemNo: FIRST_ITEM_NO + index, city, idea, index, sort, ownImages: true });
    return { ...draft, partnerLoginId: operatorFor(users, idea, city, index) };
  });

  const cityOrder = [...CITIES].sort((a, b) => b.counts.tours - a.counts.tours);
  const themeGroups = THEME_GROUPS.map((group, gi) => ({
    themeGroupNo: group.no,
    name: group.name,
    sort: gi + 1,
    themes: group.themes.map((theme, ti) => ({
      themeNo: theme.no,
      name: theme.name,
      sort: ti + 1,
      itemNos: roundRobin(cityOrder.map((c) => planned.filter((t) => t.tour.cityCode === c.code && t.tags.includes(theme.tag))), THEME_ITEMS_MAX, THEME_ITEMS_MAX)
        .map((t) => t.tour.itemNo),
    })),
  }));

  const recommendable = (t: PlannedTour) => t.tour.itemCategoryType !== 'CONVENIENCE' && t.tour.salePrice > 0;
  const recommendations = roundRobin(
    TOUR_RECOMMEND_CITY_CODES.map((code) => planned
      .filter((t) => t.tour.cityCode === code && recommendable(t))
      .sort((a, b) => b.tour.reviewGrade - a.tour.reviewGrade || b.tour.reviewCount - a.tour.reviewCount)),
    RECOMMENDED_PER_CITY,
  ).map((t, i) => ({ itemNo: t.tour.itemNo, sort: i + 1 }));

  return { tours: planned, themeGroups, recommendations };
}
