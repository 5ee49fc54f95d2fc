import { useId, useState } from 'react';
import { webPaths, type Platform } from '@minda/contracts/paths';
import { formatWon, TOUR_SOLD_OUT_TEXT } from '@minda/contracts/rules/price';
import { lastSelectableDay } from '@minda/contracts/rules/search-widget';
import { toDateParam } from '@minda/contracts/rules/stay-dates';
import { clampTourQuantity, TOUR_OPTION_QUANTITY, TOUR_OPTION_SOLD_OUT_TEXT, tourOptionTotal } from '@minda/contracts/rules/tour-list';
import type { TourOption } from '@minda/contracts/tours';
import { BookButton, BookLink } from '../../../ui/book-button/book-button.tsx';
import { PREVIEW_BOOK_LABEL } from '../../../ui/preview-notice/preview-notice.tsx';
import styles from './tour-detail.module.css';

type Props = {
  itemNo: number;
  options: readonly TourOption[];
  /** Whose booking form 예약하기 opens. */
  platform: Platform;
  /** False on a preview of a tour off sale: nothing can be booked. */
  onSale?: boolean;
  today?: Date;
};

export const CHOOSE_TOUR_DATE_TEXT = '이용 날짜를 선택해 주세요.';

/**
 * Options with their per-person price (or sold out), the date (today to one year ahead), a people stepper,
 * the total, and 예약하기 to the booking form with that option, date and count.
 */
export function TourOptionPicker({ itemNo, options, platform, onSale = true, today = new Date() }: Props) {
  const name = useId();
  const dateId = useId();
  const firstOnSale = options.find((o) => !o.soldOut);
  const [selectedNo, setSelectedNo] = useState(firstOnSale?.optionNo);
  const [quantity, setQuantity] = useState<number>(TOUR_OPTION_QUANTITY.min);
  const [date, setDate] = useState('');
  const [askDate, setAskDate] = useState(false);
  const selected = options.find((o) => o.optionNo === selectedNo && !o.soldOut) ?? firstOnSale;
  const min = toDateParam(today);
  const max = lastSelectableDay(today);
  const dateChosen = date >= min && date <= max;

  if (options.length === 0) return <p className={styles.noOptions}>선택할 수 있는 옵션이 없습니다.</p>;

  return (
    <div className={styles.picker}>
      <fieldset className={styles.options}>
        <legend className={styles.legend}>옵션 선택</legend>
        {options.map((option) => (
          <label key={option.optionNo} className={styles.option} data-option-no={option.optionNo} data-sold-out={option.soldOut || undefined}>
            <input
              type="radio"
              name={name}
              value={option.optionNo}
              checked={selected?.optionNo === option.optionNo}
              disabled={option.soldOut}
              onChange={() => setSelectedNo(option.optionNo)}
            />
            <span className={styles.optionText}>
              <span className={styles.optionName}>{option.name}</span>
              {option.description && <span className={styles.optionDescription}>{option.description}</span>}
            </span>
            <span className={styles.optionPrice}>{option.soldOut ? TOUR_OPTION_SOLD_OUT_TEXT : `1인 ${formatWon(option.price)}`}</span>
          </label>
        ))}
      </fieldset>
      {selected ? (
        <>
          <label className={styles.date} htmlFor={dateId}>
            <span className={styles.stepperLabel}>이용 날짜</span>
            <input
              id={dateId}
              type="date"
              min={min}
              max={max}
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                setAskDate(false);
              }}
            />
          </label>
          {askDate && (
            <p className={styles.soldOut} role="alert">
              {CHOOSE_TOUR_DATE_TEXT}
            </p>
          )}
          <div className={styles.stepper} role="group" aria-label="인원">
            <span className={styles.stepperLabel}>인원</span>
            <button
              type="button"
              aria-label="인원 줄이기"
              disabled={quantity <= TOUR_OPTION_QUANTITY.min}
              onClick={() => setQuantity((q) => clampTourQuantity(q - 1))}
            >
              −
            </button>
            <output aria-live="polite" aria-label="선택한 인원">
              {quantity}명
            </output>
            <button
              type="button"
              aria-label="인원 늘리기"
              disabled={quantity >= TOUR_OPTION_QUANTITY.max}
              onClick={() => setQuantity((q) => clampTourQuantity(q + 1))}
            >
              +
            </button>
          </div>
          <p className={styles.total} data-total>
            <span>총 금액</span>
            <strong aria-live="polite">{formatWon(tourOptionTotal(selected.price, quantity))}</strong>
          </p>
          {!onSale ? (
            <BookButton label={PREVIEW_BOOK_LABEL} disabled />
          ) : dateChosen ? (
            <BookLink
              to={webPaths[platform].booking.href({
                type: 'tour',
                itemNo,
                options: [{ optionId: selected.optionNo, date, count: quantity }],
                total: tourOptionTotal(selected.price, quantity),
              })}
            />
          ) : (
            <BookButton
              onClick={() => {
                setAskDate(true);
                document.getElementById(dateId)?.focus();
              }}
            />
          )}
        </>
      ) : (
        <p className={styles.soldOut}>{TOUR_SOLD_OUT_TEXT}</p>
      )}
    </div>
  );
}
