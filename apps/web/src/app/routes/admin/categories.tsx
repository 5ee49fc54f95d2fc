import { CategoriesScreen } from '../../../features/admin-categories/categories-screen.tsx';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/categories: the hotel property types (숙소 유형) in their order (catalogue operators). */
export function Component() {
  return (
    <>
      <title>숙소 유형 관리 | 민다 관리자</title>
      <h1 className={styles.title}>숙소 유형 관리</h1>
      <CategoriesScreen />
    </>
  );
}
