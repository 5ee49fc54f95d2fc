import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../icons/icons.tsx';
import styles from './section.module.css';

type Props = {
  title: string;
  /** Short line under the title. */
  description?: string;
  more?: { href: string; label?: string };
  children: ReactNode;
};

/** A titled block of the home: its heading names the landmark, an optional "more" link sits beside it. */
export function Section({ title, description, more, children }: Props) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {more && (
          <Link to={more.href} className={styles.more}>
            <span className="visually-hidden">{title} </span>
            {more.label ?? '더보기'}
            <ChevronRightIcon size={16} />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
