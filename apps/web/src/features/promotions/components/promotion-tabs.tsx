import { Link } from 'react-router';
import { PROMOTION_TABS, type PromotionTabId } from '../promotion-tabs.ts';
import styles from './promotions.module.css';

/** Links between the special-deal, off-season and coupon pages; the current one is marked for screen readers. */
export function PromotionTabs({ active }: { active: PromotionTabId }) {
  return (
    <nav aria-label="할인·쿠폰" className={styles.tabs}>
      <ul>
        {PROMOTION_TABS.map((tab) => (
          <li key={tab.id}>
            <Link to={tab.href} className={styles.tab} aria-current={tab.id === active ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
