import type { RoomOccupancy } from '@minda/contracts/search';

/** "객실 2개 · 성인 4명 · 아동 1명" (children only when there are some). */
export function partyText(rooms: readonly RoomOccupancy[]): string {
  const adults = rooms.reduce((sum, r) => sum + r.adult, 0);
  const children = rooms.reduce((sum, r) => sum + r.children.length, 0);
  return [`객실 ${rooms.length}개`, `성인 ${adults}명`, children > 0 ? `아동 ${children}명` : null].filter(Boolean).join(' · ');
}

/** "★★★★" as words for screen readers and titles: "4성급". */
export const starText = (stars: number) => `${stars}성급`;
