/**
 * The fixed world of the demo catalogue (docs/geography.md has the same table for people).
 * Codes never change once published: links, wishes and recently viewed lists keep them.
 */

import type { GeoArea } from '@minda/contracts/rules/stay-location';

/** The silhouette drawn for a city in its images (seed/images/skylines.ts). */
export type SkylineKind =
  | 'eiffel' | 'clocktower' | 'castle' | 'seaside' | 'dome' | 'colosseum' | 'canal' | 'gothic' | 'spires' | 'mountains'
  | 'tvtower' | 'skyscrapers' | 'bridge' | 'temple' | 'whitewash' | 'mosque' | 'pagoda' | 'stupa' | 'palms' | 'opera';

export type PlaceName = { ko: string; en: string };

/** museum and night landmarks feed the museum and night-view tour themes. */
export type LandmarkKind = 'sight' | 'museum' | 'night' | 'nature';
export type Landmark = PlaceName & { lat: number; lng: number; kind: LandmarkKind };

/** A neighbourhood: its centre, its own stations and stops, and the city's landmarks reached from it (DISTRICTS). */
export type District = PlaceName & { lat: number; lng: number; stations: string[]; landmarks: Landmark[] };

/** Stays and hotels of a district lie within this distance of its centre (hotels.ts places them so). */
export const DISTRICT_RADIUS_KM = 2.5;

export type CitySeed = PlaceName & {
  code: string;
  countryCode: string;
  timeZone: string;
  lat: number;
  lng: number;
  skyline: SkylineKind;
  /** Neighbourhoods with their stations and landmarks: stay addresses and locations, hotel neighbourhoods and coordinates. */
  districts: District[];
  /** The districts' names: the `neighborhoods` rows. */
  areas: PlaceName[];
  /** The city's main stations: day trips leave from its 중앙역, or else from the first (tours.ts meetingPoints). */
  stations: string[];
  /** Points of interest with coordinates; also the subjects of tours. */
  landmarks: Landmark[];
  dayTrips: string[];
  /** How many products of each line the base seed puts here. */
  counts: { stays: number; tours: number; hotels: number };
};

export type CountrySeed = PlaceName & { code: string; continentCode: string };
export type ContinentSeed = PlaceName & { code: string };

export const CONTINENTS: readonly ContinentSeed[] = [
  { code: '001', ko: '유럽', en: 'Europe' },
  { code: '002', ko: '아시아', en: 'Asia' },
  { code: '003', ko: '북미', en: 'North America' },
  { code: '005', ko: '오세아니아', en: 'Oceania' },
];

export const COUNTRIES: readonly CountrySeed[] = [
  { code: '001001', continentCode: '001', ko: '영국', en: 'United Kingdom' },
  { code: '001002', continentCode: '001', ko: '프랑스', en: 'France' },
  { code: '001003', continentCode: '001', ko: '이탈리아', en: 'Italy' },
  { code: '001004', continentCode: '001', ko: '스페인', en: 'Spain' },
  { code: '001005', continentCode: '001', ko: '스위스', en: 'Switzerland' },
  { code: '001006', continentCode: '001', ko: '독일', en: 'Germany' },
  { code: '001007', continentCode: '001', ko: '오스트리아', en: 'Austria' },
  { code: '001008', continentCode: '001', ko: '네덜란드', en: 'Netherlands' },
  { code: '001009', continentCode: '001', ko: '포르투갈', en: 'Portugal' },
  { code: '001010', continentCode: '001', ko: '헝가리', en: 'Hungary' },
  { code: '001011', continentCode: '001', ko: '체코', en: 'Czechia' },
  { code: '001012', continentCode: '001', ko: '크로아티아', en: 'Croatia' },
  { code: '001013', continentCode: '001', ko: '그리스', en: 'Greece' },
  { code: '001014', continentCode: '001', ko: '튀르키예', en: 'Türkiye' },
  { code: '002001', continentCode: '002', ko: '일본', en: 'Japan' },
  { code: '002002', continentCode: '002', ko: '태국', en: 'Thailand' },
  { code: '002003', continentCode: '002', ko: '베트남', en: 'Vietnam' },
  { code: '002004', continentCode: '002', ko: '대만', en: 'Taiwan' },
  { code: '003001', continentCode: '003', ko: '캐나다', en: 'Canada' },
  { code: '003002', continentCode: '003', ko: '미국', en: 'United States' },
  { code: '005001', continentCode: '005', ko: '호주', en: 'Australia' },
  { code: '005002', continentCode: '005', ko: '뉴질랜드', en: 'New Zealand' },
];

type DistrictInput = PlaceName & { lat: number; lng: number; stations: string[]; landmarks: string[] };

/** "몽마르뜨/Montmartre" -> { ko, en, ... }: keeps the table below readable. */
function d(pair: string, lat: number, lng: number, stations: string[], landmarks: string[]): DistrictInput {
  const [ko, en] = pair.split('/');
  return { ko: ko ?? pair, en: en ?? pair, lat, lng, stations, landmarks };
}

function lm(ko: string, en: string, lat: number, lng: number, kind: LandmarkKind = 'sight'): Landmark {
  return { ko, en, lat, lng, kind };
}

type CityInput = Omit<CitySeed, 'countryCode' | 'counts' | 'dayTrips' | 'districts' | 'areas'> & {
  counts: [stays: number, tours: number, hotels: number];
  dayTrips?: string[];
};

function city(input: CityInput): CitySeed {
  const [stays, tours, hotels] = input.counts;
  const districts = (DISTRICTS[input.code] ?? []).map((district): District => ({
    ...district,
    landmarks: district.landmarks.map((name) => {
      const found = input.landmarks.find((l) => l.ko === name);
      if (!found) throw new Error(`district ${district.ko} of ${input.en}: unknown landmark ${name}`);
      return found;
    }),
  }));
  if (districts.length === 0) throw new Error(`city ${input.en} has no districts`);
  return {
    ...input, countryCode: input.code.slice(0, 6), dayTrips: input.dayTrips ?? [], counts: { stays, tours, hotels },
    districts, areas: districts.map(({ ko, en }) => ({ ko, en })),
  };
}

/**
 * Each city's neighbourhoods, in the order of its `neighborhoods` rows: the centre of each (stays and hotels
 * placed in it lie within DISTRICT_RADIUS_KM of it), its own stations and stops, and the city's landmarks a
 * guest reaches from it. A stay or hotel takes its address, station, landmark and coordinates from ONE of
 * them, so a card never says "몽마르뜨" and "몽파르나스역" at once.
 */
