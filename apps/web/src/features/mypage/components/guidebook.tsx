import { Link, useSearchParams } from 'react-router';
import type { HotelProperty } from '@minda/contracts/hotels';
import type { GuidebookDetail } from '@minda/contracts/mypage';
import { platformPaths } from '@minda/contracts/paths';
import { GUIDEBOOK_TYPE_LABELS, GUIDEBOOK_TYPES, type GuidebookType } from '@minda/contracts/rules/mypage';
import type { StayCard } from '@minda/contracts/stays';
import type { TourItem } from '@minda/contracts/tours';
import { isLoginRequiredError } from '../../../lib/login-gate.tsx';
import { MemberOnly, ToLogin } from '../../../lib/member-only.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePlatform } from '../../../lib/platform.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { useLoadMoreSentinel } from '../../../ui/hooks/use-load-more-sentinel.ts';
import { HotelCardView, StayCardView, TourCardView } from '../../../ui/product-card/product-card.tsx';
import { useGuidebookCities, useGuidebookPages, useGuidebookSummary } from '../api/guidebook.ts';
import { guidebookTabOf } from '../mypage-params.ts';
import styles from './mypage.module.css';

/** A heart tap on a wished card; the route hands it to the wish toggle (features/wishes). */
export type GuidebookWishToggle =
  | { type: 'stay'; card: StayCard }
  | { type: 'tour'; card: TourItem }
  | { type: 'hotel'; card: HotelProperty };

type Props = { heading?: string; onToggleWish: (item: GuidebookWishToggle) => void };

const EMPTY_TEXT: Record<GuidebookType, string> = {
  stay: '찜한 한인민박이 없어요.',
  tour: '찜한 투어·티켓이 없어요.',
  hotel: '찜한 호텔이 없어요.',
};

/**
 * The wish list (guidebook): stays, tours and hotels in tabs with their counts, cards newest first, more
 * loaded at the end of the list. A removed card stays in place, faded with an empty heart, until the page is
 * left, so a slip of the finger is undone by tapping the heart again.
 */
export function Guidebook({ heading, onToggleWish }: Props) {
  const platform = usePlatform();
  usePageMeta({ title: '찜 목록 - 민다', description: '민다에서 찜한 한인민박, 투어·티켓, 호텔을 모아 봅니다.' });
  return (
    <div className={styles.page} data-platform={platform}>
      {heading && <h1 className={styles.title}>{heading}</h1>}
      <MemberOnly>
        <GuidebookBody onToggleWish={onToggleWish} />
      </MemberOnly>
    </div>
  );
}

function GuidebookBody({ onToggleWish }: Props) {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const tab = guidebookTabOf(params.get('tab'));
  const summary = useGuidebookSummary();
  const cities = useGuidebookCities();
  const pages = useGuidebookPages(tab);
  const loaded = pages.data?.pages ?? [];
  const cards: { isWish: boolean }[] = loaded.flatMap((page): { isWish: boolean }[] => page.content);
  const removed = cards.filter((card) => !card.isWish).length;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>({
    enabled: Boolean(pages.hasNextPage) && !pages.isFetchingNextPage,
    loadedCount: cards.length,
    loadMore: () => void pages.fetchNextPage(),
    marginPx: 400,
  });

  // The open tab counts what is on screen now (a removal shows at once); the others count the summary.
  const countOf = (type: GuidebookType) =>
    type === tab && pages.data ? (loaded[0]?.totalElements ?? 0) - removed : summary.data?.types.find((t) => t.type === type)?.count;

  if (isLoginRequiredError(pages.error) || isLoginRequiredError(summary.error)) return <ToLogin />;
  const browse = tab === 'tour' ? platformPaths[platform].tours() : tab === 'hotel' ? platformPaths[platform].hotels() : platformPaths[platform].stays();

  return (
    <>
      <nav className={styles.tabs} aria-label="찜 종류">
        {GUIDEBOOK_TYPES.map((type) => {
          const count = countOf(type);
          return (
            <Link key={type} to={`?tab=${type}`} replace className={styles.tab} aria-current={type === tab ? 'page' : undefined}>
              {GUIDEBOOK_TYPE_LABELS[type]}
              {count === undefined ? '' : ` ${count}`}
            </Link>
          );
        })}
      </nav>
      {cities.data && cities.data.length > 0 && (
        <ul className={styles.cities} aria-label="도시별 찜">
          {cities.data.map((city) => (
            <li key={city.cityCode} className={styles.city}>
              <span className={styles.cityName}>{city.cityName}</span> {city.countryName} · {city.stayCount + city.tourCount + city.hotelCount}개
            </li>
          ))}
        </ul>
      )}
      {pages.error ? (
        <ErrorState message="찜 목록을 불러오지 못했어요." onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
      ) : !pages.data ? (
        <div role="status" aria-label="불러오는 중" aria-busy="true" className={styles.loading} />
      ) : cards.length === 0 ? (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{EMPTY_TEXT[tab]}</p>
          <Link to={browse} className={styles.textLink}>
            {GUIDEBOOK_TYPE_LABELS[tab]} 둘러보기
          </Link>
        </div>
      ) : (
        <>
          {removed > 0 && <p className={styles.note}>찜을 해제한 상품은 하트를 다시 누르면 되돌릴 수 있어요.</p>}
          <ul className={styles.grid} aria-label={`찜한 ${GUIDEBOOK_TYPE_LABELS[tab]}`} aria-busy={pages.isPlaceholderData}>
            {loaded.map((page) => <PageCards key={page.number} page={page} onToggleWish={onToggleWish} />)}
          </ul>
          <div ref={sentinel} />
          {pages.hasNextPage && (
            <button type="button" className={styles.more} onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              {pages.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
            </button>
          )}
        </>
      )}
    </>
  );
}

function PageCards({ page, onToggleWish }: { page: GuidebookDetail; onToggleWish: Props['onToggleWish'] }) {
  switch (page.type) {
    case 'stay':
      return page.content.map((card) => (
        <li key={card.goodsNo} className={card.isWish ? undefined : styles.removed}>
          <StayCardView stay={card} onWishToggle={() => onToggleWish({ type: 'stay', card })} />
        </li>
      ));
    case 'tour':
      return page.content.map((card) => (
        <li key={card.itemNo} className={card.isWish ? undefined : styles.removed}>
          <TourCardView tour={card} onWishToggle={() => onToggleWish({ type: 'tour', card })} />
        </li>
      ));
    case 'hotel':
      return page.content.map((card) => (
        <li key={card.propertyUuid} className={card.isWish ? undefined : styles.removed}>
          <HotelCardView hotel={card} onWishToggle={() => onToggleWish({ type: 'hotel', card })} />
        </li>
      ));
  }
}
