import type { MindaOnlyCity } from '@minda/contracts/content';
import styles from './city-sidebar.module.css';

/** The PC side bar of city names; the current city is marked and a click scrolls to it. */
export function CitySidebar({ cities, active, onSelect }: { cities: readonly MindaOnlyCity[]; active: number; onSelect: (index: number) => void }) {
  return (
    <nav className={styles.sidebar} aria-label="MINDA Only 도시">
      <ul className={styles.list}>
        {cities.map((city, i) => (
          <li key={city.id}>
            <button
              type="button"
              className={i === active ? `${styles.city} ${styles.active}` : styles.city}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => onSelect(i)}
            >
              {city.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
