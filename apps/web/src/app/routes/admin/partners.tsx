import { useSearchParams } from 'react-router';
import { PartnersScreen } from '../../../features/admin-partners/partners-screen.tsx';
import { partnersQueryFrom } from '../../../features/admin-partners/partners-params.ts';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/partners?q=&status=: partners and their business (catalogue operators). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>파트너 관리 | 민다 관리자</title>
      <h1 className={styles.title}>파트너 관리</h1>
      <PartnersScreen {...partnersQueryFrom(params)} />
    </>
  );
}
