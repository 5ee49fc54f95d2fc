import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation, useSearchParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommunityPost, CommunityPostPage } from '@minda/contracts/content';
import { apiPaths, webPaths } from '@minda/contracts/paths';
import { COMMUNITY_BOARDS, type CommunityBoardId } from '@minda/contracts/rules/community';
import { apiGet } from '../../../lib/api-client.ts';
import { parseBoardLocation } from '../board-location.ts';
import { CommunityBoard, type BoardLinks } from './community-board.tsx';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn() }));
// happy-dom's DOM does not let DOMPurify strip attributes, so sanitizing is checked in a real browser
// (e2e/mobile-editorial.spec.ts); here the body only has to show.

const TOTAL = 23;
const SIZE = 15;

function postsOf(boardId: CommunityBoardId, page: number): CommunityPostPage {
  const start = page * SIZE;
  const count = Math.max(0, Math.min(SIZE, TOTAL - start));
  return {
    content: Array.from({ length: count }, (_, i) => ({
      no: 1000 + start + i,
      boardId,
      title: `${boardId} 글 ${start + i + 1}`,
      authorNickname: '여행자',
      createdAt: '2024-01-01T00:00:00.000Z',
      viewCount: 10,
    })),
    number: page,
    size: SIZE,
    last: start + count >= TOTAL,
    totalElements: TOTAL,
    totalPages: Math.ceil(TOTAL / SIZE),
  };
}

const mockedGet = vi.mocked(apiGet);

beforeEach(() => {
  mockedGet.mockReset();
  mockedGet.mockImplementation(async (path: string, options?: { query?: Record<string, unknown> }) => {
    const board = COMMUNITY_BOARDS.find((b) => path === apiPaths.content.boardPosts.href(b.id));
    if (board) return postsOf(board.id, Number(options?.query?.page ?? 0));
    const post: CommunityPost = { ...postsOf('tripbuddy', 0).content[0]!, bodyHtml: '<p>본문입니다</p>' };
    return post;
  }) as typeof apiGet;
});

const links: BoardLinks = {
  list: (id, page) => webPaths.pc.community.href(id, page),
  post: (id, no) => webPaths.pc.communityPost.href(id, no),
};

function Board() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname + search}</output>
      <CommunityBoard boards={COMMUNITY_BOARDS} location={parseBoardLocation(params, COMMUNITY_BOARDS)} links={links} heading="커뮤니티" />
    </>
  );
}

function renderBoard(start: string) {
  renderApp(<Board />, { path: start, route: [webPaths.pc.community.path, webPaths.pc.communityPost.path] });
}

const titles = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent);

describe('CommunityBoard', () => {
  it('switches boards with the tabs and loads the chosen board from its first page', async () => {
    renderBoard(webPaths.pc.community.href('tripbuddy'));
    expect(await screen.findByText('tripbuddy 글 1')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '동행 찾기' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: '할인 양도' }));
    expect(await screen.findByText('sale 글 1')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/community/list.php?id=sale');
    expect(screen.getByRole('tab', { name: '할인 양도' }).getAttribute('aria-selected')).toBe('true');
    expect(mockedGet).toHaveBeenCalledWith(apiPaths.content.boardPosts.href('sale'), expect.objectContaining({ query: { page: 0, size: SIZE } }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('총 23개');
  });

  it('pages through a board with the pager and marks the current page', async () => {
    renderBoard(webPaths.pc.community.href('jobs'));
    await screen.findByText('jobs 글 1');
    expect(titles()).toHaveLength(SIZE);
    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(pager).getByRole('link', { name: '1페이지' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).queryByRole('link', { name: '이전' })).toBeNull();

    fireEvent.click(within(pager).getByRole('link', { name: '2페이지' }));
    expect(await screen.findByText('jobs 글 16')).toBeTruthy();
    expect(titles()).toHaveLength(TOTAL - SIZE);
    expect(screen.getByTestId('location').textContent).toBe('/community/list.php?id=jobs&page=2');
    expect(mockedGet).toHaveBeenLastCalledWith(apiPaths.content.boardPosts.href('jobs'), expect.objectContaining({ query: { page: 1, size: SIZE } }));
    const after = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(after).getByRole('link', { name: '2페이지' }).getAttribute('aria-current')).toBe('page');
    expect(within(after).queryByRole('link', { name: '다음' })).toBeNull();
  });

  it('opens a post with its body and goes back to the list', async () => {
    renderBoard(webPaths.pc.community.href('tripbuddy'));
    fireEvent.click((await screen.findByText('tripbuddy 글 1')).closest('a')!);
    expect(screen.getByTestId('location').textContent).toBe('/community/view.php?id=tripbuddy&no=1000');
    expect(await screen.findByText('본문입니다')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '목록으로' }));
    expect(await screen.findByText('tripbuddy 글 1')).toBeTruthy();
  });

  it('says in Korean when the board does not exist, without asking the server', async () => {
    renderBoard('/community/list.php?id=free');
    expect(screen.getByText('존재하지 않는 게시판입니다.')).toBeTruthy();
    expect(mockedGet).not.toHaveBeenCalled();
  });
});
