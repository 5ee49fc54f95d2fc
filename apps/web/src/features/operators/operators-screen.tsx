import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { OperatorCreateSchema, OPERATOR_REASON_MAX_LENGTH, type Operator, type OperatorListQuery } from '@minda/contracts/admin-operators';
import { webPaths } from '@minda/contracts/paths';
import { formatKoreanInstant } from '@minda/contracts/rules/bookings';
import { OPERATOR_ROLE_LABELS, OPERATOR_ROLES, type OperatorRole } from '@minda/contracts/rules/operator-roles';
import { groupDigits } from '@minda/contracts/rules/number-format';
import { placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../lib/field-errors.ts';
import { DataTable, type ListColumn } from '../../ui/list-kit/data-table.tsx';
import { ListPager, ListState } from '../../ui/list-kit/list-state.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { useCreateOperator, useOperators, usePatchOperator } from './api/operators.ts';
import { FormField, fieldAria } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import styles from './operators.module.css';
import { SavedViews } from '../../ui/list-kit/saved-views.tsx';

const STATUS_LABELS = { active: '사용 중', inactive: '사용 중지' } as const;

/** /admin/operators: who works in the back office, with which role; a super operator adds, changes and stops them. */
export function OperatorsScreen({ query }: { query: OperatorListQuery }) {
  const list = useOperators(query);
  const { page, ...filters } = query;
  const columns: ListColumn<Operator>[] = [
    { id: 'loginId', header: '아이디', accessorKey: 'loginId' },
    { id: 'nickname', header: '이름', accessorKey: 'nickname' },
    { id: 'role', header: '역할', cell: ({ row }) => <RoleCell operator={row.original} /> },
    { id: 'status', header: '상태', cell: ({ row }) => (row.original.active ? STATUS_LABELS.active : `${STATUS_LABELS.inactive} (${formatKoreanInstant(new Date(row.original.deactivatedAt!))})`) },
    { id: 'createdAt', header: '추가일', cell: ({ row }) => formatKoreanInstant(new Date(row.original.createdAt)) },
    { id: 'actions', header: '사용', cell: ({ row }) => <ActiveCell operator={row.original} /> },
  ];
  return (
    <>
      <Filters key={JSON.stringify(query)} query={query} />
      <SavedViews list="operators" />
      <p className={styles.count}>{list.data ? `총 ${groupDigits(list.data.totalElements)}명` : ''}</p>
      <ListState query={list} emptyText="조건에 맞는 운영자가 없습니다." />
      {list.data && list.data.content.length > 0 ? <DataTable label="운영자 목록" columns={columns} rows={list.data.content} rowKey={(o) => String(o.id)} /> : null}
      {list.data && list.data.totalPages > 1 ? <ListPager current={page} totalPages={list.data.totalPages} href={(p) => webPaths.admin.operators.href({ ...filters, page: p })} /> : null}
      <NewOperatorForm />
    </>
  );
}

/** The filters, applied by going to the list's address on its first page. */
function Filters({ query }: { query: OperatorListQuery }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    void navigate(webPaths.admin.operators.href({ role: value('role') as OperatorRole | undefined, status: value('status') as 'active' | 'inactive' | undefined, q: value('q') }));
  };
  return (
    <form role="search" aria-label="운영자 검색" className={styles.filters} onSubmit={onSubmit}>
      <label>
        역할
        <select name="role" defaultValue={query.role ?? ''}>
          <option value="">전체</option>
          {OPERATOR_ROLES.map((role) => (
            <option key={role} value={role}>
              {OPERATOR_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </label>
      <label>
        상태
        <select name="status" defaultValue={query.status ?? ''}>
          <option value="">전체</option>
          <option value="active">{STATUS_LABELS.active}</option>
          <option value="inactive">{STATUS_LABELS.inactive}</option>
        </select>
      </label>
      <label>
        아이디·이름
        <input name="q" defaultValue={query.q ?? ''} maxLength={50} />
      </label>
      <button type="submit" className={kit.secondary}>
        검색
      </button>
    </form>
  );
}

/** The role, changed with its own button (a select alone would change it on a stray key press). */
function RoleCell({ operator }: { operator: Operator }) {
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const patch = usePatchOperator();
  const toast = useToast();
  const save = () =>
    patch.mutate({ id: operator.id, patch: { role } }, { onSuccess: () => toast.show(`${operator.nickname}님의 역할을 ${OPERATOR_ROLE_LABELS[role]}(으)로 바꿨습니다.`) });
  return (
    <div className={styles.inline}>
      <select aria-label={`${operator.nickname} 역할`} value={role} onChange={(event) => setRole(event.target.value as OperatorRole)} disabled={!operator.active}>
        {OPERATOR_ROLES.map((r) => (
          <option key={r} value={r}>
            {OPERATOR_ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      {role !== operator.role ? (
        <button type="button" className={kit.secondary} onClick={save} disabled={patch.isPending}>
          역할 변경
        </button>
      ) : null}
      {patch.isError ? <p role="alert" className={styles.error}>{patch.error.message}</p> : null}
    </div>
  );
}

/** Out of the back office with a reason (asked in place), or back in. */
function ActiveCell({ operator }: { operator: Operator }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const patch = usePatchOperator();
  const toast = useToast();
  if (!operator.active) {
    return (
      <button type="button" className={kit.secondary} disabled={patch.isPending} onClick={() => patch.mutate({ id: operator.id, patch: { active: true } }, { onSuccess: () => toast.show(`${operator.nickname}님이 다시 사용할 수 있습니다.`) })}>
        다시 사용
      </button>
    );
  }
  if (!asking) {
    return (
      <button type="button" className={kit.secondary} onClick={() => setAsking(true)}>
        사용 중지
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    patch.mutate(
      { id: operator.id, patch: { active: false, reason: reason.trim() } },
      {
        onSuccess: () => {
          setAsking(false);
          toast.show(`${operator.nickname}님의 사용을 중지했습니다. 로그인 중이던 세션도 끝났습니다.`);
        },
      },
    );
  };
  return (
    <form className={styles.inline} onSubmit={submit} aria-label={`${operator.nickname} 사용 중지`}>
      <input aria-label="중지 사유" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={OPERATOR_REASON_MAX_LENGTH} required />
      <button type="submit" className={kit.danger} disabled={!reason.trim() || patch.isPending}>
        중지
      </button>
      <button type="button" className={kit.secondary} onClick={() => setAsking(false)}>
        취소
      </button>
      {patch.isError ? <p role="alert" className={styles.error}>{patch.error.message}</p> : null}
    </form>
  );
}

type NewOperator = z.output<typeof OperatorCreateSchema>;
const CREATE_ERRORS = { fields: ['loginId', 'password', 'nickname', 'role'], fallback: '운영자를 추가하지 못했습니다.' } satisfies ServerErrorPlaces<keyof NewOperator>;

/** A new operator: id, first password, name and role, checked by the contract's schema as the server checks it. */
function NewOperatorForm() {
  const create = useCreateOperator();
  const toast = useToast();
  const { register, handleSubmit, setError, reset, formState } = useForm<z.input<typeof OperatorCreateSchema>, unknown, NewOperator>({
    resolver: zodResolver(OperatorCreateSchema),
    defaultValues: { loginId: '', password: '', nickname: '', role: 'support' },
  });
  const submit = (values: NewOperator) =>
    create.mutate(values, {
      onSuccess: () => {
        reset();
        toast.show(`${values.nickname}님을 ${OPERATOR_ROLE_LABELS[values.role]} 역할로 추가했습니다.`);
      },
      onError: (error) => setServerFieldErrors(error, setError, CREATE_ERRORS),
    });
  const alert = placeServerError(create.error, CREATE_ERRORS).alert;
  const field = (name: keyof NewOperator, label: string, input: ReactNode) => (
    <FormField id={`operator-${name}`} label={label} error={formState.errors[name]?.message}>
      {input}
    </FormField>
  );
  const describedBy = (name: keyof NewOperator) => fieldAria(`operator-${name}`, formState.errors[name]?.message);
  return (
    <section className={styles.create} aria-labelledby="new-operator">
      <h2 id="new-operator">운영자 추가</h2>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className={styles.createForm}>
        {field('loginId', '아이디', <input autoComplete="off" {...describedBy('loginId')} {...register('loginId')} />)}
        {field('password', '첫 비밀번호', <input type="password" autoComplete="new-password" {...describedBy('password')} {...register('password')} />)}
        {field('nickname', '이름', <input {...describedBy('nickname')} {...register('nickname')} />)}
        {field(
          'role',
          '역할',
          <select {...describedBy('role')} {...register('role')}>
            {OPERATOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {OPERATOR_ROLE_LABELS[role]}
              </option>
            ))}
          </select>,
        )}
        {alert ? (
          <p role="alert" className={styles.error}>
            {alert}
          </p>
        ) : null}
        <button type="submit" className={kit.primary} disabled={create.isPending}>
          추가
        </button>
      </form>
    </section>
  );
}