const DISTRICTS: Record<string, DistrictInput[]> = {
  '001001001': [
    d('웨스트민스터/Westminster', 51.4995, -0.134, ['빅토리아역', '웨스트민스터역'], ['빅벤', '런던 아이', '버킹엄 궁전']),
    d('쏘호/Soho', 51.5136, -0.1365, ['토트넘코트로드역', '피카딜리서커스역'], ['내셔널 갤러리', '대영박물관']),
    d('킹스크로스/King\'s Cross', 51.5308, -0.1238, ['킹스크로스역', '유스턴역'], ['대영박물관']),
    d('캠든/Camden', 51.539, -0.1426, ['캠든타운역', '유스턴역'], ['대영박물관']),
    d('사우스뱅크/South Bank', 51.5055, -0.116, ['워털루역', '런던브리지역'], ['런던 아이', '빅벤', '타워 브리지']),
    d('켄싱턴/Kensington', 51.499, -0.1938, ['사우스켄싱턴역', '하이스트리트켄싱턴역'], ['버킹엄 궁전']),
    d('얼스코트/Earl\'s Court', 51.492, -0.193, ['얼스코트역', '웨스트브롬턴역'], ['버킹엄 궁전']),
    d('패딩턴/Paddington', 51.5154, -0.1755, ['패딩턴역', '베이커스트리트역'], ['버킹엄 궁전', '대영박물관']),
  ],
  '001001002': [
    d('올드타운/Old Town', 55.9495, -3.191, ['웨이벌리역'], ['에든버러 성', '로열 마일', '칼튼 힐']),
    d('뉴타운/New Town', 55.9545, -3.197, ['헤이마켓역', '웨이벌리역'], ['칼튼 힐', '에든버러 성']),
  ],
  '001002001': [
    d('몽마르뜨/Montmartre', 48.886, 2.34, ['앙베르역', '아베스역', '북역'], ['사크레쾨르 대성당']),
    d('마레/Le Marais', 48.859, 2.362, ['생폴역', '샤틀레역'], ['노트르담 대성당', '루브르 박물관']),
    d('몽파르나스/Montparnasse', 48.842, 2.321, ['몽파르나스역', '바뱅역'], ['오르세 미술관', '에펠탑']),
    d('라탱 지구/Latin Quarter', 48.849, 2.347, ['생미셸역', '뤽상부르역'], ['노트르담 대성당', '오르세 미술관', '루브르 박물관']),
    d('오페라/Opéra', 48.871, 2.332, ['오페라역', '생라자르역'], ['루브르 박물관', '오랑주리 미술관', '오르세 미술관']),
    d('바스티유/Bastille', 48.853, 2.369, ['바스티유역', '리옹역'], ['노트르담 대성당']),
    d('에펠탑/Tour Eiffel', 48.856, 2.298, ['트로카데로역', '비르아켐역'], ['에펠탑', '개선문', '오르세 미술관']),
    d('샹젤리제/Champs-Élysées', 48.87, 2.307, ['조르주 생크역', '샤를 드골 에투알역'], ['개선문', '오랑주리 미술관', '에펠탑']),
  ],
  '001002002': [
    d('구시가지/Vieux Nice', 43.697, 7.276, ['마세나 광장 정류장'], ['샤토 언덕', '영국인 산책로']),
    d('프롬나드 데 장글레/Promenade des Anglais', 43.695, 7.258, ['니스 빌역'], ['영국인 산책로', '샤갈 미술관']),
  ],
  '001002003': [
    d('비외 리옹/Vieux Lyon', 45.762, 4.827, ['비외 리옹역'], ['푸르비에르 대성당', '벨쿠르 광장']),
    d('프레스킬/Presqu\'île', 45.76, 4.834, ['벨쿠르역', '파르디외역'], ['벨쿠르 광장', '푸르비에르 대성당']),
  ],
  '001003001': [
    d('테르미니/Termini', 41.901, 12.501, ['테르미니역', '레푸블리카역'], ['콜로세움', '트레비 분수']),
    d('트라스테베레/Trastevere', 41.889, 12.47, ['트라스테베레역'], ['판테온', '성 베드로 대성당']),
    d('바티칸/Vaticano', 41.906, 12.458, ['오타비아노역'], ['바티칸 박물관', '성 베드로 대성당']),
    d('몬티/Monti', 41.895, 12.492, ['콜로세오역', '카보우르역'], ['콜로세움', '트레비 분수']),
    d('나보나/Navona', 41.899, 12.473, ['아르젠티나 정류장'], ['판테온', '트레비 분수']),
    d('스페인 광장/Piazza di Spagna', 41.906, 12.482, ['스파냐역', '플라미니오역'], ['트레비 분수', '보르게세 미술관', '판테온']),
  ],
  '001003002': [
    d('두오모/Duomo', 43.772, 11.256, ['두오모 광장 정류장'], ['피렌체 두오모', '우피치 미술관', '아카데미아 미술관', '베키오 다리']),
    d('산타마리아노벨라/Santa Maria Novella', 43.774, 11.249, ['산타마리아노벨라역'], ['피렌체 두오모', '아카데미아 미술관']),
    d('올트라르노/Oltrarno', 43.765, 11.25, ['피티 궁전 정류장'], ['베키오 다리', '미켈란젤로 광장', '우피치 미술관']),
    d('산로렌초/San Lorenzo', 43.776, 11.254, ['산타마리아노벨라역'], ['아카데미아 미술관', '피렌체 두오모']),
  ],
  '001003003': [
    d('산마르코/San Marco', 45.434, 12.338, ['산마르코 수상버스 정류장'], ['산마르코 광장', '두칼레 궁전', '페기 구겐하임 컬렉션']),
    d('카나레조/Cannaregio', 45.444, 12.33, ['산타루치아역'], ['리알토 다리', '산마르코 광장']),
    d('메스트레/Mestre', 45.484, 12.237, ['메스트레역'], ['리알토 다리', '산마르코 광장']),
    d('리알토/Rialto', 45.438, 12.336, ['리알토 수상버스 정류장'], ['리알토 다리', '산마르코 광장', '두칼레 궁전']),
  ],
  '001003004': [
    d('두오모/Duomo', 45.464, 9.19, ['두오모역'], ['밀라노 두오모', '갤러리아 비토리오 에마누엘레 2세', '스포르체스코 성']),
    d('브레라/Brera', 45.472, 9.187, ['란차역', '몬테나폴레오네역'], ['스포르체스코 성', '밀라노 두오모']),
    d('중앙역/Centrale', 45.485, 9.204, ['밀라노 중앙역'], ['밀라노 두오모']),
    d('나빌리/Navigli', 45.452, 9.176, ['포르타 제노바역'], ['최후의 만찬', '밀라노 두오모']),
  ],
  '001003005': [
    d('중앙역/Centrale', 40.853, 14.272, ['나폴리 중앙역'], ['나폴리 국립고고학박물관', '누오보 성']),
    d('스파카나폴리/Spaccanapoli', 40.849, 14.256, ['단테역'], ['나폴리 국립고고학박물관', '누오보 성']),
  ],
  '001004001': [
    d('고딕 지구/Barri Gòtic', 41.383, 2.177, ['하우메 1세역', '리세우역'], ['피카소 미술관', '카사 바트요']),
    d('에샴플레/Eixample', 41.393, 2.163, ['파세이그 데 그라시아역', '카탈루냐 광장역'], ['카사 바트요', '사그라다 파밀리아']),
    d('그라시아/Gràcia', 41.403, 2.157, ['폰타나역', '디아고날역'], ['구엘 공원', '카사 바트요']),
    d('바르셀로네타/Barceloneta', 41.38, 2.189, ['바르셀로네타역'], ['피카소 미술관']),
    d('람블라스/La Rambla', 41.381, 2.173, ['리세우역', '카탈루냐 광장역'], ['카사 바트요', '피카소 미술관', '몬주익 분수']),
  ],
  '001004002': [
    d('솔/Sol', 40.4169, -3.7035, ['솔역'], ['마요르 광장', '마드리드 왕궁', '프라도 미술관']),
    d('그란비아/Gran Vía', 40.42, -3.705, ['그란비아역', '칼라오역'], ['마드리드 왕궁', '마요르 광장']),
    d('말라사냐/Malasaña', 40.426, -3.704, ['트리부날역'], ['마드리드 왕궁', '마요르 광장']),
    d('레티로/Retiro', 40.415, -3.684, ['레티로역', '아토차역'], ['레티로 공원', '프라도 미술관']),
  ],
  '001004003': [
    d('산타크루스/Santa Cruz', 37.385, -5.99, ['푸에르타 데 헤레스 정류장'], ['세비야 대성당', '세비야 알카사르', '스페인 광장']),
    d('트리아나/Triana', 37.385, -6.003, ['플라사 데 쿠바역'], ['세비야 대성당', '스페인 광장']),
  ],
  '001004004': [
    d('알바이신/Albaicín', 37.181, -3.592, ['누에바 광장 정류장'], ['산 니콜라스 전망대', '알함브라 궁전']),
    d('센트로/Centro', 37.176, -3.6, ['그라나다 대성당 정류장'], ['알함브라 궁전', '산 니콜라스 전망대']),
  ],
  '001005001': [
    d('인터라켄 동역/Interlaken Ost', 46.6905, 7.869, ['인터라켄 동역'], ['하더쿨름', '피르스트', '융프라우요흐']),
    d('인터라켄 서역/Interlaken West', 46.683, 7.852, ['인터라켄 서역'], ['하더쿨름', '융프라우요흐']),
  ],
  '001005002': [
    d('구시가지/Altstadt', 47.372, 8.543, ['취리히 중앙역', '벨뷰 정류장'], ['그로스뮌스터', '취리히 호수']),
    d('취리히 웨스트/Zürich West', 47.388, 8.52, ['하르트브뤼케역'], ['그로스뮌스터', '취리히 호수']),
  ],
  '001005003': [
    d('구시가지/Altstadt', 47.052, 8.305, ['루체른역'], ['카펠교', '필라투스']),
    d('루체른 호숫가/Lakeside', 47.053, 8.314, ['루체른역'], ['카펠교', '리기산']),
  ],
  '001006001': [
    d('마리엔플라츠/Marienplatz', 48.137, 11.575, ['마리엔플라츠역'], ['마리엔 광장', '알테 피나코테크']),
    d('슈바빙/Schwabing', 48.16, 11.583, ['뮌헨 프라이하이트역'], ['알테 피나코테크', '마리엔 광장']),
    d('중앙역/Hauptbahnhof', 48.14, 11.56, ['뮌헨 중앙역'], ['마리엔 광장', '알테 피나코테크', '님펜부르크 궁전']),
  ],
  '001006002': [
    d('미테/Mitte', 52.52, 13.4, ['프리드리히슈트라세역', '알렉산더플라츠역'], ['브란덴부르크 문', '박물관 섬', '베를린 TV탑']),
    d('크로이츠베르크/Kreuzberg', 52.499, 13.403, ['코트부서 토어역'], ['이스트사이드 갤러리']),
    d('프렌츨라우어베르크/Prenzlauer Berg', 52.539, 13.424, ['에버스발더 슈트라세역'], ['베를린 TV탑', '박물관 섬']),
  ],
  '001006003': [
    d('뢰머/Römer', 50.1105, 8.682, ['돔/뢰머역'], ['뢰머 광장', '마인 타워']),
    d('작센하우젠/Sachsenhausen', 50.103, 8.685, ['프랑크푸르트 남역'], ['뢰머 광장', '마인 타워']),
  ],
  '001007001': [
    d('슈테판 광장/Stephansplatz', 48.2085, 16.373, ['슈테판플라츠역'], ['슈테판 대성당', '빈 국립 오페라 극장', '빈 미술사 박물관']),
    d('마리아힐프/Mariahilf', 48.197, 16.35, ['노이바우가세역'], ['빈 미술사 박물관', '빈 국립 오페라 극장']),
    d('서역/Westbahnhof', 48.1965, 16.338, ['빈 서역'], ['쇤브룬 궁전', '빈 미술사 박물관']),
  ],
  '001007002': [
    d('구시가지/Altstadt', 47.799, 13.044, ['라트하우스 정류장'], ['호엔잘츠부르크 성', '미라벨 정원']),
    d('미라벨/Mirabell', 47.806, 13.042, ['잘츠부르크 중앙역'], ['미라벨 정원', '호엔잘츠부르크 성']),
  ],
  '001008001': [
    d('요르단/Jordaan', 52.375, 4.882, ['베스테르마르크트 트램 정류장'], ['안네 프랑크의 집', '담 광장']),
    d('담 광장/Dam', 52.373, 4.893, ['암스테르담 중앙역', '담 광장 트램 정류장'], ['담 광장', '안네 프랑크의 집']),
    d('뮤지엄 지구/Museumkwartier', 52.358, 4.883, ['뮤지엄플레인 트램 정류장'], ['국립미술관', '반 고흐 미술관']),
    d('드 파이프/De Pijp', 52.355, 4.895, ['드 파이프역'], ['국립미술관', '반 고흐 미술관']),
  ],
  '001009001': [
    d('바이샤/Baixa', 38.711, -9.137, ['호시우역', '바이샤-시아두역'], ['코메르시우 광장', '상 조르즈 성']),
    d('알파마/Alfama', 38.712, -9.13, ['산타 아폴로니아역'], ['상 조르즈 성', '코메르시우 광장']),
    d('바이루 알투/Bairro Alto', 38.713, -9.145, ['바이샤-시아두역'], ['코메르시우 광장', '상 조르즈 성']),
  ],
  '001009002': [
    d('히베이라/Ribeira', 41.141, -8.613, ['상벤투역'], ['동 루이스 1세 다리', '렐루 서점']),
    d('볼량/Bolhão', 41.15, -8.607, ['볼량역'], ['렐루 서점', '동 루이스 1세 다리']),
  ],
  '001010001': [
    d('페스트 중심가/Belváros', 47.495, 19.054, ['데아크 광장역'], ['세체니 다리', '국회의사당']),
    d('부다 성 지구/Buda Castle', 47.499, 19.035, ['버차니 광장역'], ['어부의 요새', '세체니 다리']),
    d('유대인 지구/Jewish Quarter', 47.498, 19.062, ['아스토리아역', '켈레티역'], ['국회의사당', '세체니 온천']),
  ],
  '001011001': [
    d('구시가지/Staré Město', 50.087, 14.42, ['스타로메스트스카역', '무스테크역'], ['구시가지 광장', '천문 시계', '카를교', '무하 박물관']),
    d('신시가지/Nové Město', 50.08, 14.425, ['무스테크역', '프라하 중앙역'], ['무하 박물관', '구시가지 광장', '천문 시계']),
    d('말라 스트라나/Malá Strana', 50.088, 14.403, ['말로스트란스카역'], ['프라하 성', '카를교']),
    d('비노흐라디/Vinohrady', 50.076, 14.44, ['나메스티 미루역'], ['무하 박물관', '구시가지 광장']),
  ],
  '001011002': [
    d('구시가지/Old Town', 48.811, 14.316, ['체스키크룸로프 버스터미널'], ['체스키크룸로프 성', '망토 다리']),
  ],
  '001012001': [
    d('올드타운/Old Town', 42.641, 18.108, ['필레 게이트'], ['두브로브니크 성벽', '스르지산']),
    d('플로체/Ploče', 42.642, 18.115, ['플로체 게이트 정류장'], ['두브로브니크 성벽', '스르지산']),
    d('라파드/Lapad', 42.654, 18.07, ['라파드 버스 정류장'], ['두브로브니크 성벽']),
  ],
  '001012002': [
    d('고르니 그라드/Gornji Grad', 45.815, 15.974, ['반 옐라치치 광장 트램 정류장'], ['성 마르코 성당', '반 옐라치치 광장']),
    d('도니 그라드/Donji Grad', 45.808, 15.975, ['자그레브 중앙역'], ['반 옐라치치 광장', '성 마르코 성당']),
  ],
  '001012003': [
    d('구시가지/Grad', 43.508, 16.44, ['스플리트 버스터미널'], ['디오클레티아누스 궁전', '마르얀 언덕']),
    d('바치비체/Bačvice', 43.503, 16.447, ['스플리트역'], ['디오클레티아누스 궁전']),
  ],
  '001013001': [
    d('플라카/Plaka', 37.973, 23.729, ['아크로폴리역'], ['아크로폴리스', '아크로폴리스 박물관']),
    d('신타그마/Syntagma', 37.976, 23.735, ['신타그마역'], ['아크로폴리스 박물관', '리카비토스 언덕', '아크로폴리스']),
    d('모나스티라키/Monastiraki', 37.976, 23.725, ['모나스티라키역'], ['아크로폴리스', '아크로폴리스 박물관']),
  ],
  '001013002': [
    d('이아/Oia', 36.462, 25.376, ['이아 버스 정류장'], ['이아 마을']),
    d('피라/Fira', 36.417, 25.432, ['피라 버스터미널'], ['피라 절벽길']),
  ],
  '001014001': [
    d('술탄아흐메트/Sultanahmet', 41.006, 28.977, ['술탄아흐메트역'], ['아야 소피아', '블루 모스크', '톱카프 궁전']),
    d('탁심/Taksim', 41.037, 28.985, ['탁심역'], ['갈라타 탑']),
    d('갈라타/Galata', 41.026, 28.974, ['카라쾨이역'], ['갈라타 탑', '톱카프 궁전']),
  ],
  '002001001': [
    d('신주쿠/Shinjuku', 35.69, 139.7, ['신주쿠역'], ['시부야 스크램블 교차로']),
    d('시부야/Shibuya', 35.659, 139.701, ['시부야역'], ['시부야 스크램블 교차로', '도쿄 타워']),
    d('아사쿠사/Asakusa', 35.712, 139.796, ['아사쿠사역', '우에노역'], ['센소지', '도쿄 국립박물관']),
    d('긴자/Ginza', 35.672, 139.765, ['긴자역', '도쿄역'], ['도쿄 타워']),
  ],
  '002001002': [
    d('난바/Namba', 34.666, 135.501, ['난바역'], ['도톤보리']),
    d('우메다/Umeda', 34.702, 135.497, ['우메다역'], ['오사카 성']),
    d('신사이바시/Shinsaibashi', 34.674, 135.501, ['신사이바시역'], ['도톤보리', '오사카 성']),
  ],
  '002001003': [
    d('하카타/Hakata', 33.59, 130.42, ['하카타역'], ['캐널시티 하카타']),
    d('텐진/Tenjin', 33.591, 130.399, ['텐진역'], ['캐널시티 하카타', '후쿠오카 타워']),
  ],
  '002002001': [
    d('수쿰빗/Sukhumvit', 13.738, 100.56, ['아속역', '나나역'], ['방콕 왕궁', '왓 포']),
    d('시암/Siam', 13.746, 100.534, ['시암역'], ['방콕 왕궁', '왓 포']),
    d('카오산/Khao San', 13.759, 100.497, ['카오산 로드 정류장'], ['방콕 왕궁', '왓 포', '왓 아룬']),
  ],
  '002002002': [
    d('올드시티/Old City', 18.788, 98.987, ['타패 게이트'], ['치앙마이 나이트 바자', '도이수텝']),
    d('님만해민/Nimmanhaemin', 18.799, 98.968, ['님만해민 정류장'], ['도이수텝', '치앙마이 나이트 바자']),
  ],
  '002003001': [
    d('미케 비치/My Khe Beach', 16.06, 108.245, ['미케 비치 정류장'], ['미케 해변', '용다리', '바나힐']),
    d('한강/Han River', 16.068, 108.224, ['한시장'], ['용다리', '미케 해변', '바나힐']),
  ],
  '002003002': [
    d('구시가지/Old Quarter', 21.035, 105.85, ['동쑤언 시장 정류장'], ['호안끼엠 호수', '문묘']),
    d('호안끼엠/Hoan Kiem', 21.028, 105.852, ['하노이역'], ['호안끼엠 호수', '문묘']),
  ],
  '002004001': [
    d('시먼딩/Ximending', 25.042, 121.508, ['시먼역'], ['국립고궁박물원', '스린 야시장']),
    d('신이/Xinyi', 25.033, 121.565, ['타이베이 101/세계무역센터역'], ['타이베이 101']),
    d('중산/Zhongshan', 25.053, 121.52, ['중산역', '타이베이 메인역'], ['스린 야시장', '국립고궁박물원']),
  ],
  '003001001': [
    d('다운타운/Downtown', 49.283, -123.12, ['버라드역', '워터프론트역'], ['스탠리 파크', '그랜빌 아일랜드']),
    d('개스타운/Gastown', 49.284, -123.108, ['워터프론트역'], ['스탠리 파크', '캐필라노 서스펜션 브리지']),
    d('키칠라노/Kitsilano', 49.268, -123.16, ['키칠라노 버스 정류장'], ['그랜빌 아일랜드', '스탠리 파크']),
  ],
  '003001002': [
    d('다운타운/Downtown', 43.65, -79.383, ['유니언역'], ['CN 타워', '로열 온타리오 박물관']),
    d('요크빌/Yorkville', 43.671, -79.393, ['블루어-영역'], ['로열 온타리오 박물관', 'CN 타워']),
  ],
  '003002001': [
    d('미드타운/Midtown', 40.755, -73.984, ['타임스스퀘어역', '그랜드센트럴역'], ['타임스 스퀘어', '엠파이어 스테이트 빌딩', '뉴욕 현대미술관']),
    d('코리아타운/Koreatown', 40.748, -73.987, ['34번가 헤럴드스퀘어역', '펜스테이션'], ['엠파이어 스테이트 빌딩', '타임스 스퀘어']),
    d('로어 맨해튼/Lower Manhattan', 40.708, -74.011, ['풀턴스트리트역', '월스트리트역'], ['자유의 여신상']),
    d('브루클린/Brooklyn', 40.693, -73.99, ['버러홀역'], ['자유의 여신상']),
    d('어퍼웨스트사이드/Upper West Side', 40.787, -73.975, ['86번가역'], ['센트럴 파크', '메트로폴리탄 미술관']),
  ],
  '003002002': [
    d('코리아타운/Koreatown', 34.061, -118.3, ['윌셔/버몬트역'], ['그리피스 천문대', '할리우드 명예의 거리']),
    d('할리우드/Hollywood', 34.101, -118.329, ['할리우드/하일랜드역'], ['할리우드 명예의 거리', '그리피스 천문대']),
    d('산타모니카/Santa Monica', 34.015, -118.493, ['다운타운 산타모니카역'], ['산타모니카 피어', '게티 센터']),
    d('다운타운/Downtown', 34.05, -118.248, ['유니언역', '퍼싱스퀘어역'], ['그리피스 천문대']),
  ],
  '003002003': [
    d('유니언 스퀘어/Union Square', 37.788, -122.4075, ['파웰역'], ['피어 39', '알카트라즈 섬']),
    d('피셔맨스 워프/Fisherman\'s Wharf', 37.808, -122.417, ['피셔맨스 워프 케이블카 정류장'], ['피어 39', '알카트라즈 섬', '금문교']),
  ],
  '003002004': [
    d('스트립/The Strip', 36.115, -115.173, ['스트립 모노레일역'], ['벨라지오 분수쇼']),
    d('다운타운/Downtown', 36.17, -115.142, ['다운타운 버스 터미널'], ['프리몬트 스트리트']),
  ],
  '005001001': [
    d('시티/CBD', -33.87, 151.207, ['타운홀역', '센트럴역'], ['오페라 하우스', '하버 브리지']),
    d('서큘러 키/Circular Quay', -33.861, 151.211, ['서큘러키역'], ['오페라 하우스', '하버 브리지']),
    d('본다이/Bondi', -33.891, 151.274, ['본다이 정션역'], ['본다이 비치']),
    d('달링하버/Darling Harbour', -33.873, 151.199, ['타운홀역'], ['하버 브리지', '오페라 하우스']),
  ],
  '005001002': [
    d('시티/CBD', -37.814, 144.963, ['플린더스 스트리트역', '서던크로스역'], ['플린더스 스트리트역', '호시어 레인', '빅토리아 국립미술관']),
    d('사우스뱅크/Southbank', -37.823, 144.965, ['플린더스 스트리트역'], ['빅토리아 국립미술관', '플린더스 스트리트역', '호시어 레인']),
    d('세인트킬다/St Kilda', -37.864, 144.98, ['세인트킬다 트램 정류장'], ['빅토리아 국립미술관']),
  ],
  '005001003': [
    d('시티/CBD', -27.47, 153.024, ['센트럴역', '로마 스트리트역'], ['스토리 브리지', '사우스뱅크 파크랜드']),
    d('사우스뱅크/South Bank', -27.48, 153.023, ['사우스 브리즈번역'], ['사우스뱅크 파크랜드', '스토리 브리지']),
  ],
  '005002001': [
    d('시티/CBD', -36.848, 174.765, ['브리토마트역'], ['스카이 타워', '마운트 이든']),
    d('폰슨비/Ponsonby', -36.853, 174.745, ['폰슨비 로드 버스 정류장'], ['스카이 타워', '마운트 이든']),
  ],
  '005002002': [
    d('시내/Town Centre', -45.031, 168.661, ['퀸스타운 시내 버스정류장'], ['스카이라인 곤돌라', '와카티푸 호수']),
    d('프랭크턴/Frankton', -45.019, 168.737, ['프랭크턴 버스 허브'], ['와카티푸 호수']),
  ],
};

