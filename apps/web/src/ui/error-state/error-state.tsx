import { AlertIcon } from '../icons/icons.tsx';
import styles from './error-state.module.css';

type Props = {
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
};

/** What a section shows when its data could not load: a short Korean message and a retry button. */
export function ErrorState({ message = '정보를 불러오지 못했어요.', onRetry, retrying = false }: Props) {
  return (
    <div className={styles.box} role="alert">
      <AlertIcon size={22} className={styles.icon} />
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying}>
        {retrying ? '다시 불러오는 중…' : '다시 시도'}
      </button>
    </div>
  );
}
