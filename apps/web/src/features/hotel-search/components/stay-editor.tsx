import { useId, useReducer, useState, type FormEvent } from 'react';
import type { RoomOccupancy } from '@minda/contracts/search';
import {
  ADULTS_PER_ROOM,
  CHILD_AGE,
  CHILD_AGE_UNSET,
  CHILDREN_PER_ROOM_MAX,
  canApplyOccupancy,
  lastSelectableDay,
  occupancyReducer,
  ROOMS_MAX,
} from '@minda/contracts/rules/search-widget';
import { stayDatesProblem } from '@minda/contracts/rules/stay-pricing';
import { toDateParam } from '@minda/contracts/rules/stay-dates';
import styles from './hotel-detail.module.css';

export type HotelStayChoice = { checkInAt: string; checkOutAt: string; occupancy: RoomOccupancy[] };

type Props = { value: HotelStayChoice; onApply: (next: HotelStayChoice) => void };

const reduceHotelParty = occupancyReducer('hotel');
const AGES = Array.from({ length: CHILD_AGE.max - CHILD_AGE.min + 1 }, (_, i) => CHILD_AGE.min + i);

/**
 * The hotel page's own dates and rooms (spec 1 §5 limits through the widget's reducer): a change is applied
 * to the address, and the rooms and prices follow it.
 */
export function StayEditor({ value, onApply }: Props) {
  const id = useId();
  const [checkInAt, setCheckIn] = useState(value.checkInAt);
  const [checkOutAt, setCheckOut] = useState(value.checkOutAt);
  const [rooms, dispatch] = useReducer(reduceHotelParty, value.occupancy);
  const [problem, setProblem] = useState<string | null>(null);
  const today = new Date();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dateProblem = stayDatesProblem(checkInAt, checkOutAt, toDateParam(today));
    if (dateProblem) return setProblem(dateProblem);
    if (!canApplyOccupancy(rooms)) return setProblem('아동의 나이를 선택해 주세요.');
    setProblem(null);
    onApply({ checkInAt, checkOutAt, occupancy: rooms });
  };

  return (
    <form className={styles.editor} onSubmit={submit} aria-label="날짜와 인원 변경">
      <div className={styles.editorDates}>
        <label htmlFor={`${id}-in`}>체크인</label>
        <input id={`${id}-in`} type="date" value={checkInAt} min={toDateParam(today)} max={lastSelectableDay(today)} onChange={(e) => setCheckIn(e.target.value)} required />
        <label htmlFor={`${id}-out`}>체크아웃</label>
        <input id={`${id}-out`} type="date" value={checkOutAt} min={toDateParam(today)} max={lastSelectableDay(today)} onChange={(e) => setCheckOut(e.target.value)} required />
      </div>
      <ol className={styles.editorRooms}>
        {rooms.map((room, index) => (
          <li key={index} className={styles.editorRoom} aria-label={`객실 ${index + 1}`}>
            <span className={styles.editorRoomTitle}>객실 {index + 1}</span>
            <Stepper
              label={`객실 ${index + 1} 성인`}
              value={room.adult}
              unit="명"
              min={ADULTS_PER_ROOM.min}
              max={ADULTS_PER_ROOM.max}
              onChange={(adults) => dispatch({ type: 'setAdults', room: index, adults })}
            />
            <Stepper
              label={`객실 ${index + 1} 아동`}
              value={room.children.length}
              unit="명"
              min={0}
              max={CHILDREN_PER_ROOM_MAX}
              onChange={(n) => dispatch({ type: n > room.children.length ? 'addChild' : 'removeChild', room: index })}
            />
            {room.children.map((age, child) => (
              <label key={child} className={styles.editorAge}>
                <span>아동 {child + 1} 나이</span>
                <select aria-label={`객실 ${index + 1} 아동 ${child + 1} 나이`} value={age} onChange={(e) => dispatch({ type: 'setChildAge', room: index, index: child, age: Number(e.target.value) })}>
                  <option value={CHILD_AGE_UNSET}>선택</option>
                  {AGES.map((a) => (
                    <option key={a} value={a}>
                      {a === 0 ? '1세 미만' : `${a}세`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            {index > 0 && (
              <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'removeRoom', room: index })}>
                객실 {index + 1} 삭제
              </button>
            )}
          </li>
        ))}
      </ol>
      <div className={styles.editorActions}>
        <button type="button" className={styles.secondaryButton} disabled={rooms.length >= ROOMS_MAX} onClick={() => dispatch({ type: 'addRoom' })}>
          객실 추가
        </button>
        <button type="submit" className={styles.primaryButton}>
          요금 확인
        </button>
      </div>
      {problem && (
        <p className={styles.editorProblem} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

function Stepper({ label, value, unit, min, max, onChange }: { label: string; value: number; unit: string; min: number; max: number; onChange: (n: number) => void }) {
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <span className={styles.stepperLabel}>{label.replace(/^객실 \d+ /, '')}</span>
      <button type="button" aria-label={`${label} 줄이기`} disabled={value <= min} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output aria-live="polite">
        {value}
        {unit}
      </output>
      <button type="button" aria-label={`${label} 늘리기`} disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