export const CITIES: readonly CitySeed[] = [
  city({
    code: '001001001', ko: '런던', en: 'London', timeZone: 'Europe/London', lat: 51.5074, lng: -0.1278, skyline: 'clocktower', counts: [50, 22, 16],
    stations: ['빅토리아역', '킹스크로스역', '패딩턴역', '얼스코트역', '워털루역', '리버풀스트리트역', '베이커스트리트역'],
    landmarks: [
      lm('빅벤', 'Big Ben', 51.5007, -0.1246), lm('대영박물관', 'British Museum', 51.5194, -0.127, 'museum'),
      lm('내셔널 갤러리', 'National Gallery', 51.5089, -0.1283, 'museum'), lm('타워 브리지', 'Tower Bridge', 51.5055, -0.0754, 'night'),
      lm('런던 아이', 'London Eye', 51.5033, -0.1196, 'night'), lm('버킹엄 궁전', 'Buckingham Palace', 51.5014, -0.1419),
    ],
    dayTrips: ['옥스퍼드', '코츠월드', '세븐시스터즈', '바스·스톤헨지'],
  }),
  city({
    code: '001001002', ko: '에든버러', en: 'Edinburgh', timeZone: 'Europe/London', lat: 55.9533, lng: -3.1883, skyline: 'castle', counts: [6, 4, 5],
    stations: ['웨이벌리역', '헤이마켓역'],
    landmarks: [lm('에든버러 성', 'Edinburgh Castle', 55.9486, -3.1999), lm('칼튼 힐', 'Calton Hill', 55.9556, -3.1828, 'night'), lm('로열 마일', 'Royal Mile', 55.95, -3.187)],
    dayTrips: ['스코틀랜드 하일랜드'],
  }),
  city({
    code: '001002001', ko: '파리', en: 'Paris', timeZone: 'Europe/Paris', lat: 48.8566, lng: 2.3522, skyline: 'eiffel', counts: [60, 26, 18],
    stations: ['몽파르나스역', '북역', '동역', '리옹역', '생라자르역', '오페라역', '샤틀레역', '트로카데로역'],
    landmarks: [
      lm('에펠탑', 'Eiffel Tower', 48.8584, 2.2945, 'night'), lm('루브르 박물관', 'Louvre Museum', 48.8606, 2.3376, 'museum'),
      lm('오르세 미술관', 'Musée d\'Orsay', 48.86, 2.3266, 'museum'), lm('개선문', 'Arc de Triomphe', 48.8738, 2.295),
      lm('사크레쾨르 대성당', 'Sacré-Cœur', 48.8867, 2.3431), lm('노트르담 대성당', 'Notre-Dame de Paris', 48.853, 2.3499),
      lm('오랑주리 미술관', 'Musée de l\'Orangerie', 48.8638, 2.3227, 'museum'),
    ],
    dayTrips: ['몽생미셸', '베르사유 궁전', '지베르니', '루앙·에트르타'],
  }),
  city({
    code: '001002002', ko: '니스', en: 'Nice', timeZone: 'Europe/Paris', lat: 43.7102, lng: 7.262, skyline: 'seaside', counts: [6, 4, 5],
    stations: ['니스 빌역', '마세나 광장 정류장'],
    landmarks: [lm('영국인 산책로', 'Promenade des Anglais', 43.695, 7.265, 'nature'), lm('샤토 언덕', 'Colline du Château', 43.6951, 7.281, 'night'), lm('샤갈 미술관', 'Musée Marc Chagall', 43.7092, 7.2696, 'museum')],
    dayTrips: ['모나코·에즈', '생폴드방스'],
  }),
  city({
    code: '001002003', ko: '리옹', en: 'Lyon', timeZone: 'Europe/Paris', lat: 45.764, lng: 4.8357, skyline: 'dome', counts: [3, 2, 4],
    stations: ['파르디외역', '벨쿠르역'],
    landmarks: [lm('푸르비에르 대성당', 'Basilique de Fourvière', 45.7623, 4.8227, 'night'), lm('벨쿠르 광장', 'Place Bellecour', 45.7578, 4.832)],
  }),
  city({
    code: '001003001', ko: '로마', en: 'Rome', timeZone: 'Europe/Rome', lat: 41.9028, lng: 12.4964, skyline: 'colosseum', counts: [45, 22, 16],
    stations: ['테르미니역', '오타비아노역', '스파냐역', '콜로세오역', '레푸블리카역'],
    landmarks: [
      lm('콜로세움', 'Colosseum', 41.8902, 12.4922), lm('바티칸 박물관', 'Vatican Museums', 41.9065, 12.4536, 'museum'),
      lm('성 베드로 대성당', 'St. Peter\'s Basilica', 41.9022, 12.4539), lm('트레비 분수', 'Trevi Fountain', 41.9009, 12.4833, 'night'),
      lm('판테온', 'Pantheon', 41.8986, 12.4769), lm('보르게세 미술관', 'Galleria Borghese', 41.9142, 12.4923, 'museum'),
    ],
    dayTrips: ['남부 (폼페이·포지타노)', '오르비에토·치비타', '티볼리'],
  }),
  city({
    code: '001003002', ko: '피렌체', en: 'Florence', timeZone: 'Europe/Rome', lat: 43.7696, lng: 11.2558, skyline: 'dome', counts: [18, 10, 8],
    stations: ['산타마리아노벨라역', '두오모 광장 정류장'],
    landmarks: [
      lm('피렌체 두오모', 'Florence Cathedral', 43.7731, 11.256), lm('우피치 미술관', 'Uffizi Gallery', 43.7678, 11.2553, 'museum'),
      lm('아카데미아 미술관', 'Galleria dell\'Accademia', 43.7768, 11.2586, 'museum'), lm('미켈란젤로 광장', 'Piazzale Michelangelo', 43.7629, 11.265, 'night'),
      lm('베키오 다리', 'Ponte Vecchio', 43.768, 11.2531),
    ],
    dayTrips: ['토스카나 (시에나·산지미냐노)', '피사', '친퀘테레'],
  }),
  city({
    code: '001003003', ko: '베네치아', en: 'Venice', timeZone: 'Europe/Rome', lat: 45.4408, lng: 12.3155, skyline: 'canal', counts: [14, 8, 8],
    stations: ['산타루치아역', '메스트레역'],
    landmarks: [
      lm('산마르코 광장', 'Piazza San Marco', 45.4341, 12.3388, 'night'), lm('리알토 다리', 'Rialto Bridge', 45.438, 12.3358),
      lm('두칼레 궁전', 'Doge\'s Palace', 45.4337, 12.3404, 'museum'), lm('페기 구겐하임 컬렉션', 'Peggy Guggenheim Collection', 45.4308, 12.3315, 'museum'),
    ],
    dayTrips: ['부라노·무라노', '돌로미티'],
  }),
  city({
    code: '001003004', ko: '밀라노', en: 'Milan', timeZone: 'Europe/Rome', lat: 45.4642, lng: 9.19, skyline: 'gothic', counts: [8, 5, 7],
    stations: ['밀라노 중앙역', '두오모역'],
    landmarks: [
      lm('밀라노 두오모', 'Milan Cathedral', 45.4641, 9.1919), lm('최후의 만찬', 'The Last Supper', 45.4659, 9.171, 'museum'),
      lm('스포르체스코 성', 'Castello Sforzesco', 45.4705, 9.1793), lm('갤러리아 비토리오 에마누엘레 2세', 'Galleria Vittorio Emanuele II', 45.4656, 9.19, 'night'),
    ],
    dayTrips: ['코모 호수'],
  }),
  city({
    code: '001003005', ko: '나폴리', en: 'Naples', timeZone: 'Europe/Rome', lat: 40.8518, lng: 14.2681, skyline: 'seaside', counts: [4, 4, 4],
    stations: ['나폴리 중앙역'],
    landmarks: [lm('나폴리 국립고고학박물관', 'National Archaeological Museum', 40.8535, 14.2505, 'museum'), lm('누오보 성', 'Castel Nuovo', 40.8384, 14.2531)],
    dayTrips: ['폼페이', '아말피 해안'],
  }),
  city({
    code: '001004001', ko: '바르셀로나', en: 'Barcelona', timeZone: 'Europe/Madrid', lat: 41.3851, lng: 2.1734, skyline: 'spires', counts: [36, 16, 12],
    stations: ['산츠역', '카탈루냐 광장역', '파세이그 데 그라시아역', '사그라다 파밀리아역'],
    landmarks: [
      lm('사그라다 파밀리아', 'Sagrada Família', 41.4036, 2.1744), lm('구엘 공원', 'Park Güell', 41.4145, 2.1527),
      lm('카사 바트요', 'Casa Batlló', 41.3916, 2.1649, 'night'), lm('피카소 미술관', 'Museu Picasso', 41.3852, 2.181, 'museum'),
      lm('몬주익 분수', 'Magic Fountain of Montjuïc', 41.3712, 2.1517, 'night'),
    ],
    dayTrips: ['몬세라트', '시체스', '지로나'],
  }),
  city({
    code: '001004002', ko: '마드리드', en: 'Madrid', timeZone: 'Europe/Madrid', lat: 40.4168, lng: -3.7038, skyline: 'dome', counts: [10, 6, 7],
    stations: ['솔역', '아토차역', '그란비아역'],
    landmarks: [
      lm('프라도 미술관', 'Museo del Prado', 40.4138, -3.6921, 'museum'), lm('마드리드 왕궁', 'Royal Palace of Madrid', 40.418, -3.7143),
      lm('레티로 공원', 'Retiro Park', 40.4153, -3.6845, 'nature'), lm('마요르 광장', 'Plaza Mayor', 40.4155, -3.7074, 'night'),
    ],
    dayTrips: ['톨레도', '세고비아'],
  }),
  city({
    code: '001004003', ko: '세비야', en: 'Seville', timeZone: 'Europe/Madrid', lat: 37.3891, lng: -5.9845, skyline: 'gothic', counts: [4, 4, 4],
    stations: ['산타후스타역'],
    landmarks: [lm('세비야 대성당', 'Seville Cathedral', 37.3861, -5.9926), lm('스페인 광장', 'Plaza de España', 37.3772, -5.9869, 'night'), lm('세비야 알카사르', 'Real Alcázar', 37.3831, -5.9903)],
    dayTrips: ['론다'],
  }),
  city({
    code: '001004004', ko: '그라나다', en: 'Granada', timeZone: 'Europe/Madrid', lat: 37.1773, lng: -3.5986, skyline: 'castle', counts: [3, 3, 3],
    stations: ['그라나다역'],
    landmarks: [lm('알함브라 궁전', 'Alhambra', 37.1761, -3.5881), lm('산 니콜라스 전망대', 'Mirador de San Nicolás', 37.1811, -3.5926, 'night')],
  }),
  city({
    code: '001005001', ko: '인터라켄', en: 'Interlaken', timeZone: 'Europe/Zurich', lat: 46.6863, lng: 7.8632, skyline: 'mountains', counts: [8, 7, 4],
    stations: ['인터라켄 동역', '인터라켄 서역'],
    landmarks: [lm('융프라우요흐', 'Jungfraujoch', 46.5475, 7.9851, 'nature'), lm('하더쿨름', 'Harder Kulm', 46.6975, 7.8517, 'nature'), lm('피르스트', 'First', 46.659, 8.0545, 'nature')],
    dayTrips: ['그린델발트', '라우터브루넨'],
  }),
  city({
    code: '001005002', ko: '취리히', en: 'Zurich', timeZone: 'Europe/Zurich', lat: 47.3769, lng: 8.5417, skyline: 'mountains', counts: [3, 3, 5],
    stations: ['취리히 중앙역'],
    landmarks: [lm('취리히 호수', 'Lake Zurich', 47.3667, 8.5417, 'nature'), lm('그로스뮌스터', 'Grossmünster', 47.3701, 8.5442)],
    dayTrips: ['라인 폭포'],
  }),
  city({
    code: '001005003', ko: '루체른', en: 'Lucerne', timeZone: 'Europe/Zurich', lat: 47.0502, lng: 8.3093, skyline: 'mountains', counts: [3, 3, 4],
    stations: ['루체른역'],
    landmarks: [lm('카펠교', 'Chapel Bridge', 47.0517, 8.3075), lm('리기산', 'Mount Rigi', 47.0567, 8.4851, 'nature'), lm('필라투스', 'Mount Pilatus', 46.9791, 8.2551, 'nature')],
  }),
  city({
    code: '001006001', ko: '뮌헨', en: 'Munich', timeZone: 'Europe/Berlin', lat: 48.1351, lng: 11.582, skyline: 'gothic', counts: [8, 5, 6],
    stations: ['뮌헨 중앙역', '마리엔플라츠역'],
    landmarks: [lm('마리엔 광장', 'Marienplatz', 48.1374, 11.5755), lm('님펜부르크 궁전', 'Nymphenburg Palace', 48.1583, 11.5033), lm('알테 피나코테크', 'Alte Pinakothek', 48.1482, 11.57, 'museum')],
    dayTrips: ['노이슈반슈타인 성', '잘츠부르크'],
  }),
  city({
    code: '001006002', ko: '베를린', en: 'Berlin', timeZone: 'Europe/Berlin', lat: 52.52, lng: 13.405, skyline: 'tvtower', counts: [10, 5, 7],
    stations: ['베를린 중앙역', '알렉산더플라츠역', '프리드리히슈트라세역'],
    landmarks: [
      lm('브란덴부르크 문', 'Brandenburg Gate', 52.5163, 13.3777, 'night'), lm('박물관 섬', 'Museum Island', 52.5169, 13.4019, 'museum'),
      lm('이스트사이드 갤러리', 'East Side Gallery', 52.505, 13.4396), lm('베를린 TV탑', 'Berlin TV Tower', 52.5208, 13.4094, 'night'),
    ],
    dayTrips: ['포츠담'],
  }),
  city({
    code: '001006003', ko: '프랑크푸르트', en: 'Frankfurt', timeZone: 'Europe/Berlin', lat: 50.1109, lng: 8.6821, skyline: 'skyscrapers', counts: [3, 2, 5],
    stations: ['프랑크푸르트 중앙역'],
    landmarks: [lm('뢰머 광장', 'Römerberg', 50.1106, 8.6821), lm('마인 타워', 'Main Tower', 50.1125, 8.6721, 'night')],
    dayTrips: ['하이델베르크'],
  }),
  city({
    code: '001007001', ko: '빈', en: 'Vienna', timeZone: 'Europe/Vienna', lat: 48.2082, lng: 16.3738, skyline: 'gothic', counts: [12, 7, 7],
    stations: ['빈 서역', '빈 중앙역', '슈테판플라츠역'],
    landmarks: [
      lm('슈테판 대성당', 'St. Stephen\'s Cathedral', 48.2085, 16.3731), lm('쇤브룬 궁전', 'Schönbrunn Palace', 48.1845, 16.3122),
      lm('벨베데레 궁전', 'Belvedere', 48.1915, 16.3809, 'museum'), lm('빈 국립 오페라 극장', 'Vienna State Opera', 48.203, 16.369, 'night'),
      lm('빈 미술사 박물관', 'Kunsthistorisches Museum', 48.2039, 16.3616, 'museum'),
    ],
    dayTrips: ['할슈타트', '바하우 계곡'],
  }),
  city({
    code: '001007002', ko: '잘츠부르크', en: 'Salzburg', timeZone: 'Europe/Vienna', lat: 47.8095, lng: 13.055, skyline: 'castle', counts: [4, 4, 3],
    stations: ['잘츠부르크 중앙역'],
    landmarks: [lm('호엔잘츠부르크 성', 'Hohensalzburg Fortress', 47.795, 13.0477, 'night'), lm('미라벨 정원', 'Mirabell Gardens', 47.8058, 13.0419, 'nature')],
    dayTrips: ['할슈타트', '잘츠카머구트'],
  }),
  city({
    code: '001008001', ko: '암스테르담', en: 'Amsterdam', timeZone: 'Europe/Amsterdam', lat: 52.3676, lng: 4.9041, skyline: 'canal', counts: [8, 6, 7],
    stations: ['암스테르담 중앙역', '담 광장 트램 정류장'],
    landmarks: [
      lm('국립미술관', 'Rijksmuseum', 52.36, 4.8852, 'museum'), lm('반 고흐 미술관', 'Van Gogh Museum', 52.3584, 4.8811, 'museum'),
      lm('안네 프랑크의 집', 'Anne Frank House', 52.3752, 4.884), lm('담 광장', 'Dam Square', 52.3731, 4.8926, 'night'),
    ],
    dayTrips: ['잔세스칸스', '쾨켄호프'],
  }),
  city({
    code: '001009001', ko: '리스본', en: 'Lisbon', timeZone: 'Europe/Lisbon', lat: 38.7223, lng: -9.1393, skyline: 'bridge', counts: [10, 6, 6],
    stations: ['호시우역', '산타 아폴로니아역'],
    landmarks: [
      lm('벨렝탑', 'Belém Tower', 38.6916, -9.216), lm('제로니무스 수도원', 'Jerónimos Monastery', 38.6979, -9.2068),
      lm('코메르시우 광장', 'Praça do Comércio', 38.7077, -9.1365), lm('상 조르즈 성', 'São Jorge Castle', 38.7139, -9.1335, 'night'),
    ],
    dayTrips: ['신트라·호카곶'],
  }),
  city({
    code: '001009002', ko: '포르투', en: 'Porto', timeZone: 'Europe/Lisbon', lat: 41.1579, lng: -8.6291, skyline: 'bridge', counts: [6, 4, 4],
    stations: ['상벤투역', '볼량역'],
    landmarks: [lm('동 루이스 1세 다리', 'Dom Luís I Bridge', 41.14, -8.6094, 'night'), lm('렐루 서점', 'Livraria Lello', 41.1469, -8.6148)],
    dayTrips: ['도루 밸리'],
  }),
  city({
    code: '001010001', ko: '부다페스트', en: 'Budapest', timeZone: 'Europe/Budapest', lat: 47.4979, lng: 19.0402, skyline: 'gothic', counts: [12, 7, 6],
    stations: ['데아크 광장역', '켈레티역', '뉴가티역'],
    landmarks: [
      lm('국회의사당', 'Hungarian Parliament', 47.507, 19.0456, 'night'), lm('어부의 요새', 'Fisherman\'s Bastion', 47.5022, 19.0348),
      lm('세체니 온천', 'Széchenyi Thermal Bath', 47.5186, 19.0817, 'nature'), lm('세체니 다리', 'Széchenyi Chain Bridge', 47.499, 19.0438, 'night'),
    ],
    dayTrips: ['센텐드레·도나우벤트'],
  }),
  city({
    code: '001011001', ko: '프라하', en: 'Prague', timeZone: 'Europe/Prague', lat: 50.0755, lng: 14.4378, skyline: 'gothic', counts: [32, 14, 10],
    stations: ['프라하 중앙역', '무스테크역', '나메스티 미루역', '플로렌츠 버스터미널'],
    landmarks: [
      lm('프라하 성', 'Prague Castle', 50.0911, 14.4016, 'night'), lm('카를교', 'Charles Bridge', 50.0865, 14.4114, 'night'),
      lm('구시가지 광장', 'Old Town Square', 50.0875, 14.4213), lm('천문 시계', 'Prague Astronomical Clock', 50.087, 14.4207),
      lm('무하 박물관', 'Mucha Museum', 50.0845, 14.4262, 'museum'),
    ],
    dayTrips: ['체스키크룸로프', '카를로비바리'],
  }),
  city({
    code: '001011002', ko: '체스키크룸로프', en: 'Český Krumlov', timeZone: 'Europe/Prague', lat: 48.8127, lng: 14.3175, skyline: 'castle', counts: [4, 2, 2],
    stations: ['체스키크룸로프 버스터미널'],
    landmarks: [lm('체스키크룸로프 성', 'Český Krumlov Castle', 48.8129, 14.3154, 'night'), lm('망토 다리', 'Cloak Bridge', 48.8126, 14.3138)],
  }),
  city({
    code: '001012001', ko: '두브로브니크', en: 'Dubrovnik', timeZone: 'Europe/Zagreb', lat: 42.6507, lng: 18.0944, skyline: 'seaside', counts: [5, 4, 4],
    stations: ['두브로브니크 버스터미널', '필레 게이트'],
    landmarks: [lm('두브로브니크 성벽', 'Walls of Dubrovnik', 42.641, 18.108), lm('스르지산', 'Mount Srđ', 42.6478, 18.111, 'night')],
  }),
  city({
    code: '001012002', ko: '자그레브', en: 'Zagreb', timeZone: 'Europe/Zagreb', lat: 45.815, lng: 15.9819, skyline: 'gothic', counts: [4, 3, 3],
    stations: ['자그레브 중앙역', '자그레브 버스터미널'],
    landmarks: [lm('성 마르코 성당', 'St. Mark\'s Church', 45.8163, 15.9735), lm('반 옐라치치 광장', 'Ban Jelačić Square', 45.8131, 15.9775, 'night')],
    dayTrips: ['플리트비체'],
  }),
  city({
    code: '001012003', ko: '스플리트', en: 'Split', timeZone: 'Europe/Zagreb', lat: 43.5081, lng: 16.4402, skyline: 'seaside', counts: [3, 3, 3],
    stations: ['스플리트 버스터미널'],
    landmarks: [lm('디오클레티아누스 궁전', 'Diocletian\'s Palace', 43.5083, 16.4402), lm('마르얀 언덕', 'Marjan Hill', 43.509, 16.423, 'nature')],
    dayTrips: ['흐바르'],
  }),
  city({
    code: '001013001', ko: '아테네', en: 'Athens', timeZone: 'Europe/Athens', lat: 37.9838, lng: 23.7275, skyline: 'temple', counts: [4, 4, 5],
    stations: ['신타그마역', '모나스티라키역'],
    landmarks: [lm('아크로폴리스', 'Acropolis', 37.9715, 23.7257), lm('아크로폴리스 박물관', 'Acropolis Museum', 37.9685, 23.7286, 'museum'), lm('리카비토스 언덕', 'Mount Lycabettus', 37.9818, 23.7432, 'night')],
    dayTrips: ['수니온곶', '메테오라'],
  }),
  city({
    code: '001013002', ko: '산토리니', en: 'Santorini', timeZone: 'Europe/Athens', lat: 36.3932, lng: 25.4615, skyline: 'whitewash', counts: [3, 3, 5],
    stations: ['피라 버스터미널'],
    landmarks: [lm('이아 마을', 'Oia', 36.4618, 25.3753, 'night'), lm('피라 절벽길', 'Fira Caldera Path', 36.4167, 25.4317, 'nature')],
  }),
  city({
    code: '001014001', ko: '이스탄불', en: 'Istanbul', timeZone: 'Europe/Istanbul', lat: 41.0082, lng: 28.9784, skyline: 'mosque', counts: [5, 5, 6],
    stations: ['술탄아흐메트역', '탁심역'],
    landmarks: [
      lm('아야 소피아', 'Hagia Sophia', 41.0086, 28.9802), lm('블루 모스크', 'Blue Mosque', 41.0054, 28.9768),
      lm('톱카프 궁전', 'Topkapı Palace', 41.0115, 28.9834, 'museum'), lm('갈라타 탑', 'Galata Tower', 41.0256, 28.9742, 'night'),
    ],
  }),
  city({
    code: '002001001', ko: '도쿄', en: 'Tokyo', timeZone: 'Asia/Tokyo', lat: 35.6762, lng: 139.6503, skyline: 'pagoda', counts: [4, 6, 8],
    stations: ['신주쿠역', '시부야역', '도쿄역', '우에노역'],
    landmarks: [
      lm('센소지', 'Sensō-ji', 35.7148, 139.7967), lm('도쿄 타워', 'Tokyo Tower', 35.6586, 139.7454, 'night'),
      lm('시부야 스크램블 교차로', 'Shibuya Crossing', 35.6595, 139.7005), lm('도쿄 국립박물관', 'Tokyo National Museum', 35.7188, 139.7765, 'museum'),
    ],
    dayTrips: ['하코네', '가마쿠라', '닛코'],
  }),
  city({
    code: '002001002', ko: '오사카', en: 'Osaka', timeZone: 'Asia/Tokyo', lat: 34.6937, lng: 135.5023, skyline: 'pagoda', counts: [3, 5, 7],
    stations: ['난바역', '우메다역', '신사이바시역'],
    landmarks: [lm('오사카 성', 'Osaka Castle', 34.6873, 135.5262), lm('도톤보리', 'Dōtonbori', 34.6687, 135.5013, 'night'), lm('유니버설 스튜디오 재팬', 'Universal Studios Japan', 34.6654, 135.4323)],
    dayTrips: ['교토', '나라'],
  }),
  city({
    code: '002001003', ko: '후쿠오카', en: 'Fukuoka', timeZone: 'Asia/Tokyo', lat: 33.5904, lng: 130.4017, skyline: 'tvtower', counts: [2, 3, 4],
    stations: ['하카타역', '텐진역'],
    landmarks: [lm('후쿠오카 타워', 'Fukuoka Tower', 33.5933, 130.3515, 'night'), lm('캐널시티 하카타', 'Canal City Hakata', 33.5897, 130.4108)],
    dayTrips: ['유후인', '다자이후'],
  }),
  city({
    code: '002002001', ko: '방콕', en: 'Bangkok', timeZone: 'Asia/Bangkok', lat: 13.7563, lng: 100.5018, skyline: 'stupa', counts: [3, 5, 6],
    stations: ['아속역', '시암역', '나나역'],
    landmarks: [lm('왓 아룬', 'Wat Arun', 13.7437, 100.4888, 'night'), lm('방콕 왕궁', 'Grand Palace', 13.75, 100.4913), lm('왓 포', 'Wat Pho', 13.7465, 100.493)],
    dayTrips: ['담넌사두억 수상시장', '아유타야'],
  }),
  city({
    code: '002002002', ko: '치앙마이', en: 'Chiang Mai', timeZone: 'Asia/Bangkok', lat: 18.7883, lng: 98.9853, skyline: 'stupa', counts: [2, 3, 3],
    stations: ['타패 게이트'],
    landmarks: [lm('도이수텝', 'Doi Suthep', 18.8049, 98.9216, 'nature'), lm('치앙마이 나이트 바자', 'Night Bazaar', 18.7865, 99.0005, 'night')],
  }),
  city({
    code: '002003001', ko: '다낭', en: 'Da Nang', timeZone: 'Asia/Ho_Chi_Minh', lat: 16.0544, lng: 108.2022, skyline: 'seaside', counts: [3, 5, 6],
    stations: ['한시장'],
    landmarks: [lm('바나힐', 'Ba Na Hills', 15.9977, 107.9886, 'nature'), lm('용다리', 'Dragon Bridge', 16.0612, 108.2274, 'night'), lm('미케 해변', 'My Khe Beach', 16.062, 108.247, 'nature')],
    dayTrips: ['호이안'],
  }),
  city({
    code: '002003002', ko: '하노이', en: 'Hanoi', timeZone: 'Asia/Ho_Chi_Minh', lat: 21.0278, lng: 105.8342, skyline: 'stupa', counts: [2, 3, 4],
    stations: ['하노이역'],
    landmarks: [lm('호안끼엠 호수', 'Hoan Kiem Lake', 21.0288, 105.8525, 'night'), lm('문묘', 'Temple of Literature', 21.0293, 105.8355)],
    dayTrips: ['하롱베이', '닌빈'],
  }),
  city({
    code: '002004001', ko: '타이베이', en: 'Taipei', timeZone: 'Asia/Taipei', lat: 25.033, lng: 121.5654, skyline: 'skyscrapers', counts: [2, 4, 5],
    stations: ['타이베이 메인역', '시먼역', '중산역'],
    landmarks: [lm('타이베이 101', 'Taipei 101', 25.034, 121.5645, 'night'), lm('국립고궁박물원', 'National Palace Museum', 25.1024, 121.5485, 'museum'), lm('스린 야시장', 'Shilin Night Market', 25.088, 121.5241, 'night')],
    dayTrips: ['예스진지 (예류·스펀·진과스·지우펀)'],
  }),
  city({
    code: '003001001', ko: '밴쿠버', en: 'Vancouver', timeZone: 'America/Vancouver', lat: 49.2827, lng: -123.1207, skyline: 'mountains', counts: [4, 3, 4],
    stations: ['워터프론트역', '버라드역'],
    landmarks: [lm('스탠리 파크', 'Stanley Park', 49.3043, -123.1443, 'nature'), lm('캐필라노 서스펜션 브리지', 'Capilano Suspension Bridge', 49.3429, -123.1149, 'nature'), lm('그랜빌 아일랜드', 'Granville Island', 49.2712, -123.134)],
    dayTrips: ['휘슬러'],
  }),
  city({
    code: '003001002', ko: '토론토', en: 'Toronto', timeZone: 'America/Toronto', lat: 43.6532, lng: -79.3832, skyline: 'tvtower', counts: [4, 3, 4],
    stations: ['유니언역', '블루어-영역'],
    landmarks: [lm('CN 타워', 'CN Tower', 43.6426, -79.3871, 'night'), lm('로열 온타리오 박물관', 'Royal Ontario Museum', 43.6677, -79.3948, 'museum')],
    dayTrips: ['나이아가라 폭포'],
  }),
  city({
    code: '003002001', ko: '뉴욕', en: 'New York', timeZone: 'America/New_York', lat: 40.7128, lng: -74.006, skyline: 'skyscrapers', counts: [12, 8, 10],
    stations: ['펜스테이션', '타임스스퀘어역', '그랜드센트럴역', '34번가 헤럴드스퀘어역'],
    landmarks: [
      lm('타임스 스퀘어', 'Times Square', 40.758, -73.9855, 'night'), lm('메트로폴리탄 미술관', 'The Metropolitan Museum of Art', 40.7794, -73.9632, 'museum'),
      lm('자유의 여신상', 'Statue of Liberty', 40.6892, -74.0445), lm('센트럴 파크', 'Central Park', 40.7829, -73.9654, 'nature'),
      lm('엠파이어 스테이트 빌딩', 'Empire State Building', 40.7484, -73.9857, 'night'), lm('뉴욕 현대미술관', 'Museum of Modern Art', 40.7614, -73.9776, 'museum'),
    ],
    dayTrips: ['워싱턴 D.C.', '우드버리 아울렛'],
  }),
  city({
    code: '003002002', ko: '로스앤젤레스', en: 'Los Angeles', timeZone: 'America/Los_Angeles', lat: 34.0522, lng: -118.2437, skyline: 'palms', counts: [6, 5, 6],
    stations: ['윌셔/버몬트역', '유니언역', '할리우드/하일랜드역'],
    landmarks: [
      lm('그리피스 천문대', 'Griffith Observatory', 34.1184, -118.3004, 'night'), lm('할리우드 명예의 거리', 'Hollywood Walk of Fame', 34.1016, -118.3269),
      lm('게티 센터', 'Getty Center', 34.078, -118.4741, 'museum'), lm('산타모니카 피어', 'Santa Monica Pier', 34.0094, -118.4973, 'nature'),
    ],
    dayTrips: ['샌디에이고'],
  }),
  city({
    code: '003002003', ko: '샌프란시스코', en: 'San Francisco', timeZone: 'America/Los_Angeles', lat: 37.7749, lng: -122.4194, skyline: 'bridge', counts: [3, 3, 4],
    stations: ['파웰역', '엠바카데로역'],
    landmarks: [lm('금문교', 'Golden Gate Bridge', 37.8199, -122.4783, 'night'), lm('알카트라즈 섬', 'Alcatraz Island', 37.8267, -122.423), lm('피어 39', 'Pier 39', 37.8087, -122.4098)],
    dayTrips: ['요세미티', '나파 밸리'],
  }),
  city({
    code: '003002004', ko: '라스베이거스', en: 'Las Vegas', timeZone: 'America/Los_Angeles', lat: 36.1699, lng: -115.1398, skyline: 'skyscrapers', counts: [2, 4, 4],
    stations: ['스트립 모노레일역'],
    landmarks: [lm('벨라지오 분수쇼', 'Fountains of Bellagio', 36.1126, -115.1767, 'night'), lm('프리몬트 스트리트', 'Fremont Street', 36.1707, -115.144, 'night')],
    dayTrips: ['그랜드캐니언', '앤털로프 캐니언'],
  }),
  city({
    code: '005001001', ko: '시드니', en: 'Sydney', timeZone: 'Australia/Sydney', lat: -33.8688, lng: 151.2093, skyline: 'opera', counts: [10, 6, 7],
    stations: ['센트럴역', '타운홀역', '서큘러키역'],
    landmarks: [lm('오페라 하우스', 'Sydney Opera House', -33.8568, 151.2153, 'night'), lm('하버 브리지', 'Sydney Harbour Bridge', -33.8523, 151.2108), lm('본다이 비치', 'Bondi Beach', -33.8915, 151.2767, 'nature')],
    dayTrips: ['블루마운틴', '포트스티븐스'],
  }),
  city({
    code: '005001002', ko: '멜버른', en: 'Melbourne', timeZone: 'Australia/Melbourne', lat: -37.8136, lng: 144.9631, skyline: 'skyscrapers', counts: [8, 5, 6],
    stations: ['플린더스 스트리트역', '서던크로스역'],
    landmarks: [lm('플린더스 스트리트역', 'Flinders Street Station', -37.8183, 144.9671), lm('호시어 레인', 'Hosier Lane', -37.8166, 144.969), lm('빅토리아 국립미술관', 'National Gallery of Victoria', -37.8226, 144.9689, 'museum')],
    dayTrips: ['그레이트 오션 로드', '필립 아일랜드'],
  }),
  city({
    code: '005001003', ko: '브리즈번', en: 'Brisbane', timeZone: 'Australia/Brisbane', lat: -27.4698, lng: 153.0251, skyline: 'bridge', counts: [2, 2, 3],
    stations: ['센트럴역', '로마 스트리트역'],
    landmarks: [lm('사우스뱅크 파크랜드', 'South Bank Parklands', -27.479, 153.023, 'nature'), lm('스토리 브리지', 'Story Bridge', -27.4634, 153.0359, 'night')],
    dayTrips: ['골드코스트'],
  }),
  city({
    code: '005002001', ko: '오클랜드', en: 'Auckland', timeZone: 'Pacific/Auckland', lat: -36.8485, lng: 174.7633, skyline: 'tvtower', counts: [3, 3, 4],
    stations: ['브리토마트역'],
    landmarks: [lm('스카이 타워', 'Sky Tower', -36.8485, 174.7622, 'night'), lm('마운트 이든', 'Mount Eden', -36.877, 174.764, 'nature')],
    dayTrips: ['호비튼 영화 촬영지', '와이토모 동굴'],
  }),
  city({
    code: '005002002', ko: '퀸스타운', en: 'Queenstown', timeZone: 'Pacific/Auckland', lat: -45.0312, lng: 168.6626, skyline: 'mountains', counts: [3, 4, 3],
    stations: ['퀸스타운 시내 버스정류장'],
    landmarks: [lm('스카이라인 곤돌라', 'Skyline Gondola', -45.028, 168.65, 'nature'), lm('와카티푸 호수', 'Lake Wakatipu', -45.05, 168.67, 'nature')],
    dayTrips: ['밀포드 사운드'],
  }),
];

