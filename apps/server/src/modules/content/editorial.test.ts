import { describe, expect, it } from 'vitest';
import {
  CommunityPostPageResponseSchema,
  CommunityPostResponseSchema,
  EventResponseSchema,
  SitePageResponseSchema,
} from '@minda/contracts/content';
import { EVENT_MENU, EVENT_STAYS_HOME, apiPaths, withQuery } from '@minda/contracts/paths';
import { COMMUNITY_BOARDS, COMMUNITY_PAGE_SIZE, SITE_PAGE_SLUGS } from '@minda/contracts/rules/community';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();

const hangul = /[가-힣]/;

async function expectKoreanError(path: string, status: number) {
  const res = await t.get(path);
  expect(res.statusCode).toBe(status);
  const { error } = res.json();
  expect(error.message).toMatch(hangul);
  return error as { code: string; message: string };
}

describe('GET content/events/{no}', () => {
  it('answers the two linked events with their titles, period, body and banner', async () => {
    // The stay special is named for the season on sale on the day the seed ran.
    for (const [no, title] of [[EVENT_STAYS_HOME, expect.stringMatching(/^한인민박 (봄|여름|가을|겨울) 특가 이벤트$/)], [EVENT_MENU, '투어·티켓 할인 이벤트']] as const) {
      const res = await t.get(apiPaths.content.event.href(no));
      expect(res.statusCode).toBe(200);
      const { data } = EventResponseSchema.parse(res.json());
      expect(data).toMatchObject({ no, title, bannerImagePath: `event/${no}.svg` });
      expect(data.startsOn <= data.endsOn).toBe(true);
      expect(data.startsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.bodyHtml).toContain('<h2>');
    }
  });

  it('is a Korean 404 for an unknown event and a 400 for a number that is not one', async () => {
    expect((await expectKoreanError(apiPaths.content.event.href(99999), 404)).code).toBe('NOT_FOUND');
    for (const bad of ['abc', '0', '-3', '1.5']) await expectKoreanError(`content/events/${bad}`, 400);
  });
});

describe('GET community/{boardId}/posts', () => {
  it('pages every board newest first with 15 to 30 posts in all', async () => {
    for (const { id } of COMMUNITY_BOARDS) {
      const res = await t.get(apiPaths.content.boardPosts.href(id));
      expect(res.statusCode).toBe(200);
      const { data } = CommunityPostPageResponseSchema.parse(res.json());
      expect(data.totalElements).toBeGreaterThanOrEqual(15);
      expect(data.totalElements).toBeLessThanOrEqual(30);
      expect(data).toMatchObject({ number: 0, size: COMMUNITY_PAGE_SIZE, last: false });
      expect(data.content).toHaveLength(15);
      expect(data.content.every((p) => p.boardId === id && hangul.test(p.title))).toBe(true);
      const times = data.content.map((p) => p.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    }
  });

  it('gives no board the same title twice', async () => {
    for (const { id } of COMMUNITY_BOARDS) {
      const { data } = CommunityPostPageResponseSchema.parse((await t.get(withQuery(apiPaths.content.boardPosts.href(id), { size: 50 }))).json());
      const titles = data.content.map((p) => p.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('walks to the last page without repeating a post', async () => {
    const seen = new Set<number>();
    let page = 0;
    let last = false;
    let total = 0;
    while (!last) {
      const res = await t.get(withQuery(apiPaths.content.boardPosts.href('tripbuddy'), { page, size: 10 }));
      const { data } = CommunityPostPageResponseSchema.parse(res.json());
      expect(data.number).toBe(page);
      for (const p of data.content) seen.add(p.no);
      ({ last, totalElements: total } = data);
      page++;
    }
    expect(seen.size).toBe(total);
    expect(page).toBe(Math.ceil(total / 10));
    const beyond = CommunityPostPageResponseSchema.parse((await t.get(withQuery(apiPaths.content.boardPosts.href('tripbuddy'), { page: 99 }))).json());
    expect(beyond.data).toMatchObject({ content: [], last: true, number: 99 });
  });

  it('is a Korean 404 for an unknown board and a Korean 400 for a bad page or size', async () => {
    expect((await expectKoreanError(apiPaths.content.boardPosts.href('free'), 404)).message).toBe('존재하지 않는 게시판입니다.');
    for (const query of [{ page: -1 }, { page: 'x' }, { page: 1.5 }, { size: 0 }, { size: 51 }]) {
      const error = await expectKoreanError(withQuery(apiPaths.content.boardPosts.href('sale'), query), 400);
      expect(error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET community/{boardId}/posts/{no}', () => {
  it('answers the post with its body and counts the view', async () => {
    const list = CommunityPostPageResponseSchema.parse((await t.get(apiPaths.content.boardPosts.href('jobs'))).json()).data;
    const first = list.content[0]!;
    const res = await t.get(apiPaths.content.boardPost.href('jobs', first.no));
    expect(res.statusCode).toBe(200);
    const { data } = CommunityPostResponseSchema.parse(res.json());
    expect(data).toMatchObject({ no: first.no, title: first.title, authorNickname: first.authorNickname, viewCount: first.viewCount + 1 });
    expect(data.bodyHtml).toMatch(hangul);
  });

  it('does not open a post through another board, and 404s in Korean', async () => {
    const list = CommunityPostPageResponseSchema.parse((await t.get(apiPaths.content.boardPosts.href('notice'))).json()).data;
    const notice = list.content[0]!;
    await expectKoreanError(apiPaths.content.boardPost.href('sale', notice.no), 404);
    await expectKoreanError(apiPaths.content.boardPost.href('free', notice.no), 404);
    await expectKoreanError(apiPaths.content.boardPost.href('notice', 9_999_999), 404);
    await expectKoreanError('community/notice/posts/abc', 400);
  });
});

describe('GET content/pages/{slug}', () => {
  it('answers every site page with a Korean title and body', async () => {
    for (const slug of SITE_PAGE_SLUGS) {
      const res = await t.get(apiPaths.content.page.href(slug));
      expect(res.statusCode).toBe(200);
      const { data } = SitePageResponseSchema.parse(res.json());
      expect(data.slug).toBe(slug);
      expect(data.title).toMatch(hangul);
      expect(data.bodyHtml.length).toBeGreaterThan(200);
    }
  });

  it('states the stay deposit rule on the refund page', async () => {
    const { data } = SitePageResponseSchema.parse((await t.get(apiPaths.content.page.href('refund-rule'))).json());
    expect(data.bodyHtml).toContain('10%');
    expect(data.bodyHtml).toContain('체크인 때 숙소에 직접 결제');
  });

  it('is a Korean 404 for an unknown page', async () => {
    expect((await expectKoreanError(apiPaths.content.page.href('careers'), 404)).message).toBe('페이지를 찾을 수 없습니다.');
  });
});
