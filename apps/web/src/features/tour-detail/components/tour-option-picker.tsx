import { useId, useState } from 'react';
import { formatWon, TOUR_SOLD_OUT_TEXT } from '@minda/contracts/rules/price';
import { clampTourQuantity, TOUR_OPTION_QUANTITY, TOUR_OPTION_SOLD_OUT_TEXT, tourOptionTotal } from '@minda/contracts/rules/tour-list';
import type { TourOption } from '@minda/contracts/tours';
import styles from './tour-detail.module.css';

/**
 * Options with their per-person price (or sold out), a people stepper and the total. Booking comes in a later
 * issue, so there is no booking button yet: the picker only lets a shopper compare.
 */
export function TourOptionPicker({ options }: { options: readonly TourOption[] }) {
  const name = useId();
  const firstOnSale = options.find((o) => !o.soldOut);
  const [selectedNo, setSelectedNo] = useState(firstOnSale?.optionNo);
  const [quantity, setQuantity] = useState<number>(TOUR_OPTION_QUANTITY.min);
  const selected = options.find((o) => o.optionNo === selectedNo && !o.soldOut) ?? firstOnSale;

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
        </>
      ) : (
        <p className={styles.soldOut}>{TOUR_SOLD_OUT_TEXT}</p>
      )}
    </div>
  );
}