export function cityByCode(code: string): CitySeed {
  const found = CITIES.find((c) => c.code === code);
  if (!found) throw new Error(`unknown city ${code}`);
  return found;
}

export function countryOf(cityCode: string): CountrySeed {
  const found = COUNTRIES.find((c) => c.code === cityCode.slice(0, 6));
  if (!found) throw new Error(`unknown country for ${cityCode}`);
  return found;
}

/** Degrees of latitude around a city's outermost district or landmark that still count as the city (about 11 km). */
const AREA_MARGIN_DEGREES = 0.1;

/**
 * A city's area (cities.area_*, rules/stay-location.ts): the box around its centre, districts and landmarks, widened
 * by AREA_MARGIN_DEGREES (longitude's widened as much in kilometres), so its suburbs count and the next city does not.
 */
export function cityArea(city: CitySeed): GeoArea {
  const points = [{ lat: city.lat, lng: city.lng }, ...city.districts, ...city.landmarks];
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const lngMargin = AREA_MARGIN_DEGREES / Math.cos((city.lat * Math.PI) / 180);
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  return {
    south: round(Math.min(...lats) - AREA_MARGIN_DEGREES),
    north: round(Math.max(...lats) + AREA_MARGIN_DEGREES),
    west: round(Math.min(...lngs) - lngMargin),
    east: round(Math.max(...lngs) + lngMargin),
  };
}

/**
 * A city's stations and stops (the `stations` rows): its districts' (at the district's centre), then its main
 * stations not named by a district (at the city's centre), each name once.
 */
export function cityStations(city: CitySeed): { ko: string; lat: number; lng: number }[] {
  const seen = new Map<string, { ko: string; lat: number; lng: number }>();
  for (const district of city.districts) for (const ko of district.stations) if (!seen.has(ko)) seen.set(ko, { ko, lat: district.lat, lng: district.lng });
  for (const ko of city.stations) if (!seen.has(ko)) seen.set(ko, { ko, lat: city.lat, lng: city.lng });
  return [...seen.values()];
}
