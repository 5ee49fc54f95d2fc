import { daysToSeconds } from '@minda/contracts/rules/popups';
import { writeCookie } from '../../lib/cookies.ts';
import { dismissalOf, type Popup } from './popup-queue.ts';

/** "다시 보지 않기": the popup's cookie, kept for its number of days (spec 1 §9). */
export function writeDismissal(popup: Popup): void {
  const { cookie, days } = dismissalOf(popup);
  writeCookie(cookie, 'Y', daysToSeconds(days));
}
