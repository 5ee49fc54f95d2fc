import { describe, expect, it } from 'vitest';
import {
  addRecentCity,
  calendarMonths,
  canApplyOccupancy,
  canApplyRange,
  clickDay,
  defaultOccupancy,
  hotelDefaultDates,
  hotelOccupancyParam,
  isSelectableDay,
  isStaleSearch,
  nightsBetween,
  occupancyReducer,
  staleSearchDates,
  stayAdults,
  type DateRange,
  type OccupancyAction,
} from './search-widget.ts';
import type { Occupancy } from '../search.ts';

const today = new Date(2026, 10, 21, 15, 0); // 2026-11-21
const empty: DateRange = { start: null, end: null };

// The numbers of spec 1 §5 and §9 are tested by what they do: adults 1 to 14, children up to 6 aged 0 to 17 and
// rooms up to 8 below ("occupancy"), 29 nights refused below ("date range"), the 9 recent cities below; the
// recent-search list of 10 and the cookie lifetimes in the web app (features/search/recent-searches.test.ts,
// search-cookies.test.ts), the suggestion order in keyword-state.test.ts, and the mobile calendar's 3 + 3
// months in e2e/mobile-search-widget.spec.ts.
describe('occupancy', () => {
  const hotel = occupancyReducer('hotel');
  const stays = occupancyReducer('stays');
  const run = (reducer: ReturnType<typeof occupancyReducer>, start: Occupancy, ...actions: OccupancyAction[]) => actions.reduce(reducer, start);

  it('starts hotels with one room of 2 adults and stays with 1 adult', () => {
    expect(defaultOccupancy('hotel')).toEqual([{ adult: 2, children: [] }]);
    expect(defaultOccupancy('stays')).toEqual([{ adult: 1, children: [] }]);
  });

  it('keeps adults per room between 1 and 14, ignoring changes outside', () => {
    const one = [{ adult: 1, children: [] }];
    expect(hotel(one, { type: 'setAdults', room: 0, adults: 0 })).toBe(one);
    expect(hotel(one, { type: 'setAdults', room: 0, adults: 14 })).toEqual([{ adult: 14, children: [] }]);
    const fourteen = [{ adult: 14, children: [] }];
    expect(hotel(fourteen, { type: 'setAdults', room: 0, adults: 15 })).toBe(fourteen);
    expect(hotel(fourteen, { type: 'setAdults', room: 0, adults: 13 })).toEqual([{ adult: 13, children: [] }]);
  });

  it('adds children with an unset age up to 6, removes the last, and sets ages 0 to 17 only', () => {
    const six = run(hotel, defaultOccupancy('hotel'), ...Array.from({ length: 7 }, () => ({ type: 'addChild', room: 0 }) as const));
    expect(six[0]!.children).toEqual([-1, -1, -1, -1, -1, -1]);
    const aged = run(hotel, six, { type: 'setChildAge', room: 0, index: 0, age: 0 }, { type: 'setChildAge', room: 0, index: 5, age: 17 });
    expect(aged[0]!.children).toEqual([0, -1, -1, -1, -1, 17]);
    expect(hotel(aged, { type: 'setChildAge', room: 0, index: 1, age: 18 })).toBe(aged);
    expect(hotel(aged, { type: 'setChildAge', room: 0, index: 1, age: -1 })).toBe(aged);
    expect(hotel(aged, { type: 'removeChild', room: 0 })[0]!.children).toEqual([0, -1, -1, -1, -1]);
  });

  it('blocks Apply while a child age is unset', () => {
    const withChild = hotel(defaultOccupancy('hotel'), { type: 'addChild', room: 0 });
    expect(canApplyOccupancy(withChild)).toBe(false);
    expect(canApplyOccupancy(hotel(withChild, { type: 'setChildAge', room: 0, index: 0, age: 5 }))).toBe(true);
    expect(canApplyOccupancy(defaultOccupancy('hotel'))).toBe(true);
  });

  it('adds rooms up to 8 with 2 adults each, removes any room but the first, and resets', () => {
    const eight = run(hotel, defaultOccupancy('hotel'), ...Array.from({ length: 9 }, () => ({ type: 'addRoom' }) as const));
    expect(eight).toHaveLength(8);
    expect(eight[7]).toEqual({ adult: 2, children: [] });
    expect(hotel(eight, { type: 'removeRoom', room: 0 })).toBe(eight);
    expect(hotel(eight, { type: 'removeRoom', room: 3 })).toHaveLength(7);
    expect(hotel(eight, { type: 'reset' })).toEqual([{ adult: 2, children: [] }]);
    expect(stays([{ adult: 5, children: [] }], { type: 'reset' })).toEqual([{ adult: 1, children: [] }]);
  });

  it('searches stays with the first room adults and writes one hotel occupancy per room', () => {
    expect(stayAdults([{ adult: 3, children: [4] }, { adult: 2, children: [] }])).toBe(3);
    expect(hotelOccupancyParam({ adult: 2, children: [5, 7] })).toBe('2-5,7');
    expect(hotelOccupancyParam({ adult: 3, children: [] })).toBe('3');
  });
});

