import { format } from 'date-fns';
import { ko } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, toDateParam } from '@minda/contracts/rules/stay-dates';
import { shortDayText } from './day-text.ts';

describe('shortDayText', () => {
  it('writes "MM.dd" and the Korean weekday', () => {
    expect(shortDayText('2026-12-19')).toBe('12.19 토');
    expect(shortDayText('2027-01-03')).toBe('01.03 일');
  });

  it('gives the text date-fns gives with the ko locale, day after day across years', () => {
    const start = new Date(2026, 0, 1);
    for (let i = 0; i < 800; i += 1) {
      const date = addCalendarDays(start, i);
      expect(shortDayText(toDateParam(date))).toBe(format(date, 'MM.dd EEE', { locale: ko }));
    }
  });
});
