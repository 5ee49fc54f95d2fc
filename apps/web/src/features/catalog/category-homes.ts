import type { PageMeta } from '../../lib/page-meta.ts';

/** Titles, search placeholders and share texts of the three category homes (spec 1 §2.1). */
export const CATEGORY_HOMES = {
  stays: {
    title: '한인민박',
    placeholder: '가족 같은 민박을 찾아보세요',
    meta: {
      title: '한인민박 - 민다',
      description: '파리, 런던, 로마부터 전 세계 한인민박까지. 한국어로 편하게, 가족 같은 민박을 민다에서 찾아보세요.',
    },
  },
  tours: {
    title: '투어·티켓',
    placeholder: '도시, 투어·티켓 이름을 검색해 보세요',
    meta: { title: '투어·티켓 - 민다', description: '한국어 가이드 투어, 입장권, 공항픽업과 유심까지. 여행지에서 필요한 투어·티켓을 민다에서 만나보세요.' },
  },
  hotels: {
    title: '해외호텔',
    placeholder: '도시, 호텔 이름을 검색해 보세요',
    meta: { title: '해외호텔 - 민다', description: '전 세계 인기 도시의 호텔을 도시별 테마로 비교하고 예약하세요.' },
  },
} as const satisfies Record<string, { title: string; placeholder: string; meta: PageMeta }>;
