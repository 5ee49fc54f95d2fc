import type { ReactNode } from 'react';
import styles from './editorial.module.css';

/** The mobile column's side padding and tighter type for editorial pages. */
export function MobileEditorialBody({ children }: { children: ReactNode }) {
  return <main className={styles.mobile}>{children}</main>;
}
