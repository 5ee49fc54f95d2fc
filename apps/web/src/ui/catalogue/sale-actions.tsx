import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { STATUS_REASON_MAX, SuspendReasonSchema, type ProductStatus } from '@minda/contracts/admin-publishing';
import { errorMessage } from '../../lib/field-errors.ts';
import kit from '../list-kit/list-kit.module.css';
import { useToast } from '../toast/toast-provider.tsx';
import { useChangeProductStatus, type ProductEndpoints } from './catalogue-api.ts';

/** The suspension's reason, by the contract's rule. */
type Suspend = { reason: string };

/**
 * On sale, or off it with a reason the log keeps (issue 57, "Publishing"): a draft goes on sale once the server
 * finds it complete (its refusal, in Korean, is shown here), a product on sale comes off it with a reason.
 */
export function SaleActions({ name, status, endpoints }: { name: string; status: ProductStatus; endpoints: ProductEndpoints }) {
  const change = useChangeProductStatus(endpoints);
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const { register, handleSubmit, reset, watch, formState } = useForm<Suspend>({ resolver: zodResolver(SuspendReasonSchema), defaultValues: { reason: '' } });
  const failure = change.isError ? (
    <p role="alert" className={kit.fieldError}>
      {errorMessage(change.error)}
    </p>
  ) : null;
  if (status !== 'published') {
    const publish = () => change.mutate({ status: 'published' }, { onSuccess: () => toast.show(`${name}의 판매를 시작했습니다. 사이트와 검색에 바로 보입니다.`) });
    return (
      <div className={kit.actions}>
        <button type="button" className={kit.primary} onClick={publish} disabled={change.isPending}>
          {status === 'draft' ? '판매 시작' : '판매 다시 시작'}
        </button>
        {failure}
      </div>
    );
  }
  if (!asking) {
    return (
      <div className={kit.actions}>
        <button type="button" className={kit.danger} onClick={() => setAsking(true)}>
          판매 중지
        </button>
      </div>
    );
  }
  const submit = ({ reason }: Suspend) =>
    change.mutate(
      { status: 'suspended', reason },
      {
        onSuccess: () => {
          setAsking(false);
          reset();
          toast.show(`${name}의 판매를 중지했습니다. 예약과 후기는 그대로 남습니다.`);
        },
      },
    );
  const invalid = formState.errors.reason?.message;
  return (
    <form className={kit.actions} onSubmit={(event) => void handleSubmit(submit)(event)} aria-label="판매 중지">
      <label className={kit.field}>
        중지 사유
        <input maxLength={STATUS_REASON_MAX} required {...(invalid ? { 'aria-invalid': true } : {})} {...register('reason')} />
      </label>
      <button type="submit" className={kit.danger} disabled={!watch('reason').trim() || change.isPending}>
        중지
      </button>
      <button type="button" className={kit.secondary} onClick={() => setAsking(false)}>
        취소
      </button>
      {invalid ? (
        <p role="alert" className={kit.fieldError}>
          {invalid}
        </p>
      ) : (
        failure
      )}
    </form>
  );
}
