import { FacilitiesScreen } from '../../../features/admin-facilities/facilities-screen.tsx';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/facilities: the common and room facilities products pick from, in their order (catalogue operators). */
export function Component() {
  return (
    <>
      <title>시설 관리 | 민다 관리자</title>
      <h1 className={styles.title}>시설 관리</h1>
      <FacilitiesScreen />
    </>
  );
}
