import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { rememberCity, rememberSearch } from './search-cookies.ts';

vi.mock('../../lib/cookies.ts', () => ({ readCookie: vi.fn(), writeCookie: vi.fn() }));

const DAY = 24 * 60 * 60;

beforeEach(() => vi.clearAllMocks());

describe('search cookies', () => {
  it('keeps the recent cities for one day, newest first, at most 9', () => {
    vi.mocked(readCookie).mockReturnValue('100000001,100000002,100000003,100000004,100000005,100000006,100000007,100000008,100000009');
    rememberCity('100000005');
    expect(writeCookie).toHaveBeenLastCalledWith(
      'minda_recent_city',
      '100000005,100000001,100000002,100000003,100000004,100000006,100000007,100000008,100000009',
      DAY,
    );
    rememberCity('200000000');
    const [, value] = vi.mocked(writeCookie).mock.lastCall!;
    expect(value.split(',')).toHaveLength(9);
    expect(value.startsWith('200000000,')).toBe(true);
    expect(value).not.toContain('100000009');
  });

  it('starts the list when there is no cookie or it holds rubbish', () => {
    vi.mocked(readCookie).mockReturnValue('<script>,,');
    rememberCity('001002001');
    expect(writeCookie).toHaveBeenLastCalledWith('minda_recent_city', '001002001', DAY);
  });

  it('keeps the last search of each kind for 30 days', () => {
    rememberSearch('hotel', {
      searchType: 'hotel',
      place: { id: '12', name: '파리', type: 'city' },
      checkInAt: '2026-12-19',
      checkOutAt: '2026-12-20',
      occupancy: [{ adult: 2, children: [5] }],
    });
    const [name, value, maxAge] = vi.mocked(writeCookie).mock.lastCall!;
    expect(name).toBe('minda_recent_search_hotel');
    expect(maxAge).toBe(30 * DAY);
    expect(JSON.parse(value)).toEqual({ type: 'city', id: '12', name: '파리', checkInAt: '2026-12-19', checkOutAt: '2026-12-20', occupancy: [{ adult: 2, children: [5] }] });
  });
});
