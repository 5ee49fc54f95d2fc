import { zodResolver } from '@hookform/resolvers/zod';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { parseBookNo, platformPaths, webPaths } from '@minda/contracts/paths';
import type { MyReview, ReviewFormContext } from '@minda/contracts/reviews';
import { groupDigits } from '@minda/contracts/rules/number-format';
import { REVIEW_GRADE_LABELS, REVIEW_MAX_RATING, REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, gradedOnAllScales } from '@minda/contracts/rules/reviews';
import { ApiError } from '../../../lib/api-error.ts';
import { isLoginRequiredError } from '../../../lib/login-gate.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePlatform } from '../../../lib/platform.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { StarIcon } from '../../../ui/icons/icons.tsx';
import { uploadReviewPhoto, useReviewChanges, useReviewForm } from '../api/review-writing.ts';
import { reviewFormSchema, toRequest, type ReviewFormValues } from '../review-form-schema.ts';
import styles from './review-form.module.css';

type GradeKey = keyof typeof REVIEW_GRADE_LABELS;
const SUB_GRADES: readonly GradeKey[] = ['locationRating', 'facilityRating', 'staffRating'];


/**
 * The review form of one past booking (PC `/mypage/review_write.php?bookno=`, mobile
 * `/m/1.0/grp_mypage/review_write.html?bookno=`): grades, text and up to 10 photos, the points it earns;
 * once written, the same form edits or deletes it. `loginRedirect` is the route's way to the login.
 */
export function ReviewFormPage({ loginRedirect }: { loginRedirect: ReactNode }) {
  const [params] = useSearchParams();
  const bookNo = parseBookNo(params);
  usePageMeta({ title: '후기 쓰기 - 민다', description: '이용한 숙소와 투어의 후기를 남겨 주세요.' });
  if (bookNo === null) {
    return (
      <p className={styles.refusal} role="alert">
        예약 번호가 올바르지 않아요.
      </p>
    );
  }
  return <FormLoader bookNo={bookNo} loginRedirect={loginRedirect} />;
}

