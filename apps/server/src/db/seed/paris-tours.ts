import type { Database } from '../client.ts';
import { tours } from '../schema/tours.ts';
import { insertInBatches } from './batch-insert.ts';
import { cityByCode } from './geography-data.ts';
import { tourImage } from './images/scenes.ts';
import type { ImageJob } from './images/write-images.ts';
import { hashSeed, Rng } from './prng.ts';
import { makeTour, type TourDraft, type TourIdea } from './tours.ts';
import type { UserPlan } from './users.ts';

/**
 * Extra Paris tours, so the city's recommendation list (40 per page) really has a second page. They are
 * numbered from 9001, far past the base seed's numbers, so the base plan's numbering is untouched.
 */
const PARIS = '001002001';
const FIRST_EXTRA_ITEM_NO = 9001;
/** Sorts continue after the base seed's Paris tours. */
const FIRST_EXTRA_SORT = 100;

const g = (name: string, summary: string, duration: string, meeting: string, price: [number, number], tags: TourIdea['tags'] = []): TourIdea =>
  ({ name, type: 'LOCAL_TOUR', tags, art: 'guide', summary, duration, meeting, price });
const t = (name: string, summary: string, price: [number, number], duration = '선택한 날짜 1일 유효'): TourIdea =>
  ({ name, type: 'TICKET', tags: ['ticket'], art: 'ticket', summary, duration, meeting: '모바일 티켓 (현장 교환 없이 바로 입장)', price });
const a = (name: string, summary: string, duration: string, meeting: string, price: [number, number], tags: TourIdea['tags'] = []): TourIdea =>
  ({ name, type: 'ACTIVITY', tags, art: 'activity', summary, duration, meeting, price });

