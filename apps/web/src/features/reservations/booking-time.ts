import { format, parseISO } from 'date-fns';
import { ko } from 'date-fns/locale';
import { useEffect, useState } from 'react';
import { formatKoreanInstant } from '@minda/contracts/rules/bookings';

/**
 * Times of a booking as the member reads them. Stay dates are calendar dates at the property and are shown
 * as they are; deadlines and history are instants, shown in Korean time (the member's, and the same on every
 * device, whatever zone the phone is set to).
 */

/** "2026년 7월 3일 (금)" for a calendar date (YYYY-MM-DD). */
export function formatBookingDate(date: string): string {
  return format(parseISO(date), 'yyyy년 M월 d일 (EEE)', { locale: ko });
}

/** "7월 3일 (금)", the short form of the cards. */
export function formatShortDate(date: string): string {
  return format(parseISO(date), 'M월 d일 (EEE)', { locale: ko });
}

/** "2026년 7월 3일 (금) 14:05" in Korean time, for an instant (ISO 8601). */
export function formatInstant(iso: string): string {
  return formatKoreanInstant(new Date(iso));
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * What is left until a deadline: "1일 3시간 05분" beyond a day, "3시간 05분 09초" within it; null once it
 * passed (the server's sweep then moves the booking on).
 */
export function timeLeft(deadline: string, now: Date): string | null {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (!(ms > 0)) return null;
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const seconds = Math.floor((ms % MINUTE) / SECOND);
  return days > 0 ? `${days}일 ${hours}시간 ${two(minutes)}분` : `${hours}시간 ${two(minutes)}분 ${two(seconds)}초`;
}

/** The current time, renewed every second while `ticking` (a countdown is on screen). */
export function useNow(ticking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return undefined;
    const id = window.setInterval(() => setNow(new Date()), SECOND);
    return () => window.clearInterval(id);
  }, [ticking]);
  return now;
}