function FormLoader({ bookNo, loginRedirect }: { bookNo: number; loginRedirect: ReactNode }) {
  const { data, error, refetch, isFetching } = useReviewForm(bookNo);
  const platform = usePlatform();
  if (error) {
    if (isLoginRequiredError(error)) return loginRedirect;
    return <ErrorState message={error instanceof ApiError ? error.message : '후기 정보를 불러오지 못했어요.'} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (!data) return <div role="status" aria-label="불러오는 중" aria-busy="true" className={styles.loading} />;
  return (
    <div className={styles.page} data-platform={platform}>
      <h1 className={styles.title}>{data.review ? '내 후기' : '후기 쓰기'}</h1>
      <Header context={data} />
      {data.review || data.refusal === null ? (
        <ReviewForm context={data} review={data.review} />
      ) : (
        <p className={styles.refusal} role="alert">
          {data.refusal}
        </p>
      )}
    </div>
  );
}

function productHref(context: ReviewFormContext, platform: 'pc' | 'mobile') {
  if (context.productType === 'hotel') return webPaths.pc.hotelDetail.href(context.productId);
  return context.productType === 'tour' ? platformPaths[platform].tourDetail(Number(context.productId)) : platformPaths[platform].stayDetail(Number(context.productId));
}

function Header({ context }: { context: ReviewFormContext }) {
  const platform = usePlatform();
  return (
    <section className={styles.product} aria-label="후기를 쓸 예약">
      <Link to={productHref(context, platform)} className={styles.productName}>
        {context.productName}
      </Link>
      <p className={styles.meta}>
        예약번호 {context.bookNo} · {context.productType === 'tour' ? '이용일' : '체크아웃'} {context.lastDay}
      </p>
      {!context.review && context.refusal === null && (
        <p className={styles.points}>
          {context.reviewableUntil}까지 후기를 쓰면 <strong>{groupDigits(context.points)}포인트</strong>가 적립돼요.
        </p>
      )}
    </section>
  );
}

function emptyValues(review: MyReview | null): ReviewFormValues {
  return {
    rating: review?.rating ?? 0,
    locationRating: review?.locationRating ?? 0,
    facilityRating: review?.facilityRating ?? 0,
    staffRating: review?.staffRating ?? 0,
    content: review?.content ?? '',
    photos: review?.photos ?? [],
  };
}

function ReviewForm({ context, review }: { context: ReviewFormContext; review: MyReview | null }) {
  const allScales = gradedOnAllScales(context.productType);
  const platform = usePlatform();
  const { save, remove } = useReviewChanges();
  // What was done, in words: the form stays mounted when the refetched context then carries the review.
  const [done, setDone] = useState<{ kind: 'saved' | 'deleted'; text: string } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const attemptKey = useRef<string | null>(null);
  const textId = useId();
  const form = useForm<ReviewFormValues>({ resolver: zodResolver(reviewFormSchema(allScales)), defaultValues: emptyValues(review) });
  const { register, handleSubmit, control, formState } = form;
  const content = useWatch({ control, name: 'content' });

  const onSubmit = handleSubmit(async (values) => {
    attemptKey.current ??= crypto.randomUUID();
    setDone(null);
    await save.mutateAsync({ bookNo: context.bookNo, reviewId: review?.id ?? null, values: toRequest(values, allScales), idempotencyKey: attemptKey.current }).then(
      () => {
        attemptKey.current = null;
        setDone({ kind: 'saved', text: review ? '후기를 수정했어요.' : `후기를 등록했어요. ${groupDigits(context.points)}포인트가 적립됐어요.` });
      },
      () => undefined,
    );
  });

  if (done?.kind === 'deleted') {
    return (
      <p className={styles.done} role="status">
        {done.text}
      </p>
    );
  }

  const failure = save.error ?? remove.error;
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={review ? '후기 수정' : '후기 쓰기'}>
      <fieldset className={styles.grades}>
        <legend className={styles.legend}>별점</legend>
        <StarField control={control} name="rating" label={REVIEW_GRADE_LABELS.rating} error={formState.errors.rating?.message} />
        {allScales &&
          SUB_GRADES.map((key) => <StarField key={key} control={control} name={key} label={REVIEW_GRADE_LABELS[key]} error={formState.errors[key]?.message} />)}
      </fieldset>

      <label htmlFor={textId} className={styles.legend}>
        후기 내용
      </label>
      <textarea
        id={textId}
        className={styles.text}
        rows={platform === 'pc' ? 8 : 6}
        maxLength={REVIEW_TEXT_MAX}
        placeholder={`숙소와 일정은 어땠나요? ${REVIEW_TEXT_MIN}자 이상 남겨 주세요.`}
        aria-invalid={formState.errors.content ? true : undefined}
        aria-describedby={`${textId}-count`}
        {...register('content')}
      />
      <p id={`${textId}-count`} className={styles.count}>
        {groupDigits(content.trim().length)} / {groupDigits(REVIEW_TEXT_MAX)}자
      </p>
      {formState.errors.content?.message && (
        <p className={styles.error} role="alert">
          {formState.errors.content.message}
        </p>
      )}

      <Controller
        control={control}
        name="photos"
        render={({ field }) => <PhotoPicker photos={field.value} onChange={field.onChange} />}
      />

      {failure && (
        <p className={styles.error} role="alert">
          {failure instanceof ApiError ? failure.message : '저장하지 못했어요. 잠시 후 다시 시도해 주세요.'}
        </p>
      )}
      {done?.kind === 'saved' && (
        <p className={styles.done} role="status">
          {done.text}{' '}
          <Link to={productHref(context, platform)}>상품 페이지에서 보기</Link>
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={formState.isSubmitting || save.isPending}>
          {review ? '수정하기' : '후기 등록'}
        </button>
        {review &&
          (confirmingDelete ? (
            <span className={styles.confirm}>
              정말 삭제할까요? 삭제한 예약의 후기는 다시 쓸 수 없어요.
              <button
                type="button"
                className={styles.danger}
                disabled={remove.isPending}
                onClick={() => remove.mutate(review.id, { onSuccess: () => setDone({ kind: 'deleted', text: '후기를 삭제했어요.' }) })}
              >
                삭제
              </button>
              <button type="button" className={styles.secondary} onClick={() => setConfirmingDelete(false)}>
                취소
              </button>
            </span>
          ) : (
            <button type="button" className={styles.secondary} onClick={() => setConfirmingDelete(true)}>
              후기 삭제
            </button>
          ))}
      </div>
    </form>
  );
}

function StarField({ control, name, label, error }: { control: Control<ReviewFormValues>; name: GradeKey; label: string; error: string | undefined }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={styles.gradeRow}>
          <span className={styles.gradeLabel} id={`grade-${name}`}>
            {label}
          </span>
          <RadioGroup.Root
            className={styles.stars}
            value={field.value > 0 ? String(field.value) : ''}
            onValueChange={(value) => field.onChange(Number(value))}
            aria-labelledby={`grade-${name}`}
            orientation="horizontal"
          >
            {Array.from({ length: REVIEW_MAX_RATING }, (_, i) => i + 1).map((star) => (
              <RadioGroup.Item key={star} value={String(star)} className={styles.star} aria-label={`${label} ${star}점`} data-on={star <= field.value ? '' : undefined}>
                <StarIcon size={24} />
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          {error && (
            <span className={styles.error} role="alert">
              {error}
            </span>
          )}
        </div>
      )}
    />
  );
}

type Photo = { id: number; url: string };

/** Up to 10 photos, each uploaded when picked; previews with a remove button. */
function PhotoPicker({ photos, onChange }: { photos: Photo[]; onChange: (photos: Photo[]) => void }) {
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const current = useRef(photos);
  current.current = photos;

  const pick = async (files: File[]) => {
    setError(null);
    const room = REVIEW_PHOTOS_MAX - current.current.length;
    if (files.length > room) setError(`사진은 ${REVIEW_PHOTOS_MAX}장까지 올릴 수 있습니다.`);
    for (const file of files.slice(0, Math.max(room, 0))) {
      setUploading((n) => n + 1);
      try {
        const photo = await uploadReviewPhoto(file);
        current.current = [...current.current, photo];
        onChange(current.current);
      } catch (cause) {
        setError(cause instanceof ApiError ? cause.message : '사진을 올리지 못했어요.');
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  return (
    <div className={styles.photoField}>
      <span className={styles.legend}>
        사진 ({photos.length}/{REVIEW_PHOTOS_MAX})
      </span>
      <ul className={styles.previews} aria-label="올린 사진">
        {photos.map((photo, i) => (
          <li key={photo.id} className={styles.preview}>
            <img src={photo.url} alt={`올린 사진 ${i + 1}`} />
            <button type="button" className={styles.removePhoto} aria-label={`사진 ${i + 1} 삭제`} onClick={() => onChange(photos.filter((p) => p.id !== photo.id))}>
              ×
            </button>
          </li>
        ))}
        {photos.length < REVIEW_PHOTOS_MAX && (
          <li>
            <label htmlFor={inputId} className={styles.addPhoto} aria-busy={uploading > 0}>
              {uploading > 0 ? '올리는 중…' : '+ 사진 추가'}
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              multiple
              className={styles.fileInput}
              aria-label="사진 추가"
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                event.currentTarget.value = '';
                void pick(files);
              }}
            />
          </li>
        )}
      </ul>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
