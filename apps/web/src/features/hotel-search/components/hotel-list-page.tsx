import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { HotelCityNeighborhood, HotelCityPoi, HotelSearchCard, HotelSearchPage } from '@minda/contracts/hotels';
import type { HotelSearchSort } from '@minda/contracts/rules/hotel-results';
import { HOTEL_POI_RADIUS_KM } from '@minda/contracts/rules/hotel-rates';
import { formatWon } from '@minda/contracts/rules/price';
import { formatResultCount } from '../../../lib/format.ts';
import type { RoomOccupancy, SearchSelection } from '@minda/contracts/search';
import { HOTEL_DEFAULT_SEARCH, hotelDefaultDates } from '@minda/contracts/rules/search-widget';
import { ApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { useCityNeighborhoods } from '../api/get-city-neighborhoods.ts';
import { useCityPois } from '../api/get-city-pois.ts';
import { useHotelSearch } from '../api/search-hotels.ts';
import { hotelDetailHref, hotelListHref, withFilters, type HotelListParams } from '../list-params.ts';
import { stayPeriodText } from '@minda/contracts/rules/stay-pricing';
import { partyText } from '../stay-texts.ts';
import { useNarrowScreen } from '../use-narrow-screen.ts';
import { HotelCard } from './hotel-card.tsx';
import styles from './hotel-list.module.css';
import { FIVE_AROUND } from '../../../ui/pager/page-window.ts';
import { Pager } from '../../../ui/pager/pager.tsx';

/** What the search bar is prefilled with: the list's place, dates and party. */
export type HotelSearchPrefill = Partial<SearchSelection>;

type Props = {
  params: HotelListParams;
  /** Moves to another address of the list (a filter, the sort, a page). */
  onNavigate: (href: string) => void;
  /** The search widget, prefilled; plugged in by the route (features do not import features). */
  searchBar: (prefill: HotelSearchPrefill) => ReactNode;
  onToggleWish: (hotel: HotelSearchCard) => void;
};

const SORT_LABELS: Record<HotelSearchSort, string> = {
  recommended: '추천순',
  price: '낮은 가격순',
  rating: '평점 높은 순',
  reviews: '후기 많은 순',
  distance: '가까운 순',
};

const DEFAULT_ROOMS: RoomOccupancy[] = [{ adult: HOTEL_DEFAULT_SEARCH.adults, children: [] }];

/**
 * /hotel/list: the search bar prefilled with the query, filters (price, stars, neighbourhoods, points of
 * interest) and the sort in the address, the results page by page with the price of the stay for the party.
 * Without dates (a popular-city link) it lists the city with from-prices and offers the default dates.
 */
export function HotelListPage({ params, onNavigate, searchBar, onToggleWish }: Props) {
  const search = useHotelSearch(params);
  const neighborhoods = useCityNeighborhoods(params.cityId ?? 0);
  const pois = useCityPois(params.cityId ?? 0);
  const page = search.data;
  const cityName = page?.city.name;
  const rooms = params.occupancy.length > 0 ? params.occupancy : DEFAULT_ROOMS;
  const go = (next: HotelListParams) => onNavigate(hotelListHref(next));

  usePageMeta({
    title: cityName ? `${cityName} 호텔 - 민다 해외호텔` : '해외호텔 검색 - 민다',
    description: cityName ? `${cityName}의 호텔을 날짜와 인원에 맞는 요금으로 비교해 보세요.` : '전 세계 호텔을 날짜와 인원에 맞는 요금으로 비교해 보세요.',
  });

  if (params.cityId === null) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>해외호텔 검색</h1>
        <p className={styles.notice}>검색할 도시를 선택해 주세요.</p>
        {searchBar({ checkInAt: null, checkOutAt: null, occupancy: rooms })}
      </div>
    );
  }

  const defaults = hotelDefaultDates();
  const prefill: HotelSearchPrefill = {
    id: String(params.cityId),
    ...placeOf(params, cityName ?? '', neighborhoods.data, pois.data),
    checkInAt: params.checkInAt ?? defaults.checkInAt,
    checkOutAt: params.checkOutAt ?? defaults.checkOutAt,
    occupancy: rooms,
  };
  const notFound = search.error instanceof ApiError && search.error.status === 404;

  return (
    <div className={styles.page}>
      <div className={styles.searchBar}>{page || notFound ? searchBar(prefill) : null}</div>
      <header className={styles.header}>
        <h1 className={styles.title}>{cityName ? `${cityName} 호텔` : '호텔 검색 결과'}</h1>
        {/* The line is there before the answer, empty, so the list below does not move when it fills. */}
        <p className={styles.summary} data-testid="stay-summary">
          {page ? (
            <>
              {page.checkInAt && page.checkOutAt && page.nights !== null ? stayPeriodText(page.checkInAt, page.checkOutAt) : '날짜 미정'} ·{' '}
              {partyText(page.occupancy)}
            </>
          ) : (
            '\u00a0'
          )}
        </p>
      </header>

      {!params.checkInAt && (
        <div className={styles.datePrompt} role="note">
          <p>날짜를 선택하면 객실 요금과 예약 가능 여부를 확인할 수 있어요. 지금은 1박 최저가를 보여 드려요.</p>
          <Link
            className={styles.datePromptLink}
            to={hotelListHref({ ...params, checkInAt: defaults.checkInAt, checkOutAt: defaults.checkOutAt, occupancy: rooms, page: 1 })}
          >
            {stayPeriodText(defaults.checkInAt, defaults.checkOutAt)} ·{' '}
            {partyText(rooms)} 요금 보기
          </Link>
        </div>
      )}

      <div className={styles.layout}>
        <Filters params={params} page={page} onChange={(change) => go(withFilters(params, change))} />
        <section className={styles.results} aria-labelledby="hotel-results-heading" aria-busy={search.isFetching}>
          <div className={styles.resultsBar}>
            <h2 id="hotel-results-heading" className={styles.count}>
              {page ? `호텔 ${formatResultCount(page.totalElements)}곳` : '호텔 검색 중'}
            </h2>
            <SortSelect params={params} onChange={(sort) => go(withFilters(params, { sort }))} />
          </div>
          {notFound ? (
            <p className={styles.empty}>도시를 찾을 수 없습니다. 검색창에서 도시를 다시 선택해 주세요.</p>
          ) : search.isError && !page ? (
            <ErrorState message={search.error instanceof ApiError ? search.error.message : undefined} onRetry={() => void search.refetch()} retrying={search.isFetching} />
          ) : !page ? (
            <ResultsSkeleton />
          ) : page.content.length === 0 ? (
            <div className={styles.empty} role="status">
              <p>{page.checkInAt ? '선택한 조건에 예약 가능한 호텔이 없어요.' : '선택한 조건에 맞는 호텔이 없어요.'}</p>
              <p className={styles.emptyHint}>날짜나 인원을 바꾸거나 필터를 해제해 보세요.</p>
              <button type="button" className={styles.secondaryButton} onClick={() => go(clearedFilters(params))}>
                필터 모두 해제
              </button>
            </div>
          ) : (
            <>
              <ul className={styles.cards} style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}>
                {page.content.map((hotel) => (
                  <HotelCard key={hotel.propertyUuid} hotel={hotel} rooms={page.occupancy.length} href={hotelDetailHref(hotel.propertyUuid, params)} onToggleWish={onToggleWish} />
                ))}
              </ul>
              <Pager
                current={params.page}
                totalPages={page.totalPages}
                href={(n) => hotelListHref({ ...params, page: n })}
                rule={FIVE_AROUND}
                classNames={{ nav: styles.pager, number: styles.pageLink, step: styles.pageLink }}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * What the search bar shows as the place: the one neighbourhood or point of interest the search was made for
 * (spec 1 §2: neighborhoodIds or poiIds), else the city, so searching again keeps the same place.
 */
function placeOf(
  params: HotelListParams,
  cityName: string,
  neighborhoods: readonly HotelCityNeighborhood[] | undefined,
  pois: readonly HotelCityPoi[] | undefined,
): Pick<HotelSearchPrefill, 'name' | 'type' | 'neighborhoodId' | 'pointOfInterestId'> {
  const [onlyArea] = params.neighborhoodIds.length === 1 && params.poiIds.length === 0 ? params.neighborhoodIds : [];
  const area = neighborhoods?.find((n) => n.neighborhoodId === onlyArea);
  if (area) return { name: area.name, type: 'neighborhood', neighborhoodId: area.neighborhoodId };
  const [onlyPoi] = params.poiIds.length === 1 && params.neighborhoodIds.length === 0 ? params.poiIds : [];
  const poi = pois?.find((p) => p.pointOfInterestId === onlyPoi);
  if (poi) return { name: poi.name, type: 'poi', pointOfInterestId: poi.pointOfInterestId };
  return { name: cityName, type: 'city' };
}

const clearedFilters = (p: HotelListParams) => withFilters(p, { neighborhoodIds: [], poiIds: [], minPrice: null, maxPrice: null, starRating: [], categoryIds: [], sort: 'recommended' });

function SortSelect({ params, onChange }: { params: HotelListParams; onChange: (sort: HotelSearchSort) => void }) {
  const id = useId();
  const sorts = (Object.keys(SORT_LABELS) as HotelSearchSort[]).filter((s) => s !== 'distance' || params.poiIds.length > 0);
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>정렬</label>
      <select id={id} value={params.sort} onChange={(e) => onChange(e.target.value as HotelSearchSort)}>
        {sorts.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

type FilterChange = Partial<Omit<HotelListParams, 'page'>>;

const toggled = (list: readonly number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

/** Price, stars, property types, neighbourhoods and points of interest; every change is a new address. On narrow screens it folds. */
function Filters({ params, page, onChange }: { params: HotelListParams; page: HotelSearchPage | undefined; onChange: (change: FilterChange) => void }) {
  const narrow = useNarrowScreen();
  const cityId = params.cityId ?? 0;
  const neighborhoods = useCityNeighborhoods(cityId);
  const pois = useCityPois(cityId);
  const counts = new Map(page?.facets.neighborhoods.map((n) => [n.neighborhoodId, n.count]) ?? []);
  const starCounts = new Map(page?.facets.starRatings.map((s) => [s.starRating, s.count]) ?? []);
  const active = params.neighborhoodIds.length + params.poiIds.length + params.starRating.length + params.categoryIds.length + (params.minPrice !== null || params.maxPrice !== null ? 1 : 0);

  return (
    <details className={styles.filters} open={!narrow || undefined} data-testid="hotel-filters">
      <summary className={styles.filtersSummary}>필터{active > 0 ? ` (${active})` : ''}</summary>
      <div className={styles.filtersBody}>
        <PriceFilter key={`${params.minPrice}-${params.maxPrice}`} params={params} range={page?.facets.price ?? null} dated={params.checkInAt !== null} onChange={onChange} />

        <fieldset className={styles.fieldset}>
          <legend>성급</legend>
          {[5, 4, 3, 2].map((star) => (
            <label key={star} className={styles.check}>
              <input type="checkbox" checked={params.starRating.includes(star)} onChange={() => onChange({ starRating: toggled(params.starRating, star) })} />
              {star}성급 <span className={styles.muted}>({starCounts.get(star) ?? 0})</span>
            </label>
          ))}
        </fieldset>

        {page && page.facets.categories.length > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend>숙소 유형</legend>
            {page.facets.categories.map((c) => (
              <label key={c.id} className={styles.check}>
                <input type="checkbox" checked={params.categoryIds.includes(c.id)} onChange={() => onChange({ categoryIds: toggled(params.categoryIds, c.id) })} />
                {c.name} <span className={styles.muted}>({c.count})</span>
              </label>
            ))}
          </fieldset>
        ) : null}

        <fieldset className={styles.fieldset}>
          <legend>지역</legend>
          {(neighborhoods.data ?? [])
            .filter((n) => n.hotelCount > 0)
            .map((n) => (
              <label key={n.neighborhoodId} className={styles.check}>
                <input
                  type="checkbox"
                  checked={params.neighborhoodIds.includes(n.neighborhoodId)}
                  onChange={() => onChange({ neighborhoodIds: toggled(params.neighborhoodIds, n.neighborhoodId) })}
                />
                {n.name} <span className={styles.muted}>({counts.get(n.neighborhoodId) ?? 0})</span>
              </label>
            ))}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>명소 주변 ({HOTEL_POI_RADIUS_KM}km 이내)</legend>
          <label className={styles.check}>
            <input type="radio" name="hotel-poi" checked={params.poiIds.length === 0} onChange={() => onChange({ poiIds: [], sort: params.sort === 'distance' ? 'recommended' : params.sort })} />
            전체
          </label>
          {(pois.data ?? []).map((poi) => (
            <label key={poi.pointOfInterestId} className={styles.check}>
              <input
                type="radio"
                name="hotel-poi"
                checked={params.poiIds.length === 1 && params.poiIds[0] === poi.pointOfInterestId}
                onChange={() => onChange({ poiIds: [poi.pointOfInterestId], sort: 'distance' })}
              />
              {poi.name}
            </label>
          ))}
        </fieldset>
        {active > 0 && (
          <button type="button" className={styles.secondaryButton} onClick={() => onChange(clearedFilters(params))}>
            필터 모두 해제
          </button>
        )}
      </div>
    </details>
  );
}

function PriceFilter({
  params,
  range,
  dated,
  onChange,
}: {
  params: HotelListParams;
  range: { min: number; max: number } | null;
  dated: boolean;
  onChange: (change: FilterChange) => void;
}) {
  const [min, setMin] = useState(params.minPrice?.toString() ?? '');
  const [max, setMax] = useState(params.maxPrice?.toString() ?? '');
  const id = useId();
  const read = (v: string) => (/^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lo = read(min);
    const hi = read(max);
    onChange(lo !== null && hi !== null && lo > hi ? { minPrice: hi, maxPrice: lo } : { minPrice: lo, maxPrice: hi });
  };
  return (
    <form className={styles.fieldset} onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className={styles.legend}>
        {dated ? '1박 평균 요금' : '1박 최저가'}
      </p>
      {range && (
        <p className={styles.muted}>
          {formatWon(range.min)} ~ {formatWon(range.max)}
        </p>
      )}
      <div className={styles.priceInputs}>
        <label htmlFor={`${id}-min`} className={styles.visuallyHidden}>
          최소 요금(원)
        </label>
        <input id={`${id}-min`} inputMode="numeric" placeholder="최소" value={min} onChange={(e) => setMin(e.target.value)} />
        <span aria-hidden="true">~</span>
        <label htmlFor={`${id}-max`} className={styles.visuallyHidden}>
          최대 요금(원)
        </label>
        <input id={`${id}-max`} inputMode="numeric" placeholder="최대" value={max} onChange={(e) => setMax(e.target.value)} />
        <button type="submit" className={styles.secondaryButton}>
          적용
        </button>
      </div>
    </form>
  );
}

function ResultsSkeleton() {
  return (
    <div className={styles.cards} role="status" aria-label="호텔 불러오는 중" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <span key={i} className={styles.skeletonCard} data-skeleton="card" />
      ))}
    </div>
  );
}
