import type { ButtonHTMLAttributes } from 'react';
import { Link } from 'react-router';
import styles from './book-button.module.css';

/**
 * The 예약하기 of the stay, hotel and tour pages: a link to the booking form when the choice is complete,
 * or a button that asks for what is missing (dates) when it is not. One look for the three pages.
 */
export function BookLink({ to, label = '예약하기', description }: { to: string; label?: string; description?: string }) {
  return (
    <Link to={to} className={styles.book} aria-label={description ? `${label}: ${description}` : undefined}>
      {label}
    </Link>
  );
}

export function BookButton({ label = '예약하기', ...rest }: { label?: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'>) {
  return (
    <button type="button" className={styles.book} {...rest}>
      {label}
    </button>
  );
}
