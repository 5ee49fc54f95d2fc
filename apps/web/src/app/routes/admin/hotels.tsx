import { useSearchParams } from 'react-router';
import { HotelsListScreen } from '../../../features/admin-hotels/hotels-list-screen.tsx';
import { adminHotelsQueryFrom } from '../../../features/admin-hotels/hotels-params.ts';

/** /admin/hotels?status=&cityCode=&partnerId=&q=&sort=&page=: the managed hotels (catalogue operators). */
export function Component() {
  const [params] = useSearchParams();
  return <HotelsListScreen query={adminHotelsQueryFrom(params)} />;
}
