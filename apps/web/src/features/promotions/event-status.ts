import { toDateParam } from '@minda/contracts/rules/stay-dates';

export type EventStatus = 'upcoming' | 'ongoing' | 'ended';

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = { upcoming: '오픈 예정', ongoing: '진행 중', ended: '종료' };

/** Where today falls in an event's period (yyyy-MM-dd dates, both days included), in the visitor's calendar. */
export function eventStatus(event: { startsOn: string; endsOn: string }, today: Date = new Date()): EventStatus {
  const day = toDateParam(today);
  if (day < event.startsOn) return 'upcoming';
  return day > event.endsOn ? 'ended' : 'ongoing';
}
