import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { TourItem, TourThemeGroup } from '@minda/contracts/tours';
import { platformPaths } from '@minda/contracts/paths';
import { TOUR_THEME_BLOCK_MAX_ITEMS } from '@minda/contracts/rules/limits';
import { usePlatform } from '../../../lib/platform.tsx';
import { ChevronRightIcon } from '../../../ui/icons/icons.tsx';
import { TourCardView } from '../../../ui/product-card/product-card.tsx';
import { Section } from '../../../ui/section/section.tsx';
import styles from './category-homes.module.css';

type Props = { group: TourThemeGroup; onToggleWish?: (tour: TourItem) => void };

/**
 * One tour theme group: a block per theme with at most four cards (two per row on mobile, one row on PC) and
 * a link to the whole theme list.
 */
export function TourThemeGroupSection({ group, onToggleWish }: Props) {
  const platform = usePlatform();
  return (
    <Section title={group.themeGroupName}>
      {group.themeItems.map((theme) => (
        <div key={theme.themeNo} className={styles.themeBlock} data-theme={theme.themeNo}>
          <div className={styles.themeHead}>
            <h3 className={styles.themeName}>{theme.themeName}</h3>
            <Link to={platformPaths[platform].tourTheme(theme.themeNo)} className={styles.themeMore}>
              <span className="visually-hidden">{theme.themeName} </span>더보기
              <ChevronRightIcon size={14} />
            </Link>
          </div>
          <ul className={styles.grid} data-platform={platform} style={{ '--block-columns': TOUR_THEME_BLOCK_MAX_ITEMS } as CSSProperties}>
            {theme.items.slice(0, TOUR_THEME_BLOCK_MAX_ITEMS).map((tour) => (
              <li key={tour.itemNo}>
                <TourCardView tour={tour} {...(onToggleWish ? { onWishToggle: () => onToggleWish(tour) } : {})} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}
