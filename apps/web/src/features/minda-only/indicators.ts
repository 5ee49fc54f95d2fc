import { groupDigits } from '@minda/contracts/rules/number-format';

/** The four figures of the indicator strip (spec 2 §2.5); each counts from `from` to `to`. */
export type Indicator = { id: string; from: number; to: number; unit: string; plus: boolean; label: string; caption: string };

export const INDICATORS: readonly Indicator[] = [
  { id: 'rank', from: 99, to: 1, unit: '위', plus: false, label: '한인민박 1위', caption: '한인민박 예약 플랫폼' },
  { id: 'reviews', from: 0, to: 170_000, unit: '', plus: true, label: '리뷰 170,000개 이상', caption: '생생한 여행자 리뷰' },
  { id: 'partners', from: 0, to: 1_400, unit: '', plus: true, label: '현지 파트너 1,400곳 이상', caption: '7년의 신뢰, 현지 파트너' },
  { id: 'points', from: 0, to: 2, unit: 'x', plus: false, label: '리뷰 포인트 2배', caption: '리뷰 작성 시 포인트' },
];

/** "170,000+", "1위", "2x". */
export function indicatorText(indicator: Indicator, value: number): string {
  return `${groupDigits(value)}${indicator.unit}${indicator.plus ? '+' : ''}`;
}
