import { STAY_RECOMMEND_CITY_CODES } from '@minda/contracts/rules/city-codes';
import type { Database } from '../client.ts';
import { mindaOnlyCities, mindaOnlyGoods, mindaOnlyLandmarks, type MindaOnlyCuratedReview } from '../schema/minda-only.ts';
import { cityByCode, countryOf } from './geography-data.ts';
import { cityImage } from './images/scenes.ts';
import { MEMBER_NICKNAMES } from './names.ts';
import { hashSeed, Rng } from './prng.ts';

/** Landmarks shown beside each city section (3 or 4; fewer when the city has fewer). */
const LANDMARKS_PER_CITY = 4;

/** Only what this module reads of the catalogue plan (it is imported by catalogue-plan.ts, so no import back). */
type PlannedStays = { stays: { stays: readonly { stay: { goodsNo: number; cityCode: string; isExclusive?: boolean | null } }[] } };

export const mindaOnlyLandmarkPath = (cityCode: string, n: number) => `minda-only/${cityCode}-${n}.svg`;

/** Page copy per city: background colour, headline and its subline (spec 2 §2.5 template). */
const TEMPLATES: Record<string, { bgColor: string; mainTitle: string; subTitle: string }> = {
  '001002001': { bgColor: '#eef3fb', mainTitle: '에펠탑이 보이는 파리의 우리 집', subTitle: '센강 산책 뒤엔 한식 조식으로 하루를 시작하세요' },
  '001003001': { bgColor: '#fbf1e8', mainTitle: '걸어서 만나는 고대 로마', subTitle: '콜로세움과 바티칸까지 도보 여행이 편한 민박' },
  '001001001': { bgColor: '#edf1f6', mainTitle: '비 오는 런던도 따뜻하게', subTitle: '지하철역 가까운 한인민박에서 편하게 쉬어가세요' },
  '001004001': { bgColor: '#fdf3e3', mainTitle: '가우디의 도시에서 보내는 한 달', subTitle: '사그라다 파밀리아가 가까운 햇살 가득한 숙소' },
  '005001001': { bgColor: '#e8f5f8', mainTitle: '하버 브리지 아래 바다 산책', subTitle: '오페라 하우스 야경이 가까운 시드니의 한인민박' },
  '005001002': { bgColor: '#eef4ec', mainTitle: '골목마다 커피 향 가득한 멜버른', subTitle: '트램 무료 구역 안에서 편하게 여행하세요' },
  '001003003': { bgColor: '#e9f2f4', mainTitle: '물의 도시에서 하룻밤', subTitle: '리알토 다리와 산마르코 광장을 걸어서 만나요' },
  '001011001': { bgColor: '#f6efe9', mainTitle: '동화 속 프라하의 밤', subTitle: '구시가지 광장 가까운 아늑한 한인민박' },
  '001006002': { bgColor: '#f0f0f4', mainTitle: '자유로운 베를린의 오늘', subTitle: '박물관 섬과 장벽 공원을 잇는 여행의 베이스캠프' },
  '003002001': { bgColor: '#f3eef8', mainTitle: '뉴욕에 사는 것처럼', subTitle: '맨해튼 한가운데 한국어로 편하게 묵는 집' },
};

const KEY_POINTS = [
  '{station} 바로 앞이라 이동이 편해요',
  '매일 아침 따뜻한 한식 조식을 차려드려요',
  '사장님이 직접 알려주는 {city} 현지 맛집 지도',
  '캐리어 보관 무료, 체크아웃 후에도 편하게',
  '{landmark}까지 걸어서 갈 수 있어요',
  '혼자 여행하는 분도 안심할 수 있는 여성 전용 도미토리',
  '밤늦게 도착해도 셀프 체크인 가능',
  '세탁기와 주방을 자유롭게 써요',
] as const;

const REVIEWS = [
  '사장님이 정말 친절하시고 {landmark} 가는 길까지 자세히 알려주셨어요. 다음에도 꼭 여기 묵을게요!',
  '방이 사진보다 훨씬 깨끗하고 조식이 너무 맛있었어요. {city}에서 한식이 이렇게 반가울 줄이야.',
  '{station}에서 가까워서 짐 들고 이동하기 편했어요. 위치 최고입니다.',
  '혼자 간 여행이었는데 다른 여행자분들과 이야기도 나누고 즐거웠어요.',
  '침구가 푹신하고 조용해서 시차 적응이 금방 됐어요. 강력 추천합니다.',
  '체크인 전에 짐을 맡아주셔서 첫날부터 알차게 돌아다녔어요. 감사합니다!',
  '부모님 모시고 갔는데 다들 만족하셨어요. 한국어로 편하게 물어볼 수 있어 든든했습니다.',
] as const;

function fill(template: string, words: Record<'city' | 'station' | 'landmark', string>): string {
  return template.replace(/\{(city|station|landmark)\}/g, (_, key: 'city' | 'station' | 'landmark') => words[key]);
}

/** Picks `count` different entries. */
function pickDistinct<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

function landmarksOf(cityCode: string) {
  return cityByCode(cityCode).landmarks.slice(0, LANDMARKS_PER_CITY);
}

/**
 * Publishes the page for the ten stay recommendation cities with their exclusive stays (is_exclusive),
 * in the spec's city order. Runs inside insertCatalogue's transaction.
 */
export async function insertMindaOnly(db: Database, plan: PlannedStays): Promise<void> {
  const rng = new Rng('minda:minda-only');
  for (const [i, code] of STAY_RECOMMEND_CITY_CODES.entries()) {
    const city = cityByCode(code);
    const template = TEMPLATES[code];
    if (!template) throw new Error(`seed: no MINDA Only template for ${code}`);
    const [row] = await db.insert(mindaOnlyCities)
      .values({ cityCode: code, sort: i + 1, isPublished: true, countryName: countryOf(code).ko, ...template })
      .returning({ id: mindaOnlyCities.id });
    if (!row) throw new Error('seed: MINDA Only city not inserted');
    const landmarks = landmarksOf(code);
    await db.insert(mindaOnlyLandmarks).values(landmarks.map((l, n) => ({
      mindaCityId: row.id, title: l.ko, imgPath: mindaOnlyLandmarkPath(code, n + 1), sort: n + 1,
    })));
    const exclusive = plan.stays.stays.filter((s) => s.stay.cityCode === code && s.stay.isExclusive);
    if (exclusive.length === 0) continue;
    await db.insert(mindaOnlyGoods).values(exclusive.map((s, n) => {
      const words = () => ({ city: city.ko, station: rng.pick(city.stations), landmark: rng.pick(landmarks).ko });
      const keyPoints = pickDistinct(rng, KEY_POINTS, 3).map((k) => fill(k, words()));
      const reviews: MindaOnlyCuratedReview[] = pickDistinct(rng, REVIEWS, rng.int(2, 3)).map((content) => ({
        nickName: rng.pick(MEMBER_NICKNAMES),
        rating: rng.decimal(4, 5, 1),
        content: fill(content, words()),
      }));
      return { mindaCityId: row.id, goodsNo: s.stay.goodsNo, sort: n + 1, keyPoints, reviews };
    }));
  }
}

/** The landmark pictures: the city's skyline, drawn differently per landmark. */
export function mindaOnlyImageJobs(): { path: string; render: () => string }[] {
  return STAY_RECOMMEND_CITY_CODES.flatMap((code) => {
    const { skyline } = cityByCode(code);
    return landmarksOf(code).map((_, n) => {
      const path = mindaOnlyLandmarkPath(code, n + 1);
      return { path, render: () => cityImage(hashSeed(path), skyline) };
    });
  });
}
