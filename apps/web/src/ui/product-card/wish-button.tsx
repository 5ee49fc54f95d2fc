import { HeartIcon } from '../icons/icons.tsx';
import styles from './product-card.module.css';

type Props = {
  isWish: boolean;
  onToggle: () => void;
  className?: string;
};

/** The heart on a card: a toggle button beside the card's link, never inside it. */
export function WishButton({ isWish, onToggle, className }: Props) {
  return (
    <button
      type="button"
      className={[styles.heart, className].filter(Boolean).join(' ')}
      aria-pressed={isWish}
      aria-label={isWish ? '찜 해제' : '찜하기'}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
    >
      <HeartIcon size={20} filled={isWish} />
    </button>
  );
}
