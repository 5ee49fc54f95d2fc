import { KOREAN_WEEKDAYS } from '@minda/contracts/rules/stay-dates';

/**
 * A day ('yyyy-MM-dd') as "MM.dd EEE" with the Korean weekday: "12.19 토". The same text date-fns gives
 * with the ko locale, without pulling date-fns `format` and its locale into the closed search bar.
 */
export function shortDayText(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const weekday = KOREAN_WEEKDAYS[new Date(year, month - 1, date).getDay()] ?? '';
  return `${String(month).padStart(2, '0')}.${String(date).padStart(2, '0')} ${weekday}`;
}
