import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PARTNER_KIND_LABELS, PARTNER_STATUS_LABELS, type AdminPartnerDetail } from '@minda/contracts/admin-partners';
import type { AdminPartner } from '@minda/contracts/admin-stays';
import { webPaths } from '@minda/contracts/paths';
import { errorMessage } from '../../lib/field-errors.ts';
import { AuditTimeline } from '../../ui/audit-timeline/audit-timeline.tsx';
import { DataTable, type ListColumn } from '../../ui/list-kit/data-table.tsx';
import { ListState } from '../../ui/list-kit/list-state.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { useCreatePartner, usePartner, usePartnerAudit, usePartnerList, usePatchPartner } from './api/admin-partners.ts';
import { PartnerForm } from './partner-form.tsx';
import { PartnerUsers } from './partner-users.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';

const columns: ListColumn<AdminPartner>[] = [
  { id: 'partnerId', header: '번호', accessorKey: 'partnerId', meta: { numeric: true } },
  { id: 'name', header: '이름', cell: ({ row }) => <Link to={webPaths.admin.partner.href(row.original.partnerId)}>{row.original.name}</Link> },
  { id: 'businessName', header: '상호', cell: ({ row }) => row.original.businessName || '미등록' },
  { id: 'type', header: '종류', cell: ({ row }) => (row.original.type ? PARTNER_KIND_LABELS[row.original.type] : '-') },
  { id: 'loginId', header: '관리자 아이디', accessorKey: 'loginId' },
  { id: 'status', header: '상태', cell: ({ row }) => <span className={kit.badge} data-tone={row.original.status === 'active' ? 'good' : 'bad'}>{PARTNER_STATUS_LABELS[row.original.status]}</span> },
];

/** /admin/partners?q=&status=: the partners by name, login id or 상호, and a new one with its business. */
export function PartnersScreen({ q, status }: { q: string | undefined; status: 'active' | 'suspended' }) {
  const list = usePartnerList({ q, status });
  const navigate = useNavigate();
  const create = useCreatePartner();
  const toast = useToast();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    const text = String(form.get('q') ?? '').trim();
    if (text) params.set('q', text);
    if (form.get('status') === 'suspended') params.set('status', 'suspended');
    void navigate(`${webPaths.admin.partners.href()}${params.size > 0 ? `?${params}` : ''}`);
  };
  return (
    <>
      <form role="search" aria-label="파트너 검색" className={kit.actions} onSubmit={search} key={`${q}|${status}`}>
        <label className={kit.field}>
          이름·아이디·상호
          <input name="q" defaultValue={q ?? ''} maxLength={50} />
        </label>
        <label className={kit.field}>
          상태
          <select name="status" defaultValue={status}>
            <option value="active">{PARTNER_STATUS_LABELS.active}</option>
            <option value="suspended">{PARTNER_STATUS_LABELS.suspended}</option>
          </select>
        </label>
        <button type="submit" className={kit.secondary}>
          검색
        </button>
      </form>
      <ListState query={{ ...list, data: list.data ? { content: list.data } : undefined }} emptyText="조건에 맞는 파트너가 없습니다." />
      {list.data && list.data.length > 0 ? <DataTable label="파트너 목록" columns={columns} rows={list.data} rowKey={(p) => String(p.partnerId)} /> : null}
      <p className={kit.hint}>이름순으로 50명까지 보입니다. 더 찾으려면 검색어를 넣어 주세요.</p>
      <section className={kit.section} aria-labelledby="new-partner">
        <h2 id="new-partner">파트너 등록</h2>
        <PartnerForm
          pending={create.isPending}
          error={create.error}
          onSave={(body) =>
            create.mutateAsync(body).then((partner) => {
              toast.show(`${partner.name} 파트너를 등록했습니다.`);
              void navigate(webPaths.admin.partner.href(partner.partnerId));
            })
          }
        />
      </section>
    </>
  );
}

