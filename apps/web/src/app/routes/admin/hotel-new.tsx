import { HotelNewScreen } from '../../../features/admin-hotels/hotel-new-screen.tsx';

/** /admin/hotels/new */
export function Component() {
  return <HotelNewScreen />;
}