describe('date range', () => {
  const ctx = { today, searchType: 'stays' as const };

  it('sets the start on the first click, then the range with the earlier day first, and closes', () => {
    const first = clickDay(empty, '2026-12-10', ctx);
    expect(first).toEqual({ range: { start: '2026-12-10', end: null }, close: false });
    expect(clickDay(first.range, '2026-12-12', ctx)).toEqual({ range: { start: '2026-12-10', end: '2026-12-12' }, close: true });
    expect(clickDay(first.range, '2026-12-05', ctx)).toEqual({ range: { start: '2026-12-05', end: '2026-12-10' }, close: true });
  });

  it('does nothing on the start day again, and starts a new range on a full one', () => {
    const start = { start: '2026-12-10', end: null };
    expect(clickDay(start, '2026-12-10', ctx)).toEqual({ range: start, close: false });
    expect(clickDay({ start: '2026-12-10', end: '2026-12-12' }, '2026-12-20', ctx)).toEqual({ range: { start: '2026-12-20', end: null }, close: false });
  });

  it('disables days before today and more than one year ahead', () => {
    expect(isSelectableDay('2026-11-20', today)).toBe(false);
    expect(isSelectableDay('2026-11-21', today)).toBe(true);
    expect(isSelectableDay('2027-11-21', today)).toBe(true);
    expect(isSelectableDay('2027-11-22', today)).toBe(false);
    expect(clickDay(empty, '2026-11-20', ctx).range).toBe(empty);
  });

  it('refuses 29 nights or more for stays and hotels, not 28; tours have no such limit', () => {
    const start = { start: '2026-12-01', end: null };
    expect(clickDay(start, '2026-12-29', ctx)).toEqual({ range: { start: '2026-12-01', end: '2026-12-29' }, close: true });
    expect(clickDay(start, '2026-12-30', ctx)).toEqual({ range: start, close: false, tooLong: true });
    expect(clickDay(start, '2026-12-30', { today, searchType: 'hotel' }).tooLong).toBe(true);
    expect(clickDay(start, '2026-12-30', { today, searchType: 'tour' }).close).toBe(true);
  });

  it('enables Apply only with at least one night', () => {
    expect(canApplyRange(empty)).toBe(false);
    expect(canApplyRange({ start: '2026-12-01', end: null })).toBe(false);
    expect(canApplyRange({ start: '2026-12-01', end: '2026-12-01' })).toBe(false);
    expect(canApplyRange({ start: '2026-12-01', end: '2026-12-02' })).toBe(true);
  });

  it('shows the current month and the twelve after it', () => {
    const months = calendarMonths(today);
    expect(months).toHaveLength(13);
    expect(months[0]).toEqual({ year: 2026, month: 11 });
    expect(months[12]).toEqual({ year: 2027, month: 11 });
  });

  it('counts nights across month ends and daylight-saving changes', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('starts hotels at +7 / +8 and runs stale recent searches at +28 / +29', () => {
    expect(hotelDefaultDates(today)).toEqual({ checkInAt: '2026-11-28', checkOutAt: '2026-11-29' });
    expect(staleSearchDates(today)).toEqual({ checkInAt: '2026-12-19', checkOutAt: '2026-12-20' });
  });

  it('calls a recent search stale when check-in is missing, today or earlier, or check-out is missing or not after it', () => {
    expect(isStaleSearch(null, '2026-12-02', today)).toBe(true);
    expect(isStaleSearch('2026-11-21', '2026-11-23', today)).toBe(true);
    expect(isStaleSearch('2026-11-01', '2026-11-03', today)).toBe(true);
    expect(isStaleSearch('2026-12-01', null, today)).toBe(true);
    expect(isStaleSearch('2026-12-01', '2026-12-01', today)).toBe(true);
    expect(isStaleSearch('2026-11-22', '2026-11-23', today)).toBe(false);
  });
});

describe('recent-city cookie list', () => {
  it('puts the city first, drops an earlier copy and keeps 9', () => {
    const nine = Array.from({ length: 9 }, (_, i) => String(100000000 + i));
    expect(addRecentCity(nine, '100000004')).toEqual(['100000004', ...nine.filter((c) => c !== '100000004')]);
    const added = addRecentCity(nine, '999999999');
    expect(added).toHaveLength(9);
    expect(added[0]).toBe('999999999');
    expect(added).not.toContain('100000008');
  });
});
