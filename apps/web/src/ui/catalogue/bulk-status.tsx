import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { STATUS_REASON_MAX, SuspendReasonSchema, type ProductBulkStatus } from '@minda/contracts/admin-publishing';
import { errorMessage } from '../../lib/field-errors.ts';
import { Dialog, DialogClose, DialogTitle } from '../dialog/dialog.tsx';
import frame from '../dialog/dialog.module.css';
import kit from '../list-kit/list-kit.module.css';
import { useToast } from '../toast/toast-provider.tsx';


export type BulkSend = { mutateAsync: (body: ProductBulkStatus) => Promise<{ changed: number }>; isPending: boolean; error: Error | null; reset: () => void };
type Target = ProductBulkStatus['status'];

const TEXTS: Record<Target, { verb: string; done: string; already: string; explain: (noun: string, n: number) => string }> = {
  published: {
    verb: '판매 시작',
    done: '판매를 시작했습니다',
    already: '이미 판매 중이었습니다',
    explain: (noun, n) => `선택한 ${noun} ${n}개를 판매합니다. 사이트와 검색에 바로 보입니다. 판매할 수 없는 것이 하나라도 있으면 아무것도 바뀌지 않습니다.`,
  },
  suspended: {
    verb: '판매 중지',
    done: '판매를 중지했습니다',
    already: '이미 판매 중지 상태였습니다',
    explain: (noun, n) => `선택한 ${noun} ${n}개의 판매를 중지합니다. 사이트와 검색에서 바로 사라지고, 예약과 후기는 그대로 남습니다.`,
  },
};

/**
 * The chosen rows' bulk action (issue 57, list kit): on sale or off it for all of them, after a confirmation that
 * says how many change (and, off sale, the reason the log keeps for each). All or none: the server names the one
 * it refuses.
 */
export function BulkStatus({ ids, noun, send, onDone }: { ids: readonly number[]; noun: string; send: BulkSend; onDone: () => void }) {
  const [asking, setAsking] = useState<Target | null>(null);
  if (ids.length === 0) return null;
  const close = () => {
    send.reset();
    setAsking(null);
  };
  const finished = () => {
    close();
    onDone();
  };
  return (
    <div className={kit.actions} role="group" aria-label="선택한 항목">
      <p>{`선택 ${ids.length}개`}</p>
      <button type="button" className={kit.secondary} onClick={() => setAsking('published')}>
        선택 판매 시작
      </button>
      <button type="button" className={kit.danger} onClick={() => setAsking('suspended')}>
        선택 판매 중지
      </button>
      {asking ? <Confirm status={asking} ids={ids} noun={noun} send={send} onClose={close} onDone={finished} /> : null}
    </div>
  );
}

function Confirm({ status, ids, noun, send, onClose, onDone }: { status: Target; ids: readonly number[]; noun: string; send: BulkSend; onClose: () => void; onDone: () => void }) {
  const toast = useToast();
  const { register, handleSubmit, formState } = useForm<{ reason: string }>({ resolver: status === 'suspended' ? zodResolver(SuspendReasonSchema) : undefined, defaultValues: { reason: '' } });
  const texts = TEXTS[status];
  const submit = ({ reason }: { reason: string }) =>
    send.mutateAsync(status === 'published' ? { ids: [...ids], status } : { ids: [...ids], status, reason: reason.trim() }).then(
      ({ changed }) => {
        const left = ids.length - changed;
        toast.show(`${noun} ${changed}개의 ${texts.done}.${left > 0 ? ` ${left}개는 ${texts.already}.` : ''}`);
        onDone();
      },
      () => undefined,
    );
  const invalid = formState.errors.reason?.message;
  return (
    <Dialog onOpenChange={(open) => !open && onClose()} className={frame.panel} overlayClassName={frame.overlay} layerClassName={frame.layer}>
      <DialogTitle className={frame.title}>{`${noun} ${ids.length}개 ${texts.verb}`}</DialogTitle>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <p>{texts.explain(noun, ids.length)}</p>
        {status === 'suspended' ? (
          <label className={kit.field}>
            중지 사유
            <input maxLength={STATUS_REASON_MAX} aria-invalid={invalid ? true : undefined} aria-describedby={invalid ? 'bulk-reason-error' : undefined} {...register('reason')} />
          </label>
        ) : null}
        {invalid ? (
          <p id="bulk-reason-error" className={kit.fieldError}>
            {invalid}
          </p>
        ) : null}
        {send.error ? (
          <p role="alert" className={kit.fieldError}>
            {errorMessage(send.error)}
          </p>
        ) : null}
        <div className={frame.actions}>
          <DialogClose className={kit.secondary}>닫기</DialogClose>
          <button type="submit" className={status === 'published' ? kit.primary : kit.danger} disabled={send.isPending}>
            {`${ids.length}개 ${texts.verb}`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
