import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { HotelProperty } from '@minda/contracts/hotels';
import type { StayCard } from '@minda/contracts/stays';
import type { TourItem } from '@minda/contracts/tours';
import { TOTAL_SEARCH_PREVIEW_SIZE } from '@minda/contracts/rules/search-limits';
import type { TotalSearchLine, TotalSearchProductLine, TotalSearchResult, TotalSearchSort } from '@minda/contracts/search';
import { formatResultCount } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ChipTabs, chipPanelId, chipTabId } from '../../../ui/chip-tabs/chip-tabs.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { HotelCardView, StayCardView, TourCardView } from '../../../ui/product-card/product-card.tsx';
import { useTotalSearch } from '../api/get-total-search.ts';
import { TOTAL_SEARCH_SORTS, TOTAL_SEARCH_TABS, readTotalSearchState, totalSearchHref, type TotalSearchState } from '../total-search-params.ts';
import { Highlight } from './highlight.tsx';
import styles from './total-search-page.module.css';
import { TEN_AROUND } from '../../../ui/pager/page-window.ts';
import { Pager } from '../../../ui/pager/pager.tsx';

export type TotalSearchWishHandlers = {
  onToggleStayWish?: (stay: StayCard) => void;
  onToggleTourWish?: (tour: TourItem) => void;
  onToggleHotelWish?: (hotel: HotelProperty) => void;
};

const ID_PREFIX = 'total-search';
const LINE_LABELS: Record<TotalSearchProductLine, string> = { minbak: '한인민박', tour: '투어·티켓', hotel: '해외호텔' };

/**
 * 통합 검색 (/main/total_search.php): stays, tours and hotels matching a keyword, by line with their counts.
 * The address holds the whole state (tab, sort, page), so every view can be linked and the back button works.
 */
export function TotalSearchPage(wishes: TotalSearchWishHandlers) {
  const [params] = useSearchParams();
  const state = readTotalSearchState(params);
  const navigate = useNavigate();
  const go = (next: Partial<TotalSearchState>) => void navigate(totalSearchHref({ ...state, page: 0, ...next }));
  usePageMeta({
    title: state.keyword ? `‘${state.keyword}’ 검색 결과 - 민다` : '통합 검색 - 민다',
    description: '한인민박, 투어·티켓, 해외호텔을 한 번에 찾아보세요.',
  });

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>
        {state.keyword ? (
          <>
            ‘<mark className={styles.mark}>{state.keyword}</mark>’ 검색 결과
          </>
        ) : (
          '통합 검색'
        )}
      </h1>
      <KeywordForm key={state.keyword} keyword={state.keyword} onSearch={(keyword) => go({ keyword, searchCls: 'all' })} />
      {state.keyword ? <Results state={state} go={go} {...wishes} /> : <p className={styles.prompt}>찾고 싶은 도시나 민박, 투어·티켓, 호텔 이름을 입력해 주세요.</p>}
    </section>
  );
}

function KeywordForm({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const inputId = useId();
  const [text, setText] = useState(keyword);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim()) onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        검색어
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="도시, 민박, 투어·티켓, 호텔 이름"
        autoComplete="off"
      />
      <button type="submit" className={styles.submit}>
        검색
      </button>
    </form>
  );
}

type ResultsProps = TotalSearchWishHandlers & { state: TotalSearchState; go: (next: Partial<TotalSearchState>) => void };

