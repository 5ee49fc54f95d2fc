import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SearchIcon } from '../../../ui/icons/icons.tsx';
import styles from './search-bar.module.css';

type Props = {
  /** The collapsed line: place · dates · nights · party (search-summary.ts). */
  text: string;
  /** The full form, kept mounted while collapsed so what the visitor changed stays. */
  children: ReactNode;
};

/**
 * A mobile results page opens on one line of fixed height instead of the form's 500 px (issue 12);
 * a tap opens the form under it and moves the focus to its first field, a second tap folds it again.
 */
export function SearchSummary({ text, children }: Props) {
  const [expanded, setExpanded] = useState(false);
  const formId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const toggled = useRef(false);

  useEffect(() => {
    // Only a tap moves the focus: the page's first render must leave it where the browser put it.
    if (!toggled.current || !expanded) return;
    regionRef.current?.querySelector<HTMLElement>('button, input')?.focus();
  }, [expanded]);

  return (
    <div className={styles.summaryBox}>
      <button
        type="button"
        className={styles.summaryButton}
        aria-expanded={expanded}
        aria-controls={formId}
        onClick={() => {
          toggled.current = true;
          setExpanded((open) => !open);
        }}
      >
        <SearchIcon size={18} />
        <span className={styles.summaryText} data-testid="search-summary-text">
          {text}
        </span>
        <span className={styles.summaryAction}>{expanded ? '접기' : '변경'}</span>
      </button>
      <div id={formId} ref={regionRef} hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
