import { format, parseISO } from 'date-fns';
import { Link, useNavigate } from 'react-router';
import type { CommunityPostSummary } from '@minda/contracts/content';
import type { CommunityBoardId } from '@minda/contracts/rules/community';
import { formatCount } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ChipTabs, chipPanelId, chipTabId } from '../../../ui/chip-tabs/chip-tabs.tsx';
import { useBoardPost } from '../api/get-board-post.ts';
import { useBoardPosts } from '../api/get-board-posts.ts';
import { apiPage, boardContentOf, type BoardLocation } from '../board-location.ts';
import { BodySkeleton, LoadFailure } from './load-state.tsx';
import { SanitizedHtml } from '../../../ui/sanitized-html/sanitized-html.tsx';
import styles from './editorial.module.css';
import { FIVE_AROUND } from '../../../ui/pager/page-window.ts';
import { Pager } from '../../../ui/pager/pager.tsx';

export type BoardLinks = {
  /** page is one-based. */
  list: (boardId: CommunityBoardId, page: number) => string;
  post: (boardId: CommunityBoardId, no: number) => string;
};

type Props = {
  boards: readonly { id: CommunityBoardId; name: string }[];
  location: BoardLocation;
  links: BoardLinks;
  /** PC pages show a page heading; mobile pages have it in the sub-header. */
  heading?: string;
};

const ID_PREFIX = 'community';
const postDate = (iso: string) => format(parseISO(iso), 'yyyy.MM.dd');

/** Community boards: tabs per board, a paged list, and a post opened from it; all state lives in the address. */
export function CommunityBoard({ boards, location, links, heading }: Props) {
  const navigate = useNavigate();
  const content = boardContentOf(boards, location);
  const board = content?.board;
  usePageMeta({
    title: board ? `${board.name} - 민다 커뮤니티` : '커뮤니티 - 민다',
    description: '동행 찾기, 할인 양도, 구인구직 등 해외여행자들의 이야기를 나누는 민다 커뮤니티입니다.',
  });

  return (
    <div className={styles.board}>
      {heading && <h1 className={styles.pageHeading}>{heading}</h1>}
      <ChipTabs
        tabs={boards.map((b) => ({ id: b.id, label: b.name }))}
        selectedId={board?.id ?? ''}
        onSelect={(id) => void navigate(links.list(id as CommunityBoardId, 1))}
        label="게시판"
        idPrefix={ID_PREFIX}
      />
      <section
        id={chipPanelId(ID_PREFIX)}
        role="tabpanel"
        {...(board ? { 'aria-labelledby': chipTabId(ID_PREFIX, board.id) } : { 'aria-label': '게시판' })}
        className={styles.panel}
      >
        {!content ? (
          <div className={styles.empty} role="status">
            <p className={styles.emptyTitle}>존재하지 않는 게시판입니다.</p>
            <p className={styles.emptyText}>위의 게시판 중 하나를 골라 주세요.</p>
          </div>
        ) : content.postNo !== undefined ? (
          <PostDetail boardId={content.board.id} no={content.postNo} links={links} />
        ) : (
          <PostList boardId={content.board.id} boardName={content.board.name} page={content.page} links={links} />
        )}
      </section>
    </div>
  );
}

function PostList({ boardId, boardName, page, links }: { boardId: CommunityBoardId; boardName: string; page: number; links: BoardLinks }) {
  const { data, error, refetch, isFetching, isPlaceholderData } = useBoardPosts(boardId, apiPage(page));
  if (error) return <LoadFailure error={error} notFoundText="게시판을 찾을 수 없어요" onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data) return <BodySkeleton lines={10} />;

  return (
    <>
      <h2 className={styles.boardTitle}>
        {boardName} <span className={styles.count}>총 {formatCount(data.totalElements)}개</span>
      </h2>
      {data.content.length === 0 ? (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{page > 1 ? '이 페이지에는 글이 없어요.' : '아직 등록된 글이 없어요.'}</p>
          {page > 1 && (
            <Link className={styles.textLink} to={links.list(boardId, 1)}>
              첫 페이지로
            </Link>
          )}
        </div>
      ) : (
        <ul className={styles.posts} aria-busy={isPlaceholderData}>
          {data.content.map((post) => (
            <PostRow key={post.no} post={post} href={links.post(boardId, post.no)} />
          ))}
        </ul>
      )}
      <Pager
        current={page}
        totalPages={data.totalPages}
        href={(n) => links.list(boardId, n)}
        rule={FIVE_AROUND}
        classNames={{ nav: styles.pager, number: styles.pageNumber, step: styles.pageStep }}
        label="페이지 이동"
        keepEdgeSteps
      />
    </>
  );
}

function PostRow({ post, href }: { post: CommunityPostSummary; href: string }) {
  return (
    <li className={styles.postRow}>
      <Link to={href} className={styles.postLink}>
        <span className={styles.postTitle}>{post.title}</span>
        <span className={styles.postMeta}>
          <span>{post.authorNickname}</span>
          <time dateTime={post.createdAt}>{postDate(post.createdAt)}</time>
          <span>조회 {formatCount(post.viewCount)}</span>
        </span>
      </Link>
    </li>
  );
}

function PostDetail({ boardId, no, links }: { boardId: CommunityBoardId; no: number; links: BoardLinks }) {
  const { data: post, error, refetch, isFetching } = useBoardPost(boardId, no);
  const back = (
    <Link className={styles.backToList} to={links.list(boardId, 1)}>
      목록으로
    </Link>
  );
  if (error) {
    return (
      <LoadFailure error={error} notFoundText="게시글을 찾을 수 없어요" onRetry={() => void refetch()} retrying={isFetching}>
        {back}
      </LoadFailure>
    );
  }
  if (!post) return <BodySkeleton />;
  return (
    <article className={styles.post}>
      <h2 className={styles.postHeading}>{post.title}</h2>
      <p className={styles.postMeta}>
        <span>{post.authorNickname}</span>
        <time dateTime={post.createdAt}>{postDate(post.createdAt)}</time>
        <span>조회 {formatCount(post.viewCount)}</span>
      </p>
      <SanitizedHtml html={post.bodyHtml} className={styles.prose} />
      <div className={styles.postFooter}>{back}</div>
    </article>
  );
}
