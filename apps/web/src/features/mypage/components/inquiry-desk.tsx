import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { InquiryInputSchema, type Inquiry, type InquiryInput } from '@minda/contracts/mypage';
import { INQUIRY_CATEGORIES, INQUIRY_CATEGORY_LABELS, INQUIRY_LIMITS, INQUIRY_STATUS_LABELS } from '@minda/contracts/rules/mypage';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-error.ts';
import { placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../../lib/field-errors.ts';
import { isLoginRequiredError } from '../../../lib/login-gate.tsx';
import { MemberOnly, ToLogin } from '../../../lib/member-only.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePlatform } from '../../../lib/platform.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { uploadInquiryFile, useInquiries, useSendInquiry } from '../api/inquiries.ts';
import { dateText } from './dates.ts';
import { FormField } from './form-field.tsx';
import { inquiryDeskViewOf } from '../mypage-params.ts';
import styles from './mypage.module.css';

/**
 * 1:1 inquiry to the operator: `?mode=write` is the form (the footer link), `?mode=list` the member's
 * inquiries with their answers. The mode and page live in the address.
 */
export function InquiryDesk({ heading }: { heading?: string }) {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const { mode, page } = inquiryDeskViewOf(params);
  usePageMeta({ title: mode === 'list' ? '1:1 문의 내역 - 민다' : '1:1 문의하기 - 민다', description: '민다 고객센터에 1:1로 문의하고 답변을 확인합니다.' });
  return (
    <div className={styles.page} data-platform={platform} data-view="narrow">
      {heading && <h1 className={styles.title}>{heading}</h1>}
      <nav className={styles.tabs} aria-label="1:1 문의">
        <Link to="?mode=write" className={styles.tab} aria-current={mode === 'write' ? 'page' : undefined}>
          문의하기
        </Link>
        <Link to="?mode=list" className={styles.tab} aria-current={mode === 'list' ? 'page' : undefined}>
          문의 내역
        </Link>
      </nav>
      <MemberOnly>{mode === 'write' ? <InquiryForm /> : <InquiryList page={page} />}</MemberOnly>
    </div>
  );
}

type Attached = { key: string; name: string };
/** The form's values: 문의 유형, 제목, 내용; the attachments are kept beside them as they upload and go in as `fileKeys`. */
type InquiryFields = z.input<typeof InquiryInputSchema>;
const SEND_ERRORS = {
  fields: ['category', 'title', 'content'],
  fallback: '문의를 보내지 못했어요. 다시 시도해 주세요.',
} satisfies ServerErrorPlaces<keyof InquiryFields>;

/** 문의 유형, 제목, 내용 checked with the contract's InquiryInputSchema and its messages, then sent once. */
function InquiryForm() {
  const navigate = useNavigate();
  const send = useSendInquiry();
  const { register, handleSubmit, setError, formState } = useForm<InquiryFields, unknown, InquiryInput>({
    resolver: zodResolver(InquiryInputSchema),
    // No category until one is chosen: the select starts on 선택해 주세요 (''), which the contract refuses.
    defaultValues: { title: '', content: '' },
  });
  const errors = formState.errors;
  const [files, setFiles] = useState<Attached[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  // One key per filled-in form: a retry after a lost answer does not send the inquiry twice.
  const [key] = useState(() => crypto.randomUUID());

  if (isLoginRequiredError(send.error)) return <ToLogin />;

  const attach = async (file: File) => {
    setUploading(true);
    setUploadError(undefined);
    try {
      const stored = await uploadInquiryFile(file);
      setFiles((before) => [...before, { key: stored.key, name: stored.name }]);
    } catch (error) {
      setUploadError(error instanceof ApiError ? error.message : '파일을 올리지 못했어요. 다시 시도해 주세요.');
    } finally {
      setUploading(false);
    }
  };

  const submit = (input: InquiryInput) =>
    send.mutate(
      { input: { ...input, fileKeys: files.map((f) => f.key) }, key },
      { onSuccess: () => void navigate('?mode=list'), onError: (error) => setServerFieldErrors(error, setError, SEND_ERRORS) },
    );
  const alert = uploadError ?? placeServerError(send.error, SEND_ERRORS).alert;

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} aria-label="1:1 문의하기" noValidate>
      <p className={styles.note}>평일 10:00~18:00에 순서대로 답변드려요. 답변은 문의 내역에서 확인할 수 있어요.</p>
      <FormField label="문의 유형" error={errors.category?.message}>
        {(aria) => (
          <select {...aria} required {...register('category')}>
            <option value="">선택해 주세요</option>
            {INQUIRY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {INQUIRY_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="제목" error={errors.title?.message}>
        {(aria) => <input {...aria} maxLength={INQUIRY_LIMITS.title} required {...register('title')} />}
      </FormField>
      <FormField label="내용" error={errors.content?.message}>
        {(aria) => <textarea {...aria} maxLength={INQUIRY_LIMITS.content} required placeholder="예약번호와 함께 자세히 적어 주시면 더 빨리 도와드릴 수 있어요." {...register('content')} />}
      </FormField>
      <label className={styles.field}>
        첨부 파일 ({files.length}/{INQUIRY_LIMITS.files}, 이미지나 PDF · 10MB 이하)
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
          disabled={uploading || files.length >= INQUIRY_LIMITS.files}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void attach(file);
            e.target.value = '';
          }}
        />
      </label>
      {files.length > 0 && (
        <ul className={styles.note} aria-label="첨부한 파일">
          {files.map((file) => (
            <li key={file.key}>
              {file.name}{' '}
              <button type="button" className={styles.textLink} onClick={() => setFiles((before) => before.filter((f) => f.key !== file.key))}>
                빼기
              </button>
            </li>
          ))}
        </ul>
      )}
      {alert && (
        <p className={styles.error} role="alert">
          {alert}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={send.isPending || uploading}>
        {send.isPending ? '보내는 중…' : '문의 보내기'}
      </button>
    </form>
  );
}

function InquiryList({ page }: { page: number }) {
  const { data, error, refetch, isFetching } = useInquiries(page);
  if (isLoginRequiredError(error)) return <ToLogin />;
  if (error) return <ErrorState message="문의 내역을 불러오지 못했어요." onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data) return <div role="status" aria-label="불러오는 중" aria-busy="true" className={styles.loading} />;
  if (data.content.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>아직 문의하신 내역이 없어요.</p>
        <Link to="?mode=write" className={styles.textLink}>
          1:1 문의하기
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.inquiries} aria-label="문의 내역">
        {data.content.map((inquiry) => (
          <li key={inquiry.id} className={styles.inquiry}>
            <InquiryText inquiry={inquiry} />
            {inquiry.answer && (
              <div className={styles.answer} aria-label="답변">
                <p className={styles.note}>민다 고객센터 답변 · {dateText(inquiry.answer.answeredAt)}</p>
                <p className={styles.inquiryText}>{inquiry.answer.content}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      {data.totalPages > 1 && (
        <nav className={styles.tabs} aria-label="페이지 이동">
          {page > 1 && (
            <Link to={`?mode=list&page=${page - 1}`} className={styles.tab}>
              이전
            </Link>
          )}
          <span className={styles.tab}>
            {page} / {data.totalPages}
          </span>
          {!data.last && (
            <Link to={`?mode=list&page=${page + 1}`} className={styles.tab}>
              다음
            </Link>
          )}
        </nav>
      )}
    </>
  );
}

/** An inquiry as both sides read it: state, category, date (and who asked, for the operator), title, text, files. */
export function InquiryText({ inquiry, asker }: { inquiry: Inquiry; asker?: string }) {
  return (
    <>
      <div className={styles.inquiryHead}>
        <span className={styles.status} data-status={inquiry.status}>
          {INQUIRY_STATUS_LABELS[inquiry.status]}
        </span>
        <span>{INQUIRY_CATEGORY_LABELS[inquiry.category]}</span>
        <span>{dateText(inquiry.createdAt)}</span>
        {asker && <span>{asker}</span>}
      </div>
      <h3>{inquiry.title}</h3>
      <p className={styles.inquiryText}>{inquiry.content}</p>
      {inquiry.attachments.length > 0 && (
        <p className={styles.note}>
          첨부:{' '}
          {inquiry.attachments.map((file) => (
            <a key={file.url} href={file.url} target="_blank" rel="noreferrer" className={styles.textLink}>
              {file.name}{' '}
            </a>
          ))}
        </p>
      )}
    </>
  );
}
