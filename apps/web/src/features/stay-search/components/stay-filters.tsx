import { useId, useState, type FormEvent } from 'react';
import { formatWon } from '@minda/contracts/rules/price';
import { formatRating } from '../../../lib/format.ts';
import { NO_FILTERS, RATING_CHOICES, hasFilters, type StayListFilters } from '../stay-list-state.ts';
import styles from './stay-results.module.css';

type Props = {
  filters: StayListFilters;
  /** Lowest and highest price of the current results (before the price filter), for the hints. */
  priceRange: { min: number; max: number } | null | undefined;
  onChange: (filters: StayListFilters) => void;
};

const ROOM_KINDS = [
  { value: undefined, label: '전체' },
  { value: 'dormitory', label: '도미토리(침대)' },
  { value: 'private', label: '개인실' },
] as const;

const priceValue = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** Price range, rating, instant reservation, breakfast and room kind; every change goes into the address. */
export function StayFilters({ filters: applied, priceRange, onChange }: Props) {
  const id = useId();
  // The controls show a change at once; the address (and so `applied`) follows a moment later.
  const [filters, setFilters] = useState(applied);
  const [minText, setMinText] = useState(filters.minPrice?.toString() ?? '');
  const [maxText, setMaxText] = useState(filters.maxPrice?.toString() ?? '');
  const [priceError, setPriceError] = useState<string | null>(null);
  // The address changed (back, forward, reset): the inputs follow it.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setFilters(applied);
    setMinText(applied.minPrice?.toString() ?? '');
    setMaxText(applied.maxPrice?.toString() ?? '');
    setPriceError(null);
  }
  const change = (next: StayListFilters) => {
    setFilters(next);
    onChange(next);
  };

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    const minPrice = priceValue(minText);
    const maxPrice = priceValue(maxText);
    if ((minText.trim() && minPrice === undefined) || (maxText.trim() && maxPrice === undefined)) {
      setPriceError('가격은 숫자로 입력해 주세요.');
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setPriceError('최저 가격이 최고 가격보다 클 수 없어요.');
      return;
    }
    setPriceError(null);
    change({ ...filters, minPrice, maxPrice });
  };

  return (
    <div className={styles.filters} aria-label="필터" role="group">
      <form className={styles.filterBlock} onSubmit={applyPrice} aria-labelledby={`${id}-price`}>
        <h3 id={`${id}-price`} className={styles.filterTitle}>
          가격 (숙박 요금)
        </h3>
        {priceRange && (
          <p className={styles.filterHint}>
            {formatWon(priceRange.min)} ~ {formatWon(priceRange.max)}
          </p>
        )}
        <div className={styles.priceInputs}>
          <label>
            <span className="visually-hidden">최저 가격(원)</span>
            <input inputMode="numeric" placeholder="최저" value={minText} onChange={(e) => setMinText(e.target.value)} aria-invalid={priceError ? true : undefined} />
          </label>
          <span aria-hidden="true">~</span>
          <label>
            <span className="visually-hidden">최고 가격(원)</span>
            <input inputMode="numeric" placeholder="최고" value={maxText} onChange={(e) => setMaxText(e.target.value)} aria-invalid={priceError ? true : undefined} />
          </label>
          <button type="submit" className={styles.smallButton}>
            적용
          </button>
        </div>
        {priceError && (
          <p className={styles.error} role="alert">
            {priceError}
          </p>
        )}
      </form>

      <fieldset className={styles.filterBlock}>
        <legend className={styles.filterTitle}>평점</legend>
        <div className={styles.choiceRow}>
          {[undefined, ...RATING_CHOICES].map((rating) => (
            <label key={rating ?? 'all'} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-rating`}
                checked={filters.minRating === rating}
                onChange={() => change({ ...filters, minRating: rating })}
              />
              {rating === undefined ? '전체' : `${formatRating(rating)} 이상`}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.filterBlock}>
        <legend className={styles.filterTitle}>숙소 조건</legend>
        <div className={styles.choiceRow}>
          <label className={styles.choice}>
            <input type="checkbox" checked={filters.instant} onChange={(e) => change({ ...filters, instant: e.target.checked })} />
            즉시예약
          </label>
          <label className={styles.choice}>
            <input type="checkbox" checked={filters.breakfast} onChange={(e) => change({ ...filters, breakfast: e.target.checked })} />
            조식 제공
          </label>
        </div>
      </fieldset>

      <fieldset className={styles.filterBlock}>
        <legend className={styles.filterTitle}>객실 종류</legend>
        <div className={styles.choiceRow}>
          {ROOM_KINDS.map((kind) => (
            <label key={kind.label} className={styles.choice}>
              <input type="radio" name={`${id}-room`} checked={filters.roomKind === kind.value} onChange={() => change({ ...filters, roomKind: kind.value })} />
              {kind.label}
            </label>
          ))}
        </div>
      </fieldset>

      {hasFilters(filters) && (
        <button type="button" className={styles.resetButton} onClick={() => change(NO_FILTERS)}>
          필터 초기화
        </button>
      )}
    </div>
  );
}
