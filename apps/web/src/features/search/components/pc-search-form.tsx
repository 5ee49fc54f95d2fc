import { useId, type ReactNode } from 'react';
import { CalendarIcon, SearchIcon, UserIcon } from '../../../ui/icons/icons.tsx';
import type { Pane } from '../search-form.ts';
import type { SearchFormLayoutProps } from './search-form-layout.ts';
import styles from './search-bar.module.css';

/** The PC search bar: the keyword, dates and party side by side, each pane opening below its field. */
export function PcSearchForm(props: SearchFormLayoutProps) {
  const { searchType, pane, form, inputId, onOpen, onClose } = props;
  const toggle = (field: Exclude<Pane, 'none'>) => () => (pane === field ? onClose() : onOpen(field));
  return (
    <form {...form} className={styles.pcForm}>
      <div className={`${styles.field} ${styles.keywordField}`}>
        <label htmlFor={inputId} className={styles.fieldLabel}>
          {searchType === 'tour' ? '여행지·투어' : '여행지·숙소'}
        </label>
        <div className={styles.keywordRow}>
          {props.keywordInput}
          {props.clearButton}
        </div>
        {pane === 'keyword' ? <div className={`${styles.popover} ${styles.keywordPopover}`}>{props.keywordPanel}</div> : null}
      </div>
      {searchType !== 'tour' ? (
        <>
          <PcField
            className={styles.dateField}
            label="체크인 - 체크아웃"
            icon={<CalendarIcon size={18} />}
            value={props.dateText}
            open={pane === 'date'}
            onToggle={toggle('date')}
            dialogLabel="날짜 선택"
            popoverClassName={styles.datePopover}
          >
            {props.datePicker}
          </PcField>
          <PcField
            label={searchType === 'hotel' ? '객실 및 인원' : '인원'}
            icon={<UserIcon size={18} />}
            value={props.peopleText}
            open={pane === 'occupancy'}
            onToggle={toggle('occupancy')}
            dialogLabel={props.occupancyTitle}
            popoverClassName={styles.occupancyPopover}
          >
            {props.occupancyEditor}
          </PcField>
        </>
      ) : null}
      <button type="submit" className={styles.submit}>
        <SearchIcon size={20} />
        검색
      </button>
    </form>
  );
}

type PcFieldProps = {
  label: string;
  icon: ReactNode;
  value: string;
  open: boolean;
  onToggle: () => void;
  dialogLabel: string;
  popoverClassName: string | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** A field of the PC bar: its label and current value on a button that opens its pane below. */
function PcField({ label, icon, value, open, onToggle, dialogLabel, popoverClassName, className, children }: PcFieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <span className={styles.fieldLabel} id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={styles.fieldButton}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={onToggle}
      >
        {icon}
        <span id={`${id}-value`}>{value}</span>
      </button>
      {open ? (
        <div id={id} role="dialog" aria-label={dialogLabel} className={`${styles.popover} ${popoverClassName ?? ''}`}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
