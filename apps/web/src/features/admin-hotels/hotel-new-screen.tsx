import type { AdminHotelCreate } from '@minda/contracts/admin-hotels';
import { webPaths } from '@minda/contracts/paths';
import { useCreateThenOpen } from '../../ui/catalogue/product-form.tsx';
import { useCreateHotel } from './api/admin-hotels.ts';
import styles from './admin-hotels.module.css';
import { HotelForm } from './hotel-form.tsx';

/** /admin/hotels/new: a managed hotel saved as a draft, then opened on its own screen for its rooms, photos and sale. */
export function HotelNewScreen() {
  const create = useCreateHotel();
  const createThenOpen = useCreateThenOpen((body: AdminHotelCreate) => create.mutateAsync(body), {
    told: (name) => `${name}을(를) 작성 중으로 등록했습니다. 객실과 사진을 추가해 주세요.`,
    screen: (created) => webPaths.admin.hotel.href(created.propertyId),
  });
  return (
    <>
      <title>호텔 등록 | 호텔 관리 | 민다 관리자</title>
      <h1 className={styles.title}>호텔 등록</h1>
      <p>작성 중으로 저장되어 고객에게는 보이지 않습니다. 객실을 하나 이상 추가한 뒤 판매를 시작하세요.</p>
      <HotelForm pending={create.isPending} error={create.error} onSave={createThenOpen} />
    </>
  );
}
