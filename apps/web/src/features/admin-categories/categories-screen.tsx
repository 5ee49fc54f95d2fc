import { useId, useState } from 'react';
import { AdminCategoryCreateSchema, AdminCategoryPatchSchema, type AdminCategory } from '@minda/contracts/admin-categories';
import { errorMessage } from '../../lib/field-errors.ts';
import { useContractForm } from '../../ui/list-kit/contract-form.tsx';
import { FormEnd } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import { ListState } from '../../ui/list-kit/list-state.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { useAdminCategories, useCreateCategory, useDeleteCategory, useOrderCategories, usePatchCategory } from './api/admin-categories.ts';
import styles from './categories-screen.module.css';

/**
 * /admin/categories (issue 57): the hotel property types (숙소 유형) in the order the results' filter offers them
 * where a city has no order of its own (a city's is on its screen). Each moves up or down by its buttons, is
 * renamed, or deleted while no hotel is of it.
 */
export function CategoriesScreen() {
  const categories = useAdminCategories();
  const order = useOrderCategories();
  const toast = useToast();
  const headingId = useId();
  const rows = categories.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((c) => c.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    order.mutate(ids, { onSuccess: () => toast.show('숙소 유형 순서를 바꿨습니다.') });
  };
  return (
    <section className={kit.section} aria-labelledby={headingId}>
      <h2 id={headingId}>숙소 유형 ({rows.length})</h2>
      <ListState query={{ ...categories, data: categories.data ? { content: categories.data } : undefined }} emptyText="아직 숙소 유형이 없습니다." />
      {order.error ? (
        <p role="alert" className={kit.fieldError}>
          {errorMessage(order.error)}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ol className={styles.list} aria-label="숙소 유형 순서">
          {rows.map((category, index) => (
            <CategoryRow
              key={category.id}
              category={category}
              first={index === 0}
              last={index === rows.length - 1}
              moving={order.isPending}
              onMove={(by) => move(index, by)}
            />
          ))}
        </ol>
      ) : null}
      <NewCategory />
    </section>
  );
}

function CategoryRow({ category, first, last, moving, onMove }: { category: AdminCategory; first: boolean; last: boolean; moving: boolean; onMove: (by: -1 | 1) => void }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteCategory(category.id);
  const toast = useToast();
  const name = category.nameKo;
  return (
    <li className={styles.row}>
      <span className={styles.name}>
        {name} <span lang="en">{category.nameEn}</span> <code>{category.code}</code> <span className={kit.badge}>호텔 {category.hotelCount}곳</span>
      </span>
      <span className={kit.actions}>
        <button type="button" className={kit.secondary} disabled={first || moving} onClick={() => onMove(-1)} aria-label={`${name} 위로`}>
          ↑
        </button>
        <button type="button" className={kit.secondary} disabled={last || moving} onClick={() => onMove(1)} aria-label={`${name} 아래로`}>
          ↓
        </button>
        <button type="button" className={kit.secondary} aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
          {name} 이름 수정
        </button>
        <button type="button" className={kit.danger} disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: () => toast.show(`${name}을(를) 삭제했습니다.`) })}>
          {name} 삭제
        </button>
      </span>
      {remove.error ? (
        <p role="alert" className={kit.fieldError}>
          {errorMessage(remove.error)}
        </p>
      ) : null}
      {editing ? <Rename category={category} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

function Rename({ category, onDone }: { category: AdminCategory; onDone: () => void }) {
  const patch = usePatchCategory(category.id);
  const toast = useToast();
  const { form, onSubmit, alert, aria, field } = useContractForm({
    schema: AdminCategoryPatchSchema,
    defaults: { nameKo: category.nameKo, nameEn: category.nameEn },
    id: `category-${category.id}`,
    places: { fields: ['nameKo', 'nameEn'], fallback: '숙소 유형 이름을 저장하지 못했습니다.' },
    error: patch.error,
    save: {
      patch: (changes) =>
        patch.mutateAsync(changes).then(() => {
          toast.show('숙소 유형 이름을 저장했습니다.');
          onDone();
        }),
    },
    onNothingChanged: onDone,
  });
  const { register } = form;
  return (
    <form onSubmit={onSubmit} noValidate className={kit.form} aria-label={`${category.nameKo} 이름 수정`}>
      {field('nameKo', '유형 이름', <input {...aria('nameKo')} {...register('nameKo')} />)}
      {field('nameEn', '영문 이름', <input lang="en" {...aria('nameEn')} {...register('nameEn')} />)}
      <FormEnd alert={alert} submit="이름 저장" disabled={patch.isPending} />
    </form>
  );
}

function NewCategory() {
  const create = useCreateCategory();
  const toast = useToast();
  const { form, onSubmit, alert, aria, field } = useContractForm({
    schema: AdminCategoryCreateSchema,
    defaults: { code: '', nameKo: '', nameEn: '' },
    id: 'category-new',
    places: { fields: ['code', 'nameKo', 'nameEn'], fallback: '숙소 유형을 추가하지 못했습니다.' },
    error: create.error,
    save: { create: (values) => create.mutateAsync(values).then((category) => toast.show(`${category.nameKo}을(를) 추가했습니다.`)) },
    clearAfterCreate: true,
  });
  const { register } = form;
  return (
    <form onSubmit={onSubmit} noValidate className={kit.form} aria-label="숙소 유형 추가">
      {field('code', '코드 (영문 소문자·_)', <input lang="en" {...aria('code')} {...register('code')} />)}
      {field('nameKo', '유형 이름', <input {...aria('nameKo')} {...register('nameKo')} />)}
      {field('nameEn', '영문 이름', <input lang="en" {...aria('nameEn')} {...register('nameEn')} />)}
      <FormEnd alert={alert} submit="숙소 유형 추가" disabled={create.isPending} />
    </form>
  );
}