const IDEAS: readonly TourIdea[] = [
  g('몽생미셸 1일 투어 (소규모 밴)', '바다 위의 수도원 몽생미셸과 옹플뢰르를 하루에 둘러보는 소규모 밴 투어입니다.', '1일 (약 14시간)', '에펠탑 근처 비르아켐역 앞', [149, 219], ['daytrip']),
  g('지베르니 모네의 정원 반일 투어', '모네가 사랑한 수련 연못과 꽃의 정원을 한국어 가이드와 걷습니다.', '약 5시간', '생라자르역 앞', [79, 119], ['daytrip']),
  g('루아르 고성 투어 (샹보르·슈농소)', '르네상스 고성 샹보르와 강 위의 성 슈농소를 하루에 만납니다.', '1일 (약 12시간)', '트로카데로역 앞', [139, 199], ['daytrip']),
  g('샹파뉴 와이너리 당일 투어', '랭스 대성당과 샴페인 하우스 두 곳의 시음이 포함된 당일 투어입니다.', '1일 (약 11시간)', '동역 앞', [159, 229], ['daytrip', 'food']),
  g('오베르쉬르우아즈 고흐 마을 반일 투어', '고흐가 마지막 70일을 보낸 마을과 그림 속 장소를 찾아갑니다.', '약 5시간', '북역 앞', [69, 99], ['daytrip']),
  g('퐁텐블로 궁전 & 바르비종 투어', '나폴레옹의 궁전과 밀레의 화가 마을을 함께 둘러봅니다.', '약 7시간', '리옹역 앞', [99, 149], ['daytrip']),
  g('몽마르트르 언덕 워킹 투어', '예술가들의 언덕 몽마르트르의 골목과 사랑해 벽을 걸으며 이야기를 듣습니다.', '약 2시간 30분', '앙베르역 앞', [35, 55], ['walk']),
  g('마레 지구 골목 & 빈티지 숍 투어', '파리에서 가장 힙한 마레 지구의 편집숍과 숨은 광장을 찾아갑니다.', '약 2시간 30분', '생폴역 앞', [35, 59], ['walk']),
  g('시테섬 & 생트샤펠 스테인드글라스 투어', '노트르담과 생트샤펠의 빛나는 스테인드글라스를 한국어 해설로 봅니다.', '약 3시간', '시테역 앞', [49, 79], ['museum']),
  g('루브르 야간 개장 투어', '금요일 야간 개장 시간에 한적한 루브르의 명작을 만납니다.', '약 3시간', '루브르 피라미드 앞', [59, 89], ['museum', 'night']),
  g('파리 야경 버스 투어 (한국어 오디오)', '샹젤리제와 에펠탑 조명 쇼까지, 버스를 타고 파리의 밤을 달립니다.', '약 2시간', '오페라역 앞', [39, 59], ['night']),
  t('에펠탑 2층 입장권 (엘리베이터)', '에펠탑 2층 전망대까지 엘리베이터로 오르는 입장권입니다.', [35, 49]),
  t('에펠탑 정상 입장권', '에펠탑 꼭대기 전망대까지 오르는 입장권, 시간 지정 예약입니다.', [59, 79]),
  t('개선문 전망대 입장권', '샹젤리제와 12갈래 길이 한눈에 보이는 개선문 옥상 전망대입니다.', [19, 29]),
  t('디즈니랜드 파리 1일권', '디즈니랜드 파크와 월트 디즈니 스튜디오를 하루 동안 즐기세요.', [89, 139]),
  t('파리 빅버스 홉온홉오프 1일권', '명소 10곳에 정차하는 2층 버스를 하루 동안 자유롭게 타고 내리세요.', [45, 65], '첫 사용부터 24시간'),
  t('물랑루즈 디너쇼', '캉캉 춤의 본고장 물랑루즈에서 저녁 식사와 함께 보는 쇼입니다.', [249, 329], '선택한 공연 1회'),
  a('센강 디너 크루즈', '센강 위에서 코스 요리를 즐기며 파리의 야경을 바라봅니다.', '약 2시간 30분', '에펠탑 앞 선착장', [129, 189], ['night', 'food']),
  a('마카롱 만들기 클래스', '파리 파티시에와 함께 색색의 마카롱을 만들어 가져갑니다.', '약 2시간 30분', '예약 후 주소 안내', [99, 139], ['food']),
  a('크루아상 베이킹 클래스', '버터 향 가득한 크루아상을 반죽부터 굽기까지 배워 봅니다.', '약 3시간', '예약 후 주소 안내', [109, 149], ['food']),
  a('와인 & 치즈 테이스팅', '소믈리에가 고른 프랑스 와인 다섯 가지와 치즈를 맛봅니다.', '약 2시간', '예약 후 주소 안내', [69, 99], ['food']),
  a('파리 웨딩 스냅 (2시간)', '에펠탑과 센강을 배경으로 전문 작가가 커플 스냅을 찍어 드립니다.', '2시간', '예약 후 촬영 장소 안내', [290, 450], ['snap']),
  a('베르사유 자전거 투어', '베르사유 정원을 자전거로 달리고 마리 앙투아네트의 영지까지 둘러봅니다.', '1일 (약 8시간)', '비르아켐역 앞', [119, 159], ['daytrip']),
  a('파리 향수 만들기 공방', '조향사와 함께 나만의 향수 한 병을 만들어 가져갑니다.', '약 2시간', '예약 후 주소 안내', [99, 139]),
];

/** 물랑루즈 is always sold out in the demo, so the list's sold-out text has a fixed example. */
const SOLD_OUT = '물랑루즈 디너쇼';

export function planParisTours(): TourDraft[] {
  const rng = new Rng('minda:tours:paris-extra');
  const city = cityByCode(PARIS);
  return IDEAS.map((idea, i) => {
    const draft = makeTour(rng, { itemNo: FIRST_EXTRA_ITEM_NO + i, city, idea, index: 300 + i, sort: FIRST_EXTRA_SORT + i, ownImages: true });
    return idea.name === SOLD_OUT ? { ...draft, tour: { ...draft.tour, salePrice: 0 } } : draft;
  });
}

export function parisTourImages(): ImageJob[] {
  const { skyline } = cityByCode(PARIS);
  return planParisTours().map(({ tour, art, night }) => ({ path: tour.imagePath, render: () => tourImage(hashSeed(tour.imagePath), skyline, art, night) }));
}

/** Runs inside insertCatalogue's transaction; partners are the operators that already serve France. */
export async function insertParisTours(db: Database, plan: { users: UserPlan }, userIds: Map<string, number>): Promise<void> {
  const operators = plan.users.tourOperators.filter((op) => op.serves.includes(PARIS.slice(0, 6)) || op.serves.includes('activity'));
  const partnerIds = operators.map((op) => userIds.get(op.loginId)).filter((id): id is number => id !== undefined);
  if (partnerIds.length === 0) throw new Error('seed: no tour operator serves France');
  await insertInBatches(db, tours, planParisTours().map((d, i) => ({ ...d.tour, partnerId: partnerIds[i % partnerIds.length]! })));
}
