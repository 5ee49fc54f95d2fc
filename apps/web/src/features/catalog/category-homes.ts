import type { PageMeta } from '../../lib/page-meta.ts';

const STAYS_DESCRIPTION = '파리, 런던, 로마부터 전 세계 한인민박까지. 한국어로 편하게, 가족 같은 민박을 민다에서 찾아보세요.';
const TOURS_DESCRIPTION = '한국어 가이드 투어, 입장권, 공항픽업과 유심까지. 여행지에서 필요한 투어·티켓을 민다에서 만나보세요.';
const HOTELS_DESCRIPTION = '전 세계 인기 도시의 호텔을 도시별 테마로 비교하고 예약하세요.';
/** The PC homes' titles end with the site's tagline (spec 1 §2.2: Korean guesthouse, then independent travel). */
const PC_TAGLINE = '자유여행의 시작, 민다';

/**
 * Titles, search types and placeholders and share texts of the three category homes (spec 1 §2.1, §2.2);
 * `pc` holds the PC page's title and the heading of its search band.
 */
export const CATEGORY_HOMES = {
  stays: {
    title: '한인민박',
    searchType: 'stays',
    placeholder: '가족 같은 민박을 찾아보세요',
    meta: { title: '한인민박 - 민다', description: STAYS_DESCRIPTION },
    pc: { heading: '한국어로 편하게, 가족 같은 한인민박', meta: { title: `한인민박 | ${PC_TAGLINE}`, description: STAYS_DESCRIPTION } },
  },
  tours: {
    title: '투어·티켓',
    searchType: 'tour',
    placeholder: '도시, 투어·티켓 이름을 검색해 보세요',
    meta: { title: '투어·티켓 - 민다', description: TOURS_DESCRIPTION },
    pc: { heading: '현지에서 즐기는 한국어 투어·티켓', meta: { title: `투어·티켓 | ${PC_TAGLINE}`, description: TOURS_DESCRIPTION } },
  },
  hotels: {
    title: '해외호텔',
    searchType: 'hotel',
    placeholder: '도시, 호텔 이름을 검색해 보세요',
    meta: { title: '해외호텔 - 민다', description: HOTELS_DESCRIPTION },
    pc: { heading: '전 세계 호텔을 도시별로 비교해 보세요', meta: { title: `해외호텔 | ${PC_TAGLINE}`, description: HOTELS_DESCRIPTION } },
  },
} as const satisfies Record<
  string,
  { title: string; searchType: 'stays' | 'tour' | 'hotel'; placeholder: string; meta: PageMeta; pc: { heading: string; meta: PageMeta } }
>;
