import { useState } from 'react';
import { AdminCategoryCreateSchema, AdminCategoryPatchSchema, type AdminCategory } from '@minda/contracts/admin-categories';
import { errorMessage } from '../../lib/field-errors.ts';
import { useContractForm } from '../../ui/list-kit/contract-form.tsx';
import { FormEnd } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { useAdminCategories, useCreateCategory, useDeleteCategory, useOrderCategories, usePatchCategory } from './api/admin-categories.ts';
import { OrderedRow, OrderedSection, RenameForm, type RowMove } from '../../ui/list-kit/ordered-rows.tsx';

/**
 * /admin/categories (issue 57): the hotel property types (숙소 유형) in the order the results' filter offers them
 * where a city has no order of its own (a city's is on its screen). Each moves up or down by its buttons, is
 * renamed, or deleted while no hotel is of it.
 */
export function CategoriesScreen() {
  return (
    <OrderedSection title="숙소 유형" query={useAdminCategories()} order={useOrderCategories()} row={(category, move) => <CategoryRow key={category.id} category={category} move={move} />}>
      <NewCategory />
    </OrderedSection>
  );
}

function CategoryRow({ category, move }: { category: AdminCategory; move: RowMove }) {
  const [editing, setEditing] = useState(false);
  const patch = usePatchCategory(category.id);
  const remove = useDeleteCategory(category.id);
  const toast = useToast();
  const name = category.nameKo;
  return (
    <OrderedRow
      name={name}
      move={move}
      names={
        <>
          {name} <span lang="en">{category.nameEn}</span> <code>{category.code}</code> <span className={kit.badge}>호텔 {category.hotelCount}곳</span>
        </>
      }
      actions={
        <>
          <button type="button" className={kit.secondary} aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
            {name} 이름 수정
          </button>
          <button type="button" className={kit.danger} disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: () => toast.show(`${name}을(를) 삭제했습니다.`) })}>
            {name} 삭제
          </button>
        </>
      }
      below={
        <>
          {remove.error ? (
            <p role="alert" className={kit.fieldError}>
              {errorMessage(remove.error)}
            </p>
          ) : null}
          {editing ? (
            <RenameForm
              schema={AdminCategoryPatchSchema}
              id={`category-${category.id}`}
              subject={name}
              names={{ nameKo: name, nameEn: category.nameEn }}
              nameLabel="유형 이름"
              patch={patch}
              onDone={() => setEditing(false)}
            />
          ) : null}
        </>
      }
    />
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