/** /admin/partners/:partnerId: the business (account masked), in or out of business with a reason, its record. */
export function PartnerScreen({ partnerId }: { partnerId: number }) {
  const partner = usePartner(partnerId);
  if (!partner.data) return <ListState query={{ ...partner, data: undefined }} emptyText="" />;
  const data = partner.data;
  return (
    <>
      <title>{`${data.name} | 파트너 관리 | 민다 관리자`}</title>
      <h1>
        {data.name}{' '}
        <span className={kit.badge} data-tone={data.status === 'active' ? 'good' : 'bad'}>
          {PARTNER_STATUS_LABELS[data.status]}
        </span>
      </h1>
      <p className={kit.meta}>
        <span>관리자 아이디 {data.loginId}</span>
        <span>
          상품: 민박 {data.products.stays} · 투어 {data.products.tours}
        </span>
        <span>{data.registered ? `사업자 ${data.businessNumber}` : '사업자 정보 미등록'}</span>
      </p>
      <StatusAction partner={data} />
      <section className={kit.section} aria-labelledby="partner-users">
        <h2 id="partner-users">관리자 계정</h2>
        <PartnerUsers partnerId={partnerId} />
      </section>
      <section className={kit.section} aria-labelledby="partner-business">
        <h2 id="partner-business">사업자·정산 정보</h2>
        <Details partner={data} />
      </section>
      <section className={kit.section} aria-labelledby="partner-audit">
        <h2 id="partner-audit">변경 기록</h2>
        <PartnerTimeline partnerId={partnerId} />
      </section>
    </>
  );
}

function Details({ partner }: { partner: AdminPartnerDetail }) {
  const patch = usePatchPartner(partner.partnerId);
  const toast = useToast();
  return <PartnerForm partner={partner} pending={patch.isPending} error={patch.error} onSave={(body) => patch.mutateAsync(body).then(() => toast.show('파트너 정보를 저장했습니다.'))} />;
}

/**
 * Out of business with the reason the log keeps (its sign-in ends, what it has on sale comes off sale, no new product
 * is theirs), or back in (it signs in again; its products go back on sale one by one from their screens).
 */
function StatusAction({ partner }: { partner: AdminPartnerDetail }) {
  const patch = usePatchPartner(partner.partnerId);
  const toast = useToast();
  const [reason, setReason] = useState('');
  const failure = patch.isError ? (
    <p role="alert" className={kit.fieldError}>
      {errorMessage(patch.error)}
    </p>
  ) : null;
  if (partner.status === 'suspended') {
    return (
      <div className={kit.actions}>
        <button type="button" className={kit.secondary} disabled={patch.isPending || !partner.type} onClick={() => patch.mutate({ status: 'active' }, { onSuccess: () => toast.show('거래를 다시 시작했습니다. 파트너가 다시 로그인할 수 있습니다. 상품은 각 상품 화면에서 판매를 다시 시작해 주세요.') })}>
          거래 다시 시작
        </button>
        {failure}
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    patch.mutate({ status: 'suspended', reason: reason.trim(), ...(partner.registered ? {} : { type: partner.type ?? 'stay' }) }, { onSuccess: () => toast.show('거래를 중지했습니다. 파트너 로그인이 막히고 판매 중인 상품이 모두 판매 중지되었습니다.') });
  };
  return (
    <form className={kit.actions} onSubmit={submit} aria-label="거래 중지">
      <label className={kit.field}>
        거래 중지 사유
        <input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
      </label>
      <button type="submit" className={kit.danger} disabled={!reason.trim() || patch.isPending} aria-describedby="partner-suspend-effect">
        거래 중지
      </button>
      <p id="partner-suspend-effect" className={kit.hint}>
        파트너 관리자 로그인이 막히고, 판매 중인 민박과 투어·티켓이 모두 판매 중지됩니다. 예약과 후기는 그대로 남습니다.
      </p>
      {failure}
    </form>
  );
}

function PartnerTimeline({ partnerId }: { partnerId: number }) {
  const audit = usePartnerAudit(partnerId);
  if (!audit.data) return <ListState query={{ ...audit, data: undefined }} emptyText="" />;
  return <AuditTimeline entries={audit.data} />;
}
