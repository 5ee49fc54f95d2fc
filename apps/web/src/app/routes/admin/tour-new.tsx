import { webPaths } from '@minda/contracts/paths';
import { useCreateTour } from '../../../features/admin-tours/api/admin-tours.ts';
import { TourForm } from '../../../features/admin-tours/tour-form.tsx';
import { useCreateThenOpen } from '../../../ui/catalogue/product-form.tsx';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/tours/new: a tour or ticket saved as a draft; its options, photos and sale follow on its own screen. */
export function Component() {
  const create = useCreateTour();
  const save = useCreateThenOpen(create.mutateAsync, {
    told: (name) => `${name}을(를) 작성 중으로 등록했습니다. 옵션과 사진을 추가해 주세요.`,
    screen: ({ itemNo }) => webPaths.admin.tour.href(itemNo),
  });
  return (
    <>
      <title>투어·티켓 등록 | 민다 관리자</title>
      <h1 className={styles.title}>투어·티켓 등록</h1>
      <p>작성 중으로 저장됩니다. 옵션과 사진을 추가한 뒤 판매를 시작하면 사이트와 검색에 보입니다.</p>
      <TourForm pending={create.isPending} error={create.error} onSave={save} />
    </>
  );
}