function Results({ state, go, ...wishes }: ResultsProps) {
  const sortId = useId();
  const query = useTotalSearch(state);
  const data = query.data;
  const total = data ? data.counts.minbak + data.counts.tour + data.counts.hotel : undefined;
  const countOf = (line: TotalSearchLine) => (!data ? undefined : line === 'all' ? total : data.counts[line]);
  const tabs = TOTAL_SEARCH_TABS.map((t) => {
    const n = countOf(t.value);
    return { id: t.value, label: n === undefined ? t.label : `${t.label} ${formatResultCount(n)}` };
  });

  return (
    <>
      <div className={styles.toolbar}>
        <ChipTabs tabs={tabs} selectedId={state.searchCls} onSelect={(id) => go({ searchCls: id as TotalSearchLine })} label="상품 종류" idPrefix={ID_PREFIX} />
        <div className={styles.sort}>
          <label htmlFor={sortId}>정렬</label>
          <select id={sortId} value={state.sortCls} onChange={(e) => go({ sortCls: e.target.value as TotalSearchSort })}>
            {TOTAL_SEARCH_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div id={chipPanelId(ID_PREFIX)} role="tabpanel" aria-labelledby={chipTabId(ID_PREFIX, state.searchCls)} className={styles.panel}>
        {query.isPending && (
          <div role="status" aria-label="검색 결과 불러오는 중" aria-busy="true" className={styles.grid}>
            {Array.from({ length: 8 }, (_, i) => (
              <span key={i} className={styles.skeleton} data-skeleton="card" />
            ))}
          </div>
        )}
        {query.isError && !data && <ErrorState message="검색 결과를 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />}
        {data && countOf(state.searchCls) === 0 && (
          <p className={styles.empty}>
            ‘{state.keyword}’에 맞는 {state.searchCls === 'all' ? '상품' : LINE_LABELS[state.searchCls]}이 없어요. 다른 검색어로 찾아보세요.
          </p>
        )}
        {data && state.searchCls === 'all' && <AllLines data={data} state={state} {...wishes} />}
        {data && state.searchCls !== 'all' && data.counts[state.searchCls] > 0 && (
          <>
            <p className={styles.summary}>
              {LINE_LABELS[state.searchCls]} {formatResultCount(data.counts[state.searchCls])}개
            </p>
            <Cards line={state.searchCls} data={data} keyword={state.keyword} {...wishes} />
            <Pager
              // The address counts pages from 0, the pager from 1.
              current={state.page + 1}
              totalPages={data.totalPages}
              href={(n) => totalSearchHref({ ...state, page: n - 1 })}
              rule={TEN_AROUND}
              classNames={{ nav: styles.pager, number: styles.pageLink, step: styles.pageStep }}
            />
          </>
        )}
      </div>
    </>
  );
}

function AllLines({ data, state, ...wishes }: TotalSearchWishHandlers & { data: TotalSearchResult; state: TotalSearchState }) {
  const lines = (['minbak', 'tour', 'hotel'] as const).filter((line) => data.counts[line] > 0);
  return (
    <>
      {lines.map((line) => {
        const headingId = `${ID_PREFIX}-${line}`;
        return (
          <section key={line} className={styles.group} aria-labelledby={headingId}>
            <div className={styles.groupHead}>
              <h2 id={headingId} className={styles.groupTitle}>
                {LINE_LABELS[line]} <span className={styles.count}>{formatResultCount(data.counts[line])}</span>
              </h2>
              {data.counts[line] > TOTAL_SEARCH_PREVIEW_SIZE && (
                <Link className={styles.more} to={totalSearchHref({ ...state, searchCls: line, page: 0 })}>
                  {LINE_LABELS[line]} 더 보기
                </Link>
              )}
            </div>
            <Cards line={line} data={data} keyword={state.keyword} {...wishes} />
          </section>
        );
      })}
    </>
  );
}

function Cards({ line, data, keyword, onToggleStayWish, onToggleTourWish, onToggleHotelWish }: TotalSearchWishHandlers & { line: TotalSearchProductLine; data: TotalSearchResult; keyword: string }) {
  const renderName = (name: string): ReactNode => <Highlight text={name} query={keyword} />;
  const items =
    line === 'minbak'
      ? data.stays.map((stay, i) => (
          <li key={stay.goodsNo}>
            <StayCardView stay={stay} priority={i < 4} renderName={renderName} {...(onToggleStayWish ? { onWishToggle: () => onToggleStayWish(stay) } : {})} />
          </li>
        ))
      : line === 'tour'
        ? data.tours.map((tour, i) => (
            <li key={tour.itemNo}>
              <TourCardView tour={tour} priority={i < 4} renderName={renderName} {...(onToggleTourWish ? { onWishToggle: () => onToggleTourWish(tour) } : {})} />
            </li>
          ))
        : data.hotels.map((hotel, i) => (
            <li key={hotel.propertyUuid}>
              <HotelCardView hotel={hotel} priority={i < 4} renderName={renderName} {...(onToggleHotelWish ? { onWishToggle: () => onToggleHotelWish(hotel) } : {})} />
            </li>
          ));
  return <ul className={styles.grid}>{items}</ul>;
}

