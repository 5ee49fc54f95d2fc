import { describe, expect, it } from 'vitest';
import { RECENT_SEARCH_KEYS } from '@minda/contracts/rules/search-widget';
import {
  addRecentSearch,
  parseRecentSearches,
  peopleText,
  periodText,
  readRecentSearches,
  removeRecentSearch,
  reuseRecentSearch,
  toRecentSearch,
  writeRecentSearches,
  type RecentSearch,
} from './recent-searches.ts';

const today = new Date(2026, 10, 21, 10, 0); // Saturday 2026-11-21

const city = (id: string, checkInAt: string | null = '2026-12-19', checkOutAt: string | null = '2026-12-20'): RecentSearch =>
  toRecentSearch('stays', { id, name: `도시 ${id}`, type: 'city', checkInAt, checkOutAt, occupancy: [{ adult: 2, children: [] }] });

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('recent search texts', () => {
  it('writes the period as "MM.DD ddd - MM.DD ddd (N박)" with Korean weekdays', () => {
    expect(periodText('2026-12-19', '2026-12-22')).toBe('12.19 토 - 12.22 화 (3박)');
    expect(periodText(null, '2026-12-22')).toBe('');
  });

  it('writes people as the adults for stays and rooms, adults and children for hotels', () => {
    expect(peopleText('stays', [{ adult: 3, children: [] }, { adult: 2, children: [] }])).toBe('성인 3명');
    expect(peopleText('hotel', [{ adult: 2, children: [4, 9] }, { adult: 1, children: [] }])).toBe('객실 2개, 성인 3명, 아동 2명');
    expect(peopleText('hotel', [{ adult: 2, children: [] }])).toBe('객실 1개, 성인 2명');
  });
});

describe('recent search list', () => {
  it('puts the newest first, removes an earlier copy of the same place, and keeps 10', () => {
    let list: RecentSearch[] = [];
    for (let i = 0; i < 11; i++) list = addRecentSearch(list, city(String(i)));
    expect(list).toHaveLength(10);
    expect(list[0]!.id).toBe('10');
    expect(list.map((e) => e.id)).not.toContain('0');
    const again = addRecentSearch(list, city('5', '2027-01-02', '2027-01-04'));
    expect(again).toHaveLength(10);
    expect(again[0]).toMatchObject({ id: '5', checkInAt: '2027-01-02', period: '01.02 토 - 01.04 월 (2박)' });
    expect(again.filter((e) => e.id === '5')).toHaveLength(1);
    expect(removeRecentSearch(again, again[0]!).map((e) => e.id)).not.toContain('5');
  });

  it('runs a stale entry with check-in +28 and check-out +29 and moves it to the top', () => {
    const stale = city('7', '2026-11-01', '2026-11-03');
    const { entry, list } = reuseRecentSearch('stays', [city('1'), stale], stale, today);
    expect(entry).toMatchObject({ id: '7', checkInAt: '2026-12-19', checkOutAt: '2026-12-20', period: '12.19 토 - 12.20 일 (1박)' });
    expect(list.map((e) => e.id)).toEqual(['7', '1']);
    // Check-in today, or check-out equal to check-in, is stale as well.
    expect(reuseRecentSearch('hotel', [], city('8', '2026-11-21', '2026-11-22'), today).entry.checkInAt).toBe('2026-12-19');
    expect(reuseRecentSearch('hotel', [], city('8', '2026-12-01', '2026-12-01'), today).entry.checkOutAt).toBe('2026-12-20');
  });

  it('moves a fresh entry to the top unchanged', () => {
    const fresh = city('3', '2026-11-22', '2026-11-24');
    const { entry, list } = reuseRecentSearch('stays', [city('1'), fresh], fresh, today);
    expect(entry).toBe(fresh);
    expect(list.map((e) => e.id)).toEqual(['3', '1']);
  });
});

describe('recent search storage', () => {
  it('keeps each kind under its own key', () => {
    const storage = memoryStorage();
    writeRecentSearches('stays', [city('1')], storage);
    writeRecentSearches('hotel', [city('2')], storage);
    expect(readRecentSearches('stays', storage).map((e) => e.id)).toEqual(['1']);
    expect(readRecentSearches('hotel', storage).map((e) => e.id)).toEqual(['2']);
    expect(readRecentSearches('tour', storage)).toEqual([]);
    expect([...storage.map.keys()].sort()).toEqual([RECENT_SEARCH_KEYS.hotel, RECENT_SEARCH_KEYS.stays].sort());
  });

  it('drops what it cannot read instead of throwing', () => {
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches(JSON.stringify([{ id: 1 }, city('4')])).map((e) => e.id)).toEqual(['4']);
  });
});
