import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AdminStayPhotoPatchSchema, PHOTO_ALT_MAX, STAY_PHOTOS_MAX, type AdminStay, type AdminStayPhoto } from '@minda/contracts/admin-stays';
import { errorMessage } from '../../lib/field-errors.ts';
import { imageUrl } from '../../lib/image-url.ts';
import { FormEnd, FormField, fieldAria } from '../../ui/list-kit/form-field.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { useDescribeStayPhoto, useOrderStayPhotos, useRemoveStayPhoto, useUploadStayPhoto } from './api/admin-stays.ts';
import kit from '../../ui/list-kit/list-kit.module.css';
import styles from './admin-stays.module.css';

/** The upload form: what the photo shows (the contract's alt rule) and the file itself. */
const UploadSchema = AdminStayPhotoPatchSchema.extend({
  // Checked without naming FileList at load: the server render imports this module too.
  file: z.custom<FileList>((files) => typeof FileList !== 'undefined' && files instanceof FileList && files.length === 1, { error: '사진 파일을 골라 주세요.' }),
});
type UploadInput = z.input<typeof UploadSchema>;
type UploadOutput = z.output<typeof UploadSchema>;

/**
 * A stay's photos (issue 57): the first is the cover the cards show; each moves up or down by its buttons (the
 * keyboard reaches them as any button), says what it shows, and can be removed. New ones are uploaded one at a time.
 */
export function StayPhotos({ stay }: { stay: AdminStay }) {
  const order = useOrderStayPhotos(stay.goodsNo);
  const remove = useRemoveStayPhoto(stay.goodsNo);
  const toast = useToast();
  const ids = stay.photos.map((p) => p.photoId);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    order.mutate(next, { onSuccess: () => toast.show(index + by === 0 ? '대표 사진을 바꿨습니다.' : '사진 순서를 바꿨습니다.') });
  };
  const failed = order.error ?? remove.error;
  return (
    <section className={kit.section} aria-labelledby="stay-photos">
      <h2 id="stay-photos">
        사진 ({stay.photos.length}/{STAY_PHOTOS_MAX})
      </h2>
      {stay.photos.length === 0 ? <p>아직 사진이 없습니다. 사진을 한 장 이상 올려야 판매할 수 있습니다.</p> : null}
      {failed ? (
        <p role="alert" className={kit.fieldError}>
          {errorMessage(failed)}
        </p>
      ) : null}
      <ol className={styles.photos} aria-label="사진 순서">
        {stay.photos.map((photo, index) => (
          <li key={photo.photoId} className={styles.photo}>
            <img src={imageUrl(photo.path)} alt={photo.alt} width={160} height={107} loading="lazy" />
            {index === 0 ? <span className={kit.badge}>대표 사진</span> : null}
            <Describe goodsNo={stay.goodsNo} photo={photo} number={index + 1} />
            <div className={kit.actions}>
              <button type="button" className={kit.secondary} disabled={index === 0 || order.isPending} onClick={() => move(index, -1)} aria-label={`${index + 1}번 사진 앞으로`}>
                ←
              </button>
              <button type="button" className={kit.secondary} disabled={index === stay.photos.length - 1 || order.isPending} onClick={() => move(index, 1)} aria-label={`${index + 1}번 사진 뒤로`}>
                →
              </button>
              <button type="button" className={kit.danger} disabled={remove.isPending} onClick={() => remove.mutate(photo.photoId, { onSuccess: () => toast.show('사진을 지웠습니다.') })} aria-label={`${index + 1}번 사진 지우기`}>
                지우기
              </button>
            </div>
          </li>
        ))}
      </ol>
      {stay.photos.length < STAY_PHOTOS_MAX ? <Upload goodsNo={stay.goodsNo} /> : null}
    </section>
  );
}

function Describe({ goodsNo, photo, number }: { goodsNo: number; photo: AdminStayPhoto; number: number }) {
  const describe = useDescribeStayPhoto(goodsNo);
  const toast = useToast();
  const [alt, setAlt] = useState(photo.alt);
  const changed = alt.trim() !== photo.alt;
  return (
    <form
      className={kit.actions}
      aria-label={`${number}번 사진 설명`}
      onSubmit={(event) => {
        event.preventDefault();
        describe.mutate({ photoId: photo.photoId, alt: alt.trim() }, { onSuccess: () => toast.show('사진 설명을 저장했습니다.') });
      }}
    >
      <label className={kit.field}>
        사진 설명
        <input value={alt} onChange={(event) => setAlt(event.target.value)} maxLength={PHOTO_ALT_MAX} />
      </label>
      {changed ? (
        <button type="submit" className={kit.secondary} disabled={describe.isPending}>
          저장
        </button>
      ) : null}
      {describe.isError ? (
        <p role="alert" className={kit.fieldError}>
          {errorMessage(describe.error)}
        </p>
      ) : null}
    </form>
  );
}

function Upload({ goodsNo }: { goodsNo: number }) {
  const upload = useUploadStayPhoto(goodsNo);
  const toast = useToast();
  const { register, handleSubmit, reset, formState } = useForm<UploadInput, unknown, UploadOutput>({ resolver: zodResolver(UploadSchema), defaultValues: { alt: '' } });
  const submit = (values: UploadOutput) =>
    upload.mutateAsync({ file: values.file[0]!, alt: values.alt }).then(() => {
      reset();
      toast.show('사진을 올렸습니다.');
    }, () => undefined);
  const error = (name: 'alt' | 'file') => formState.errors[name]?.message;
  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className={kit.form} aria-label="사진 올리기">
      <FormField id="photo-file" label="사진 파일 (JPEG, PNG, WebP, GIF)" error={error('file')}>
        <input type="file" accept="image/jpeg,image/png,image/webp,image/gif" {...fieldAria('photo-file', error('file'))} {...register('file')} />
      </FormField>
      <FormField id="photo-alt" label="사진 설명" error={error('alt')} hint="예: 2인실 침대와 창문">
        <input maxLength={PHOTO_ALT_MAX} {...fieldAria('photo-alt', error('alt'))} {...register('alt')} />
      </FormField>
      <FormEnd alert={upload.isError ? errorMessage(upload.error) : ''} submit="사진 올리기" disabled={upload.isPending} />
    </form>
  );
}
