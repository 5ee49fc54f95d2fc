import { AdminHotelMemoCreateSchema, HOTEL_MEMO_MAX, type AdminHotelMemo } from '@minda/contracts/admin-hotels';
import { formatKoreanInstant } from '@minda/contracts/rules/bookings';
import { DetailSection } from '../../ui/catalogue/product-detail.tsx';
import { useContractForm } from '../../ui/list-kit/contract-form.tsx';
import { FormEnd } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { useAddHotelMemo, useHotelMemos } from './api/hotel-memos.ts';
import styles from './admin-hotels.module.css';

/**
 * "운영 메모" (spec 2 §7.10): the operators' notes on a property, never shown to guests, newest first with who wrote
 * each and when; a new one is added under them.
 */
export function HotelMemos({ propertyId }: { propertyId: number }) {
  return (
    <DetailSection id="hotel-memos" title="운영 메모">
      <MemoList propertyId={propertyId} />
      <h3>메모 남기기</h3>
      <MemoForm propertyId={propertyId} />
    </DetailSection>
  );
}

function MemoList({ propertyId }: { propertyId: number }) {
  const memos = useHotelMemos(propertyId);
  if (memos.isPending) return <p aria-busy="true">불러오는 중…</p>;
  if (memos.isError) return <p role="alert">{memos.error.message}</p>;
  if (memos.data.length === 0) return <p>아직 메모가 없습니다. 고객에게 보이지 않는 운영자끼리의 기록입니다.</p>;
  return (
    <ol className={styles.memos} aria-label="메모 목록">
      {memos.data.map((memo) => (
        <Memo key={memo.memoId} memo={memo} />
      ))}
    </ol>
  );
}

function Memo({ memo }: { memo: AdminHotelMemo }) {
  return (
    <li>
      <p className={styles.memoBody}>{memo.body}</p>
      <p className={kit.meta}>
        {memo.author.name} · <time dateTime={memo.createdAt}>{formatKoreanInstant(new Date(memo.createdAt))}</time>
      </p>
    </li>
  );
}

function MemoForm({ propertyId }: { propertyId: number }) {
  const add = useAddHotelMemo(propertyId);
  const toast = useToast();
  const memoForm = useContractForm({
    schema: AdminHotelMemoCreateSchema,
    defaults: { body: '' },
    id: 'hotel-memo',
    places: { fields: ['body'], fallback: '메모를 남기지 못했습니다.' },
    error: add.error,
    save: { create: (memo) => add.mutateAsync(memo).then(() => toast.show('메모를 남겼습니다.')) },
    clearAfterCreate: true,
  });
  return (
    <form onSubmit={memoForm.onSubmit} noValidate className={kit.form} aria-label="메모 남기기">
      {memoForm.field('body', '메모', <textarea rows={3} maxLength={HOTEL_MEMO_MAX} {...memoForm.aria('body')} {...memoForm.form.register('body')} />, { wide: true, hint: '고객에게는 보이지 않습니다.' })}
      <FormEnd alert={memoForm.alert} submit="메모 남기기" disabled={add.isPending} />
    </form>
  );
}
