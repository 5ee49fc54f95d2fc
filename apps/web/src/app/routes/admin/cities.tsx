import { CitiesScreen } from '../../../features/admin-geography/cities-screen.tsx';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/cities: the cities and their areas (catalogue operators). */
export function Component() {
  return (
    <>
      <title>도시 관리 | 민다 관리자</title>
      <h1 className={styles.title}>도시 관리</h1>
      <CitiesScreen />
    </>
  );
}
