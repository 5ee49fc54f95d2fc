import { fromDateParam, KOREAN_WEEKDAYS } from '@minda/contracts/rules/stay-dates';
import type { RoomOccupancy } from '@minda/contracts/search';

/** "11.28(토)": a stay date as the hotel pages print it (without date-fns: the hotel list's first load is short of it). */
export function stayDateText(date: string): string {
  const day = fromDateParam(date);
  return `${day.getMonth() + 1}.${day.getDate()}(${KOREAN_WEEKDAYS[day.getDay()]})`;
}

/** "11.28(토) - 11.29(일) · 1박". */
export function stayPeriodText(checkInAt: string, checkOutAt: string, nights: number): string {
  return `${stayDateText(checkInAt)} - ${stayDateText(checkOutAt)} · ${nights}박`;
}

/** "객실 2개 · 성인 4명 · 아동 1명" (children only when there are some). */
export function partyText(rooms: readonly RoomOccupancy[]): string {
  const adults = rooms.reduce((sum, r) => sum + r.adult, 0);
  const children = rooms.reduce((sum, r) => sum + r.children.length, 0);
  return [`객실 ${rooms.length}개`, `성인 ${adults}명`, children > 0 ? `아동 ${children}명` : null].filter(Boolean).join(' · ');
}

/** "★★★★" as words for screen readers and titles: "4성급". */
export const starText = (stars: number) => `${stars}성급`;
