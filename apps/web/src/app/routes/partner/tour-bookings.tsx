import { webPaths } from '@minda/contracts/paths';
import { PartnerBookingsScreen } from '../../../features/partner-bookings/partner-bookings-screen.tsx';
import { partnerBookingsQueryOptions } from '../../../features/partner-bookings/api/get-partner-bookings.ts';
import { partnerBookingsParamsOf } from '../../../features/partner-bookings/partner-bookings-screen.tsx';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, url }) => ensureQueries(client, partnerBookingsQueryOptions(partnerBookingsParamsOf('tour', url.searchParams))));

/** /manager/tg/reserve_list.php: the tour partner's bookings (every state unless `astep` says one). */
export function Component() {
  return <PartnerBookingsScreen productType="tour" title="투어 예약 관리" href={webPaths.pc.partnerTourBookings.href} />;
}
