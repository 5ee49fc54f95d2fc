import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { keepRowsFor, readKept } from './kept-rows.ts';
import { cacheTags, PUBLIC_CACHE_TTL_MS, PublicCache } from './public-cache.ts';

type Card = { goodsNo: number; name: string };

/** A catalogue behind a counter of what was read, and an app's public cache hearing the drops. */
function catalogue() {
  const db = {} as Database;
  const answers = new PublicCache();
  const names = new Map<number, string>([[1, '파리 민박'], [2, '런던 민박'], [3, '로마 민박']]);
  const reads: number[][] = [];
  let gate: Promise<void> | undefined;
  const cards = async (keys: readonly number[]) => {
    const sorted = [...keys].sort((a, b) => a - b);
    reads.push(sorted);
    // The rows as they were when the read began, handed over once the gate opens.
    const rows = sorted.flatMap((goodsNo) => (names.has(goodsNo) ? [{ goodsNo, name: names.get(goodsNo)! }] : []));
    await gate;
    return rows;
  };
  const read = async (keys: readonly number[]) =>
    (await readKept(db, 'stay_cards', keys, cards, { keyOf: (r: Card) => r.goodsNo, tagsOf: (r: Card) => cacheTags.card('stay', r.goodsNo) }))
      .map((r) => `${r.goodsNo} ${r.name}`)
      .sort();
  return {
    db,
    answers,
    names,
    reads,
    read,
    /** Holds every read until the returned function is called. */
    holdReads: () => {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('kept rows', () => {
  it('reads only the cards it does not keep, and keeps none of a product that has no card', async () => {
    const c = catalogue();
    keepRowsFor(c.db, c.answers);
    expect(await c.read([1, 2, 9])).toEqual(['1 파리 민박', '2 런던 민박']);
    expect(await c.read([2, 1, 3])).toEqual(['1 파리 민박', '2 런던 민박', '3 로마 민박']);
    expect(await c.read([3, 9])).toEqual(['3 로마 민박']);
    expect(c.reads).toEqual([[1, 2, 9], [3], [9]]);
  });

  it('drops a card with its product, its line, its names (search_changed) or a city’s, and everything on clear', async () => {
    const c = catalogue();
    keepRowsFor(c.db, c.answers);
    await c.read([1, 2, 3]);
    c.names.set(1, '파리 한인민박');
    c.names.set(2, '런던 한인민박');
    // Another line's product, or a member's flags, change no stay card.
    c.answers.invalidate([cacheTags.tour(1), cacheTags.memberFlags(1), cacheTags.nights('stay')]);
    expect(await c.read([1, 2])).toEqual(['1 파리 민박', '2 런던 민박']);
    c.answers.invalidate([cacheTags.stay(1)]);
    expect(await c.read([1, 2])).toEqual(['1 파리 한인민박', '2 런던 민박']);
    for (const tags of [['stay'], [cacheTags.search('stay')], [cacheTags.search('city')]]) {
      c.names.set(3, tags[0]!);
      c.answers.invalidate(tags);
      expect(await c.read([3])).toEqual([`3 ${tags[0]}`]);
    }
    c.answers.clear();
    expect(await c.read([2])).toEqual(['2 런던 한인민박']);
  });

  it('keeps no card read across a drop: it may have been read before the write committed', async () => {
    const c = catalogue();
    keepRowsFor(c.db, c.answers);
    const release = c.holdReads();
    const reading = c.read([1]);
    c.names.set(1, '파리 한인민박');
    c.answers.invalidate([cacheTags.stay(1)]);
    release();
    expect(await reading).toEqual(['1 파리 민박']);
    expect(await c.read([1])).toEqual(['1 파리 한인민박']);
    expect(c.reads).toEqual([[1], [1]]);
  });

  it('keeps a card at most as long as the public answers, for writes made behind the services’ backs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const c = catalogue();
    keepRowsFor(c.db, c.answers);
    await c.read([1]);
    c.names.set(1, '파리 한인민박');
    vi.setSystemTime(Date.now() + PUBLIC_CACHE_TTL_MS - 1);
    expect(await c.read([1])).toEqual(['1 파리 민박']);
    vi.setSystemTime(Date.now() + 1);
    expect(await c.read([1])).toEqual(['1 파리 한인민박']);
  });

  it('reads every time for a database no app serves, or no longer: nothing would drop what it kept', async () => {
    const c = catalogue();
    await c.read([1]);
    await c.read([1]);
    const forget = keepRowsFor(c.db, c.answers);
    await c.read([1]);
    await c.read([1]);
    forget();
    await c.read([1]);
    expect(c.reads).toEqual([[1], [1], [1], [1]]);
  });

  it('hands out cards no caller can change for the next one', async () => {
    const c = catalogue();
    keepRowsFor(c.db, c.answers);
    const [card] = await readKept(c.db, 'stay_cards', [1], async () => [{ goodsNo: 1, name: '파리 민박' }], { keyOf: (r) => r.goodsNo, tagsOf: () => [] });
    expect(() => Object.assign(card!, { name: '바뀐 이름' })).toThrow(TypeError);
  });
});
