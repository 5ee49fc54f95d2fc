import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { InquiryAnswerSchema, type AdminInquiry } from '@minda/contracts/mypage';
import { webPaths } from '@minda/contracts/paths';
import { INQUIRY_LIMITS } from '@minda/contracts/rules/mypage';
import type { z } from 'zod';
import { placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../../lib/field-errors.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { useAdminInquiries, useAnswerInquiry } from '../api/admin-inquiries.ts';
import { FormField } from './form-field.tsx';
import { InquiryText } from './inquiry-desk.tsx';
import styles from './mypage.module.css';

type Status = 'waiting' | 'answered' | undefined;

const FILTERS: readonly { status: Status; label: string }[] = [
  { status: 'waiting', label: '답변대기' },
  { status: 'answered', label: '답변완료' },
  { status: undefined, label: '전체' },
];

/** /admin/inquiries?status=&page=: the members' 1:1 inquiries, the oldest waiting first, each answered in place. */
export function AdminInquiries({ status, page }: { status: Status; page: number }) {
  const { data, error, refetch, isFetching } = useAdminInquiries({ status, page });
  return (
    <>
      <nav className={styles.tabs} aria-label="답변 상태">
        {FILTERS.map((filter) => (
          <Link key={filter.label} to={webPaths.admin.inquiries.href({ ...(filter.status ? { status: filter.status } : {}) })} className={styles.tab} aria-current={filter.status === status ? 'page' : undefined}>
            {filter.label}
          </Link>
        ))}
      </nav>
      {error ? (
        <ErrorState message="문의를 불러오지 못했어요." onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <div role="status" aria-label="불러오는 중" aria-busy="true" className={styles.loading} />
      ) : data.content.length === 0 ? (
        <p className={styles.note} role="status">
          문의가 없습니다.
        </p>
      ) : (
        <ul className={styles.inquiries} aria-label="회원 문의">
          {data.content.map((inquiry) => (
            <AdminInquiryItem key={inquiry.id} inquiry={inquiry} />
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 && (
        <nav className={styles.tabs} aria-label="페이지 이동">
          {page > 1 && <Link to={webPaths.admin.inquiries.href({ ...(status ? { status } : {}), page: page - 1 })} className={styles.tab}>이전</Link>}
          <span className={styles.tab}>
            {page} / {data.totalPages}
          </span>
          {!data.last && <Link to={webPaths.admin.inquiries.href({ ...(status ? { status } : {}), page: page + 1 })} className={styles.tab}>다음</Link>}
        </nav>
      )}
    </>
  );
}

type AnswerValues = z.output<typeof InquiryAnswerSchema>;
const ANSWER_ERRORS = { fields: ['answer'], fallback: '답변을 저장하지 못했어요.' } satisfies ServerErrorPlaces<keyof AnswerValues>;

/** One inquiry and its answer form (the contract's InquiryAnswerSchema and its messages). */
function AdminInquiryItem({ inquiry }: { inquiry: AdminInquiry }) {
  const save = useAnswerInquiry();
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof InquiryAnswerSchema>, unknown, AnswerValues>({
    resolver: zodResolver(InquiryAnswerSchema),
    defaultValues: { answer: inquiry.answer?.content ?? '' },
  });
  const submit = ({ answer }: AnswerValues) => save.mutate({ id: inquiry.id, answer }, { onError: (error) => setServerFieldErrors(error, setError, ANSWER_ERRORS) });
  const alert = placeServerError(save.error, ANSWER_ERRORS).alert;
  return (
    <li className={styles.inquiry} aria-label={inquiry.title}>
      <InquiryText inquiry={inquiry} asker={`${inquiry.member.nickname} (${inquiry.member.loginId})`} />
      <form className={styles.answer} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <FormField label="답변" error={formState.errors.answer?.message}>
          {(aria) => <textarea {...aria} maxLength={INQUIRY_LIMITS.content} {...register('answer')} />}
        </FormField>
        {alert ? (
          <p className={styles.error} role="alert">
            {alert}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={save.isPending}>
          {inquiry.answer ? '답변 고치기' : '답변 등록'}
        </button>
      </form>
    </li>
  );
}
