import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AdminPartnerUserCreateSchema, type AdminPartnerUser, type AdminPartnerUserCreate } from '@minda/contracts/admin-partners';
import { formatKoreanInstant } from '@minda/contracts/rules/bookings';
import { placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../lib/field-errors.ts';
import { Dialog, DialogClose, DialogTitle } from '../../ui/dialog/dialog.tsx';
import { DataTable, type ListColumn } from '../../ui/list-kit/data-table.tsx';
import { FormEnd, FormField, fieldAria } from '../../ui/list-kit/form-field.tsx';
import { ListState } from '../../ui/list-kit/list-state.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { useAddPartnerUser, usePartnerUsers, useSetPartnerUserActive } from './api/admin-partners.ts';
import frame from '../../ui/dialog/dialog.module.css';
import kit from '../../ui/list-kit/list-kit.module.css';

/**
 * 관리자 계정 (issue 57, "partner users"): the logins that sign in to the partner's manager screens, its own (대표
 * 계정) and its staff's, each acting for the business; a staff login is added here and turned off or on again.
 */
export function PartnerUsers({ partnerId }: { partnerId: number }) {
  const logins = usePartnerUsers(partnerId);
  const [asked, setAsked] = useState<AdminPartnerUser | null>(null);
  const columns: ListColumn<AdminPartnerUser>[] = [
    { id: 'loginId', header: '아이디', cell: ({ row }) => (row.original.owner ? <>{row.original.loginId} <span className={kit.badge}>대표 계정</span></> : row.original.loginId) },
    { id: 'nickname', header: '이름', accessorKey: 'nickname' },
    { id: 'email', header: '이메일', accessorKey: 'email' },
    { id: 'active', header: '상태', cell: ({ row }) => <span className={kit.badge} data-tone={row.original.active ? 'good' : 'bad'}>{row.original.active ? '사용 중' : '사용 중지'}</span> },
    { id: 'lastLoginAt', header: '마지막 로그인', cell: ({ row }) => (row.original.lastLoginAt ? formatKoreanInstant(new Date(row.original.lastLoginAt)) : '-') },
    {
      id: 'actions',
      header: '사용',
      cell: ({ row }) =>
        row.original.owner ? (
          '-'
        ) : (
          <button type="button" className={row.original.active ? kit.danger : kit.secondary} onClick={() => setAsked(row.original)}>
            {row.original.active ? '비활성화' : '다시 사용'}
          </button>
        ),
    },
  ];
  return (
    <>
      <ListState query={{ ...logins, data: logins.data ? { content: logins.data } : undefined }} emptyText="관리자 계정이 없습니다." />
      {logins.data && logins.data.length > 0 ? <DataTable label="관리자 계정 목록" columns={columns} rows={logins.data} rowKey={(login) => String(login.userId)} /> : null}
      <p className={kit.hint}>직원 계정은 각자의 아이디로 로그인해 이 파트너로 일하며, 변경 기록에는 그 계정의 이름이 남습니다. 대표 계정은 거래 중지로만 막힙니다.</p>
      {asked ? <ActiveDialog partnerId={partnerId} login={asked} onClose={() => setAsked(null)} /> : null}
      <h3>관리자 계정 추가</h3>
      <NewLoginForm partnerId={partnerId} />
    </>
  );
}

/** Turning a staff login off (its sessions end) or on again, confirmed first. */
function ActiveDialog({ partnerId, login, onClose }: { partnerId: number; login: AdminPartnerUser; onClose: () => void }) {
  const patch = useSetPartnerUserActive(partnerId);
  const toast = useToast();
  const active = !login.active;
  const confirm = () =>
    patch.mutate(
      { userId: login.userId, active },
      {
        onSuccess: () => {
          toast.show(active ? `${login.nickname} 계정을 다시 사용할 수 있습니다.` : `${login.nickname} 계정을 비활성화했습니다. 로그인 중이던 세션도 끝났습니다.`);
          onClose();
        },
      },
    );
  return (
    <Dialog onOpenChange={(open) => !open && onClose()} className={frame.panel} overlayClassName={frame.overlay} layerClassName={frame.layer}>
      <DialogTitle className={frame.title}>{active ? `${login.nickname} 계정 다시 사용` : `${login.nickname} 계정 비활성화`}</DialogTitle>
      <p>{active ? `${login.loginId} 계정으로 다시 로그인할 수 있게 됩니다.` : `${login.loginId} 계정은 더 이상 로그인할 수 없고, 로그인 중이던 세션도 바로 끝납니다.`}</p>
      {patch.isError ? (
        <p role="alert" className={kit.fieldError}>
          {patch.error.message}
        </p>
      ) : null}
      <div className={frame.actions}>
        <DialogClose className={kit.secondary}>닫기</DialogClose>
        <button type="button" className={active ? kit.primary : kit.danger} disabled={patch.isPending} onClick={confirm}>
          {active ? '다시 사용' : '비활성화'}
        </button>
      </div>
    </Dialog>
  );
}

type Field = keyof AdminPartnerUserCreate;
const ERRORS = { fields: ['loginId', 'password', 'nickname', 'email'], fallback: '관리자 계정을 추가하지 못했습니다. 잠시 후 다시 시도해 주세요.' } satisfies ServerErrorPlaces<Field>;
const EMPTY = { loginId: '', password: '', nickname: '', email: '' };

/** A staff login: id, first password, name and e-mail, checked by the contract as the server checks them. */
function NewLoginForm({ partnerId }: { partnerId: number }) {
  const add = useAddPartnerUser(partnerId);
  const toast = useToast();
  // One key per filling of the form: a retried submit adds the login once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { register, handleSubmit, setError, reset, formState } = useForm<z.input<typeof AdminPartnerUserCreateSchema>, unknown, AdminPartnerUserCreate>({
    resolver: zodResolver(AdminPartnerUserCreateSchema),
    defaultValues: EMPTY,
  });
  const submit = (body: AdminPartnerUserCreate) =>
    add.mutateAsync({ body, key }).then(
      () => {
        reset(EMPTY);
        setKey(crypto.randomUUID());
        toast.show(`${body.nickname} 관리자 계정을 추가했습니다.`);
      },
      (error: unknown) => setServerFieldErrors(error, setError, ERRORS),
    );
  const field = (name: Field, label: string, input: ReactNode, hint?: string) => (
    <FormField id={`partner-user-${name}`} label={label} error={formState.errors[name]?.message} {...(hint ? { hint } : {})}>
      {input}
    </FormField>
  );
  const aria = (name: Field) => fieldAria(`partner-user-${name}`, formState.errors[name]?.message);
  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className={kit.form} aria-label="관리자 계정 추가">
      {field('loginId', '아이디', <input autoComplete="off" {...aria('loginId')} {...register('loginId')} />, '직원이 관리자 화면에 로그인할 아이디')}
      {field('password', '첫 비밀번호', <input type="password" autoComplete="new-password" {...aria('password')} {...register('password')} />)}
      {field('nickname', '이름', <input {...aria('nickname')} {...register('nickname')} />, '파트너 화면 위쪽에 보이는 이름 (2~12자)')}
      {field('email', '이메일', <input type="email" {...aria('email')} {...register('email')} />)}
      <FormEnd alert={placeServerError(add.error, ERRORS).alert} submit="계정 추가" disabled={add.isPending} />
    </form>
  );
}
