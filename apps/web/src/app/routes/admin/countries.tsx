import { CountriesScreen } from '../../../features/admin-geography/countries-screen.tsx';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/countries: the countries, their provinces, and new ones (catalogue operators). */
export function Component() {
  return (
    <>
      <title>국가와 지방 | 민다 관리자</title>
      <h1 className={styles.title}>국가와 지방</h1>
      <CountriesScreen />
    </>
  );
}
