import { UserIcon } from '../../../ui/icons/icons.tsx';
import styles from './mypage.module.css';

/** The member's profile image, or the default figure when there is none. */
export function Avatar({ src, size = 64 }: { src: string | null; size?: number }) {
  return src ? (
    <img className={styles.avatar} src={src} alt="프로필 사진" width={size} height={size} style={{ width: size, height: size }} />
  ) : (
    <span className={styles.avatar} role="img" aria-label="기본 프로필 사진" style={{ width: size, height: size, display: 'grid', placeItems: 'center' }}>
      <UserIcon size={size / 2} />
    </span>
  );
}
