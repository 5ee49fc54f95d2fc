import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import styles from './editorial.module.css';

/** A line-shaped placeholder while a page body loads. */
export function BodySkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <div role="status" aria-label="불러오는 중" aria-busy="true" className={styles.skeleton}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={styles.skeletonLine} />
      ))}
    </div>
  );
}

/** A Korean message for a page whose content does not exist (404), or a retry box for anything else. */
export function LoadFailure({ error, notFoundText, onRetry, retrying, children }: {
  error: unknown;
  notFoundText: string;
  onRetry: () => void;
  retrying: boolean;
  children?: ReactNode;
}) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>{notFoundText}</p>
        <p className={styles.emptyText}>{error.message}</p>
        {children}
      </div>
    );
  }
  return <ErrorState onRetry={onRetry} retrying={retrying} />;
}
