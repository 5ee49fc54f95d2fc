import { useId, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../lib/field-errors.ts';
import { useToast } from '../toast/toast-provider.tsx';
import { useContractForm } from './contract-form.tsx';
import { FormEnd } from './form-field.tsx';
import kit from './list-kit.module.css';
import { ListState } from './list-state.tsx';
import styles from './ordered-rows.module.css';

/**
 * The back office's ordered catalogue lists (facilities, property types): a section of rows in their order, each
 * moved up or down by its ↑ ↓ buttons (reachable by the keyboard as any button), which save the whole order, and
 * renamed in place; the section ends with its form to add one.
 */

/** An order with the entry at `index` moved one place up (-1) or down (1): what every ↑ ↓ of the back office saves. */
export function movedBy<T>(order: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...order];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
}

export type RowMove = { first: boolean; last: boolean; moving: boolean; onMove: (by: -1 | 1) => void };

type OrderMutation = { mutate: (ids: number[], options: { onSuccess: () => void }) => void; isPending: boolean; error: unknown };
type ListQuery<T> = { isPending: boolean; isError: boolean; error: Error | null; data?: readonly T[] | undefined };

export function OrderedSection<T extends { id: number }>({ title, query, order, row, children }: {
  /** What the rows are ("숙소 유형"): the heading, the list's name, the toasts. */
  title: string;
  query: ListQuery<T>;
  order: OrderMutation;
  row: (item: T, move: RowMove) => ReactNode;
  /** The form to add one. */
  children: ReactNode;
}) {
  const toast = useToast();
  const headingId = useId();
  const rows = query.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    order.mutate(movedBy(rows.map((r) => r.id), index, by), { onSuccess: () => toast.show(`${title} 순서를 바꿨습니다.`) });
  };
  return (
    <section className={kit.section} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} ({rows.length})
      </h2>
      <ListState query={{ ...query, data: query.data ? { content: query.data } : undefined }} emptyText={`아직 ${title}이 없습니다.`} />
      {order.error ? (
        <p role="alert" className={kit.fieldError}>
          {errorMessage(order.error)}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ol className={styles.list} aria-label={`${title} 순서`}>
          {rows.map((item, index) => row(item, { first: index === 0, last: index === rows.length - 1, moving: order.isPending, onMove: (by) => move(index, by) }))}
        </ol>
      ) : null}
      {children}
    </section>
  );
}

/** A row: its names (and what else `names` holds) on the left; its ↑ ↓ buttons, then `actions`, on the right; then `below`. */
export function OrderedRow({ name, names, move, actions, below }: { name: string; names: ReactNode; move: RowMove; actions: ReactNode; below: ReactNode }) {
  return (
    <li className={styles.row}>
      <span className={styles.name}>{names}</span>
      <span className={kit.actions}>
        <button type="button" className={kit.secondary} disabled={move.first || move.moving} onClick={() => move.onMove(-1)} aria-label={`${name} 위로`}>
          ↑
        </button>
        <button type="button" className={kit.secondary} disabled={move.last || move.moving} onClick={() => move.onMove(1)} aria-label={`${name} 아래로`}>
          ↓
        </button>
        {actions}
      </span>
      {below}
    </li>
  );
}

type Names = { nameKo?: string | undefined; nameEn?: string | undefined };
type PatchMutation<O> = { mutateAsync: (changes: Partial<O>) => Promise<unknown>; error: unknown; isPending: boolean };

/** A row's Korean and English names, checked by the contract's patch schema; only what changed is saved. */
export function RenameForm<I extends Names, O extends Names>({ schema, id, subject, names, nameLabel, patch, onDone }: {
  schema: z.ZodType<O, I>;
  id: string;
  /** What the row is called: the form is "{subject} 이름 수정". */
  subject: string;
  names: I;
  /** The Korean name's label ("시설 이름"): the toast and the fallback error say it too. */
  nameLabel: string;
  patch: PatchMutation<O>;
  onDone: () => void;
}) {
  const toast = useToast();
  const [nameKo, nameEn] = ['nameKo', 'nameEn'] as Path<I>[];
  const { form, onSubmit, alert, aria, field } = useContractForm({
    schema,
    defaults: names,
    id,
    places: { fields: [nameKo!, nameEn!], fallback: `${nameLabel}을 저장하지 못했습니다.` },
    error: patch.error,
    save: {
      patch: (changes) =>
        patch.mutateAsync(changes).then(() => {
          toast.show(`${nameLabel}을 저장했습니다.`);
          onDone();
        }),
    },
    onNothingChanged: onDone,
  });
  // Read while rendering, so the form keeps its changed fields (dirtyFields), which are what is sent.
  const { register, formState } = form;
  return (
    <form onSubmit={onSubmit} noValidate className={kit.form} aria-label={`${subject} 이름 수정`}>
      {field(nameKo!, nameLabel, <input {...aria(nameKo!)} {...register(nameKo!)} />)}
      {field(nameEn!, '영문 이름', <input lang="en" {...aria(nameEn!)} {...register(nameEn!)} />)}
      <FormEnd alert={alert} submit="이름 저장" disabled={patch.isPending || !formState.isDirty} />
    </form>
  );
}
