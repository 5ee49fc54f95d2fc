import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './consent-list.module.css';

export type ConsentItem = {
  key: string;
  /** What is agreed to, with its (필수)/(선택) mark. */
  label: string;
  /** The document to read (보기), opened in a new tab; none for a plain confirmation. */
  href?: string;
  /** The checkbox's own props: a react-hook-form `register(...)` result. */
  input: InputHTMLAttributes<HTMLInputElement>;
  error?: string;
};

type Props = {
  legend: string;
  legendClassName?: string;
  allChecked: boolean;
  onAllChange: (checked: boolean) => void;
  items: readonly ConsentItem[];
  /** Below the list, e.g. why the button waits. */
  children?: ReactNode;
};

/** The consents of a form as Korean sites show them: 전체 동의, then each one with its 보기 link and error. */
export function ConsentList({ legend, legendClassName, allChecked, onAllChange, items, children }: Props) {
  return (
    <fieldset className={styles.consents}>
      <legend className={legendClassName ?? styles.legend}>{legend}</legend>
      <label className={styles.consentAll}>
        <input type="checkbox" checked={allChecked} onChange={(event) => onAllChange(event.target.checked)} />
        전체 동의
      </label>
      {items.map((item) => (
        <div key={item.key}>
          <div className={styles.consent}>
            <label className={styles.consent}>
              <input type="checkbox" aria-invalid={item.error ? true : undefined} {...item.input} />
              {item.label}
            </label>
            {item.href && (
              <a href={item.href} target="_blank" rel="noreferrer" className={styles.consentLink} aria-label={`${item.label} 내용 보기`}>
                보기
              </a>
            )}
          </div>
          {item.error && (
            <p className={styles.error} role="alert">
              {item.error}
            </p>
          )}
        </div>
      ))}
      {children}
    </fieldset>
  );
}
