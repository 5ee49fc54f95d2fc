import { tourSalePriceOf } from '@minda/contracts/rules/tour-list';
import type { Database } from '../client.ts';
import { tourOptions } from '../schema/tours.ts';
import { insertInBatches } from './batch-insert.ts';
import type { CataloguePlan } from './catalogue-plan.ts';
import { planParisTours } from './paris-tours.ts';
import { Rng } from './prng.ts';
import { roundTo } from './product-common.ts';
import type { TourDraft } from './tours.ts';

/**
 * Options of every seeded tour (ticket types, departure times, packages, data plans, vehicle sizes), priced
 * per person so that the tour's salePrice is the lowest price on sale (tourSalePriceOf, contracts
 * rules/tour-list.ts). A sold-out tour (salePrice 0) gets only sold-out options.
 */

/** One kind of option, `factor` times the tour's price; the first of every list has factor 1 (the "from" price). */
type OptionSpec = { name: string; description: string | null; factor: number; sort: number };

const spec = (name: string, description: string | null, factor: number, sort: number): OptionSpec => ({ name, description, factor, sort });

// Ticket types: the cheapest (child) is the "from" price; adults are listed first.
const TICKET_TYPES = [
  spec('어린이 (만 4~11세)', '만 3세 이하 무료, 현장에서 나이 확인', 1, 3),
  spec('성인 (만 18세 이상)', null, 1.5, 1),
  spec('청소년 (만 12~17세)', '학생증 또는 여권 지참', 1.25, 2),
];
const PASS_TYPES = [spec('성인 1인권', '첫 사용부터 유효 시간이 시작됩니다', 1, 1), spec('성인 1인권 + 공항 철도 포함', null, 1.3, 2)];
const TOUR_SLOTS = [
  spec('오전 출발 (09:00)', '집결 10분 전까지 도착해 주세요', 1, 1),
  spec('오후 출발 (14:00)', '집결 10분 전까지 도착해 주세요', 1, 2),
  spec('입장권 포함 패키지', '입장권 현장 구매 대기 없이 바로 입장', 1.4, 3),
  spec('프라이빗 투어 (최대 4인, 1인 요금)', '일정과 동선을 원하는 대로 조정할 수 있습니다', 2.5, 4),
];
const DAY_TRIP_PACKAGES = [
  spec('일반 투어 (소규모 밴)', '왕복 교통, 한국어 가이드 포함', 1, 1),
  spec('입장료 포함 패키지', '주요 명소 입장료 포함', 1.35, 2),
  spec('점심 포함 패키지', '현지 레스토랑 점심 1회 포함', 1.2, 3),
];
const ACTIVITY_PACKAGES = [
  spec('기본 체험', null, 1, 1),
  spec('프리미엄 (음료·기념품 포함)', '웰컴 드링크와 기념품이 포함됩니다', 1.3, 2),
  spec('커플 패키지 (2인, 1인 요금)', '두 분이 함께 예약하실 때의 1인 요금입니다', 1.15, 3),
];
const SNAP_PACKAGES = [spec('기본 (보정 사진 20장)', '원본 전체 제공', 1, 1), spec('프리미엄 (보정 사진 40장, 2곳 촬영)', '원본 전체 제공', 1.6, 2)];
const VEHICLES = [
  spec('세단 (최대 3인, 1인 요금)', '수하물 1인 1개 기준', 1, 1),
  spec('승합차 (최대 6인, 1인 요금)', '수하물이 많거나 일행이 4인 이상일 때', 1.3, 2),
  spec('미니버스 (최대 12인, 1인 요금)', '단체 이동, 대형 수하물 가능', 1.8, 3),
];
const DATA_PLANS = [
  spec('5일 무제한 데이터', '하루 2GB 이후 저속 무제한', 1, 1),
  spec('10일 무제한 데이터', '하루 2GB 이후 저속 무제한', 1.6, 2),
  spec('15일 무제한 데이터', '하루 2GB 이후 저속 무제한', 2.1, 3),
  spec('30일 무제한 데이터', '하루 2GB 이후 저속 무제한', 3, 4),
];
const INSURANCE_PLANS = [
  spec('기본형', '해외 상해·질병 의료비 1천만 원', 1, 1),
  spec('표준형', '해외 상해·질병 의료비 3천만 원, 휴대품 손해 포함', 1.5, 2),
  spec('고급형', '해외 상해·질병 의료비 1억 원, 항공기 지연 포함', 2.2, 3),
];

type DraftLike = Pick<TourDraft, 'tour' | 'tags'>;

function specsFor(draft: DraftLike): readonly OptionSpec[] {
  const { tour, tags } = draft;
  if (tags.includes('pickup')) return VEHICLES;
  if (tags.includes('telecom')) return tour.name.includes('보험') ? INSURANCE_PLANS : DATA_PLANS;
  if (tags.includes('snap')) return SNAP_PACKAGES;
  if (tags.includes('pass')) return PASS_TYPES;
  if (tags.includes('daytrip')) return DAY_TRIP_PACKAGES;
  switch (tour.itemCategoryType) {
    case 'TICKET':
      return TICKET_TYPES;
    case 'ACTIVITY':
      return ACTIVITY_PACKAGES;
    default:
      return TOUR_SLOTS;
  }
}

export type TourOptionSeed = { itemNo: number; name: string; description: string | null; price: number; sort: number };

/** Chance that one option (never the "from" one) of a tour on sale is sold out, so pages show both states. */
const SOLD_OUT_OPTION_CHANCE = 0.2;

export function planTourOptions(drafts: readonly DraftLike[]): TourOptionSeed[] {
  const rng = new Rng('minda:tour-options');
  return drafts.flatMap((draft) => {
    const { itemNo, salePrice } = draft.tour;
    const specs = specsFor(draft);
    const count = rng.int(1, Math.min(4, specs.length));
    const chosen = specs.slice(0, count);
    const soldOutIndex = count > 1 && rng.chance(SOLD_OUT_OPTION_CHANCE) ? rng.int(1, count - 1) : -1;
    const options = chosen.map((s, i) => ({
      itemNo,
      name: s.name,
      description: s.description,
      price: salePrice === 0 || i === soldOutIndex ? 0 : Math.max(salePrice, roundTo(salePrice * s.factor, 100)),
      sort: s.sort,
    }));
    if (tourSalePriceOf(options.map((o) => o.price)) !== salePrice) throw new Error(`seed: options of tour ${itemNo} do not start at its salePrice`);
    return options.sort((a, b) => a.sort - b.sort);
  });
}

/** Every tour of the demo plan (the base catalogue and the extra Paris tours). */
export function seededTourDrafts(plan: CataloguePlan): DraftLike[] {
  return [...plan.tours.tours, ...planParisTours()];
}

/** Runs inside insertCatalogue's transaction, after the tours themselves. */
export async function insertTourOptions(db: Database, plan: CataloguePlan): Promise<void> {
  await insertInBatches(db, tourOptions, planTourOptions(seededTourDrafts(plan)));
}
