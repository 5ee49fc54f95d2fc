import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BannersResponseSchema, PopupNoticeResponseSchema } from '@minda/contracts/content';
import { apiPaths, withQuery } from '@minda/contracts/paths';
import { BANNER_TYPES } from '@minda/contracts/rules/banner-types';
import { banners, popupNotices } from '../../db/schema/content.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();

const bannersOf = async (platform: 'pc' | 'mobile', type: string | number) => {
  const res = await t.get(withQuery(apiPaths.content.banners[platform].href(), { type }));
  expect(res.statusCode).toBe(200);
  return BannersResponseSchema.parse(res.json()).data;
};

describe('GET main/banners/{pc,mobile}', () => {
  it('answers the same list for a type given by name or by number', async () => {
    for (const platform of ['pc', 'mobile'] as const) {
      for (const [name, number] of Object.entries(BANNER_TYPES)) {
        const byName = await bannersOf(platform, name);
        expect(byName.every((b) => b.type === number)).toBe(true);
        expect(await bannersOf(platform, number)).toEqual(byName);
      }
    }
    expect((await bannersOf('mobile', 'main')).length).toBeGreaterThan(0);
  });

  it('returns only active banners inside their window, in sort order, with the stored image path', async () => {
    const hour = sql`interval '1 hour'`;
    await t.db.insert(banners).values([
      { type: 1, platform: 'mobile', title: '첫 배너', url: '/first', imgPath: 'banners/first.svg', sort: -100 },
      { type: 1, platform: 'mobile', title: '꺼진 배너', url: '/off', imgPath: 'banners/off.svg', sort: -99, isActive: false },
      { type: 1, platform: 'mobile', title: '끝난 배너', url: '/past', imgPath: 'banners/past.svg', sort: -98, endsAt: sql`now() - ${hour}` },
      { type: 1, platform: 'mobile', title: '예정 배너', url: '/future', imgPath: 'banners/future.svg', sort: -97, startsAt: sql`now() + ${hour}` },
      {
        type: 1, platform: 'mobile', title: '진행 중 배너', url: '/now', imgPath: 'banners/now.svg', sort: -96,
        startsAt: sql`now() - ${hour}`, endsAt: sql`now() + ${hour}`,
      },
      { type: 1, platform: 'pc', title: 'PC 배너', url: '/pc', imgPath: 'banners/pc.svg', sort: -100 },
    ]);
    // Written with SQL behind the services (as a catalogue import would be): the public cache must be told.
    t.app.publicCache.clear();
    const list = await bannersOf('mobile', 'main');
    expect(list.slice(0, 2).map((b) => [b.url, b.imgFullPath])).toEqual([
      ['/first', 'banners/first.svg'],
      ['/now', 'banners/now.svg'],
    ]);
    for (const hidden of ['/off', '/past', '/future', '/pc']) expect(list.some((b) => b.url === hidden)).toBe(false);
    const sorts = await t.db.select({ url: banners.url, sort: banners.sort }).from(banners);
    const sortOf = new Map(sorts.map((s) => [s.url, s.sort]));
    const listSorts = list.map((b) => sortOf.get(b.url)!);
    expect(listSorts).toEqual([...listSorts].sort((a, b) => a - b));
  });

  it('refuses an unknown or missing type with a Korean 400', async () => {
    for (const query of [{ type: 'flight' }, { type: '6' }, { type: '0' }, {}]) {
      const res = await t.get(withQuery(apiPaths.content.banners.pc.href(), query));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/배너 종류/) });
    }
  });
});

describe('GET main/popup_notices', () => {
  it('answers the latest published notice as {no, contents, endsAt}', async () => {
    const res = await t.get(apiPaths.content.popupNotice.href());
    expect(res.statusCode).toBe(200);
    const { data } = PopupNoticeResponseSchema.parse(res.json());
    expect(data).not.toBeNull();
    expect(Object.keys(data!).sort()).toEqual(['contents', 'endsAt', 'no']);
    expect(data!.contents.length).toBeGreaterThan(0);
  });

  it('skips notices that are inactive or outside their window, and answers null when none is left', async () => {
    const day = sql`interval '1 day'`;
    const [fresh] = await t.db
      .insert(popupNotices)
      .values({ title: '새 공지', contents: '<p>새 공지입니다.</p>', endsAt: new Date('2999-01-01T00:00:00Z'), createdAt: sql`now() + ${day}` })
      .returning({ no: popupNotices.no });
    await t.db.insert(popupNotices).values([
      { title: '꺼진 공지', contents: '<p>꺼짐</p>', isActive: false, createdAt: sql`now() + ${day} * 2` },
      { title: '끝난 공지', contents: '<p>끝남</p>', endsAt: sql`now() - ${day}`, createdAt: sql`now() + ${day} * 3` },
      { title: '예정 공지', contents: '<p>예정</p>', startsAt: sql`now() + ${day}`, createdAt: sql`now() + ${day} * 4` },
    ]);
    t.app.publicCache.clear();
    expect((await t.get(apiPaths.content.popupNotice.href())).json()).toEqual({
      data: { no: fresh!.no, contents: '<p>새 공지입니다.</p>', endsAt: '2999-01-01T00:00:00.000Z' },
    });

    await t.db.update(popupNotices).set({ isActive: false });
    t.app.publicCache.clear();
    expect((await t.get(apiPaths.content.popupNotice.href())).json()).toEqual({ data: null });
  });
});
