import { webPaths } from '@minda/contracts/paths';
import { PartnerBookingsScreen } from '../../../features/partner-bookings/partner-bookings-screen.tsx';

/** /manager/tg/reserve_list.php: the tour partner's bookings (every state unless `astep` says one). */
export function Component() {
  return <PartnerBookingsScreen productType="tour" title="투어 예약 관리" href={webPaths.pc.partnerTourBookings.href} />;
}
