import { webPaths } from '@minda/contracts/paths';
import { useCreateStay } from '../../../features/admin-stays/api/admin-stays.ts';
import { StayForm } from '../../../features/admin-stays/stay-form.tsx';
import { useCreateThenOpen } from '../../../ui/catalogue/product-form.tsx';
import styles from '../../../features/admin-bookings/admin-bookings.module.css';

/** /admin/stays/new: a guesthouse saved as a draft; its rooms and its sale follow on its own screen. */
export function Component() {
  const create = useCreateStay();
  const save = useCreateThenOpen(create.mutateAsync, {
    told: (name) => `${name}을(를) 작성 중으로 등록했습니다. 객실을 추가해 주세요.`,
    screen: ({ goodsNo }) => webPaths.admin.stay.href(goodsNo),
  });
  return (
    <>
      <title>민박 등록 | 민다 관리자</title>
      <h1 className={styles.title}>민박 등록</h1>
      <p>작성 중으로 저장됩니다. 객실을 추가한 뒤 판매를 시작하면 사이트와 검색에 보입니다.</p>
      <StayForm pending={create.isPending} error={create.error} onSave={save} />
    </>
  );
}
