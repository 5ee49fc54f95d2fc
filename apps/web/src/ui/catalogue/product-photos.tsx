import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PHOTO_ALT_MAX, PRODUCT_PHOTOS_MAX, ProductPhotoPatchSchema, type ProductPhoto } from '@minda/contracts/admin-publishing';
import { errorMessage } from '../../lib/field-errors.ts';
import { imageUrl } from '../../lib/image-url.ts';
import { FormEnd, FormField, fieldAria } from '../list-kit/form-field.tsx';
import kit from '../list-kit/list-kit.module.css';
import { movedBy } from '../list-kit/ordered-rows.tsx';
import { useToast } from '../toast/toast-provider.tsx';
import { useDescribeProductPhoto, useOrderProductPhotos, useRemoveProductPhoto, useUploadProductPhoto, type ProductEndpoints } from './catalogue-api.ts';
import styles from './catalogue.module.css';

/** The upload form: what the photo shows (the contract's alt rule) and the file itself. */
const UploadSchema = ProductPhotoPatchSchema.extend({
  // Checked without naming FileList at load: the server render imports this module too.
  file: z.custom<FileList>((files) => typeof FileList !== 'undefined' && files instanceof FileList && files.length === 1, { error: '사진 파일을 골라 주세요.' }),
});
type UploadInput = z.input<typeof UploadSchema>;
type UploadOutput = z.output<typeof UploadSchema>;
type Alt = z.output<typeof ProductPhotoPatchSchema>;

/**
 * A product's photos (issue 57): the first is the cover the cards show; each moves up or down by its buttons (the
 * keyboard reaches them as any button), says what it shows, and can be removed. New ones are uploaded one at a time.
 * `altHint` is the line's example of a description.
 */
export function ProductPhotos({ photos, endpoints, altHint }: { photos: readonly ProductPhoto[]; endpoints: ProductEndpoints; altHint: string }) {
  const order = useOrderProductPhotos(endpoints);
  const remove = useRemoveProductPhoto(endpoints);
  const toast = useToast();
  const headingId = useId();
  const ids = photos.map((p) => p.photoId);
  const move = (index: number, by: -1 | 1) => {
    order.mutate(movedBy(ids, index, by), { onSuccess: () => toast.show(index + by === 0 ? '대표 사진을 바꿨습니다.' : '사진 순서를 바꿨습니다.') });
  };
  const failed = order.error ?? remove.error;
  return (
    <section className={kit.section} aria-labelledby={headingId}>
      <h2 id={headingId}>
        사진 ({photos.length}/{PRODUCT_PHOTOS_MAX})
      </h2>
      {photos.length === 0 ? <p>아직 사진이 없습니다. 사진을 한 장 이상 올려야 판매할 수 있습니다.</p> : null}
      {failed ? (
        <p role="alert" className={kit.fieldError}>
          {errorMessage(failed)}
        </p>
      ) : null}
      <ol className={styles.photos} aria-label="사진 순서">
        {photos.map((photo, index) => (
          <li key={photo.photoId} className={styles.photo}>
            <img src={imageUrl(photo.path)} alt={photo.alt} width={160} height={107} loading="lazy" />
            {index === 0 ? <span className={kit.badge}>대표 사진</span> : null}
            <Describe endpoints={endpoints} photo={photo} number={index + 1} />
            <div className={kit.actions}>
              <button type="button" className={kit.secondary} disabled={index === 0 || order.isPending} onClick={() => move(index, -1)} aria-label={`${index + 1}번 사진 앞으로`}>
                ←
              </button>
              <button type="button" className={kit.secondary} disabled={index === photos.length - 1 || order.isPending} onClick={() => move(index, 1)} aria-label={`${index + 1}번 사진 뒤로`}>
                →
              </button>
              <button type="button" className={kit.danger} disabled={remove.isPending} onClick={() => remove.mutate(photo.photoId, { onSuccess: () => toast.show('사진을 지웠습니다.') })} aria-label={`${index + 1}번 사진 지우기`}>
                지우기
              </button>
            </div>
          </li>
        ))}
      </ol>
      {photos.length < PRODUCT_PHOTOS_MAX ? <Upload endpoints={endpoints} altHint={altHint} /> : null}
    </section>
  );
}

function Describe({ endpoints, photo, number }: { endpoints: ProductEndpoints; photo: ProductPhoto; number: number }) {
  const describe = useDescribeProductPhoto(endpoints);
  const toast = useToast();
  const { register, handleSubmit, watch, formState } = useForm<Alt>({ resolver: zodResolver(ProductPhotoPatchSchema), defaultValues: { alt: photo.alt } });
  const changed = watch('alt').trim() !== photo.alt;
  const submit = ({ alt }: Alt) => describe.mutate({ photoId: photo.photoId, alt }, { onSuccess: () => toast.show('사진 설명을 저장했습니다.') });
  const refused = formState.errors.alt?.message ?? (describe.isError ? errorMessage(describe.error) : '');
  return (
    <form className={kit.actions} aria-label={`${number}번 사진 설명`} onSubmit={(event) => void handleSubmit(submit)(event)}>
      <label className={kit.field}>
        사진 설명
        <input maxLength={PHOTO_ALT_MAX} {...register('alt')} />
      </label>
      {changed ? (
        <button type="submit" className={kit.secondary} disabled={describe.isPending}>
          저장
        </button>
      ) : null}
      {refused ? (
        <p role="alert" className={kit.fieldError}>
          {refused}
        </p>
      ) : null}
    </form>
  );
}

function Upload({ endpoints, altHint }: { endpoints: ProductEndpoints; altHint: string }) {
  const upload = useUploadProductPhoto(endpoints);
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
      <FormField id="photo-alt" label="사진 설명" error={error('alt')} hint={altHint}>
        <input maxLength={PHOTO_ALT_MAX} {...fieldAria('photo-alt', error('alt'))} {...register('alt')} />
      </FormField>
      <FormEnd alert={upload.isError ? errorMessage(upload.error) : ''} submit="사진 올리기" disabled={upload.isPending} />
    </form>
  );
}
