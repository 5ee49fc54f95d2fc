/** Korean vocabulary the generators compose names from; kept apart so the generators read as rules. */

export const STAY_BRANDS = [
  '해피하우스', '하늘정원', '봄날', '소풍', '나무그늘', '별빛', '쉼표', '여행자의 집', '오월', '달빛', '다락방', '민들레',
  '초록지붕', '구름', '하루', '골목길', '미소', '온기', '마중', '둥지', '고향집', '사랑방', '라온', '다온', '햇살', '바람',
  '모퉁이', '포근', '우리집', '노을', '빨간벽돌', '여름밤', '리틀코리아', '코지하우스', '스마일', '해바라기',
] as const;

export const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '류', '홍'] as const;
export const GIVEN_NAMES = [
  '민지', '서연', '지훈', '현우', '수진', '은정', '영호', '지은', '하늘', '다은', '준호', '성민', '혜진', '유나', '태윤', '소연',
  '재원', '미경', '동현', '가영', '승우', '보람', '정희', '상철',
] as const;

export const MEMBER_NICKNAMES = [
  '여름바다', '걷는여행자', '파리지앵', '배낭메고', '느린걸음', '하루한컷', '비행기모드', '여행중독', '구름위산책', '지도덕후',
  '노을사냥꾼', '커피한잔', '기차여행', '혼행러', '캐리어', '엄마랑여행', '유럽앓이', '소도시러버', '별보러가자', '트래블로그',
] as const;

/** Nicknames of past guests who wrote the review history: an adjective and a noun, as members pick them. */
export const REVIEWER_NICKNAME_PARTS = {
  adjectives: ['설레는', '느긋한', '부지런한', '용감한', '행복한', '자유로운', '꼼꼼한', '즐거운', '씩씩한', '따뜻한', '여유로운', '수줍은', '졸린', '배고픈'],
  nouns: ['배낭여행자', '여행러', '산책가', '고양이', '펭귄', '라떼', '여행작가', '미식가', '탐험가', '바다', '구름', '올빼미', '다람쥐', '나그네'],
} as const;

/** Tour operators, each with the country codes (or product kinds) it sells. */
export const TOUR_OPERATORS: readonly { nickname: string; serves: readonly string[] }[] = [
  { nickname: '파리 아트가이드', serves: ['001002'] },
  { nickname: '런던 워커스', serves: ['001001'] },
  { nickname: '로마 이야기투어', serves: ['001003'] },
  { nickname: '바르샤 가우디투어', serves: ['001004'] },
  { nickname: '프라하 산책', serves: ['001011', '001010', '001007'] },
  { nickname: '알프스 트래블', serves: ['001005', '001006'] },
  { nickname: '지중해 트래블', serves: ['001008', '001009', '001012', '001013', '001014'] },
  { nickname: '아시아 트립', serves: ['002001', '002002', '002003', '002004'] },
  { nickname: '뉴욕 시티가이드', serves: ['003001', '003002'] },
  { nickname: '오세아니아 어드벤처', serves: ['005001', '005002'] },
  { nickname: '유로 픽업서비스', serves: ['pickup'] },
  { nickname: '글로벌 심 스토어', serves: ['telecom'] },
  { nickname: '유로 워킹투어', serves: ['activity'] },
  { nickname: '트래블 커넥트', serves: ['activity'] },
  { nickname: '미식 여행 클럽', serves: ['activity'] },
  { nickname: '포토 스냅 유럽', serves: ['activity'] },
];

export const BREAKFAST_INFOS = ['한식 조식 제공', '한식 조식 제공 (매일 08:00-09:30)', '한식·양식 조식 제공', '한식 조식 제공 (라면·간식 무료)'] as const;

export const GENDER_KO = { mixed: '혼성', female: '여성', male: '남성' } as const;

/** Fictional hotel brands, Korean and English. */
export const HOTEL_BRANDS: readonly (readonly [ko: string, en: string])[] = [
  ['스테이라이트', 'Staylight'], ['오로라', 'Aurora'], ['벨뷰', 'Bellevue'], ['리비에라', 'Riviera'], ['모자이크', 'Mosaic'],
  ['아르테', 'Arte'], ['노르드', 'Nord'], ['솔레', 'Sole'], ['루미에르', 'Lumière'], ['어반 네스트', 'Urban Nest'],
  ['더 로프트', 'The Loft'], ['하버뷰', 'Harbourview'],
];
