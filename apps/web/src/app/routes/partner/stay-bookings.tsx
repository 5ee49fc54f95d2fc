import { webPaths } from '@minda/contracts/paths';
import { PartnerBookingsScreen } from '../../../features/partner-bookings/partner-bookings-screen.tsx';

/** /manager/booking/list.php?astep=1: the partner's stay bookings by state (requests first in the menu). */
export function Component() {
  return <PartnerBookingsScreen productType="stay" title="숙소 예약 관리" href={webPaths.pc.partnerStayBookings.href} />;
}
