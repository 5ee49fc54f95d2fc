import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AuditEntry, AuditListQuery } from '@minda/contracts/admin-audit';
import { apiPaths, apiUrl, webPaths, withQuery, type AuditQuery } from '@minda/contracts/paths';
import { AUDIT_ACTION_LABELS, AUDIT_EXPORT_LINK, AUDIT_TARGET_LABELS, AUDIT_TARGET_TYPES, type AuditTargetType } from '@minda/contracts/rules/audit';
import { formatKoreanInstant } from '@minda/contracts/rules/bookings';
import { groupDigits } from '@minda/contracts/rules/number-format';
import { actorText, changeText } from '../../ui/audit-timeline/audit-timeline.tsx';
import { DataTable, type ListColumn } from '../../ui/list-kit/data-table.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import { ListPager, ListState } from '../../ui/list-kit/list-state.tsx';
import { useAuditLog } from './api/audit-log.ts';
import styles from './audit-log.module.css';
import { SavedViews } from '../../ui/list-kit/saved-views.tsx';

const COLUMNS: ListColumn<AuditEntry>[] = [
  { id: 'at', header: '일시', cell: ({ row }) => formatKoreanInstant(new Date(row.original.at)) },
  { id: 'action', header: '작업', accessorKey: 'actionLabel' },
  {
    id: 'target',
    header: '대상',
    cell: ({ row }) => {
      const { type, id, label } = row.original.target;
      return `${AUDIT_TARGET_LABELS[type]} ${id}${label ? ` · ${label}` : ''}`;
    },
  },
  { id: 'actor', header: '누가', cell: ({ row }) => actorText(row.original.actor) },
  {
    id: 'changes',
    header: '바뀐 내용',
    cell: ({ row }) => (
      <ul className={styles.changes}>
        {row.original.changes.map((change) => (
          <li key={change.field}>{changeText(change)}</li>
        ))}
      </ul>
    ),
  },
  { id: 'reason', header: '사유', cell: ({ row }) => row.original.reason ?? '' },
];

/** /admin/audit: every change operators and partners made, newest first, searchable by who, what, target and day. */
export function AuditLogScreen({ query }: { query: AuditListQuery }) {
  const list = useAuditLog(query);
  const { page, ...filters } = query;
  return (
    <>
      <Filters key={JSON.stringify(query)} query={query} />
      <SavedViews list="audit" />
      <div className={styles.toolbar}>
        <p className={styles.count}>{list.data ? `총 ${groupDigits(list.data.totalElements)}건` : ''}</p>
        <a href={apiUrl(withQuery(apiPaths.admin.auditXls.href(), filters))} download className={kit.secondary}>
          {AUDIT_EXPORT_LINK}
        </a>
      </div>
      <ListState query={list} emptyText="조건에 맞는 기록이 없습니다." />
      {list.data && list.data.content.length > 0 ? <DataTable label="변경 이력" columns={COLUMNS} rows={list.data.content} rowKey={(e) => String(e.id)} /> : null}
      {list.data && list.data.totalPages > 1 ? <ListPager current={page} totalPages={list.data.totalPages} href={(p) => webPaths.admin.audit.href({ ...filters, page: p })} /> : null}
    </>
  );
}

function Filters({ query }: { query: AuditListQuery }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const actorId = Number(value('actorId'));
    const next: AuditQuery = {
      action: value('action'),
      targetType: value('targetType') as AuditTargetType | undefined,
      targetId: value('targetType') ? value('targetId') : undefined,
      actorId: Number.isInteger(actorId) && actorId > 0 ? actorId : undefined,
      from: value('from'),
      to: value('to'),
    };
    void navigate(webPaths.admin.audit.href(next));
  };
  return (
    <form role="search" aria-label="변경 이력 검색" className={styles.filters} onSubmit={onSubmit}>
      <label>
        작업
        <select name="action" defaultValue={query.action ?? ''}>
          <option value="">전체</option>
          {Object.entries(AUDIT_ACTION_LABELS).map(([action, label]) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        대상 종류
        <select name="targetType" defaultValue={query.targetType ?? ''}>
          <option value="">전체</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUDIT_TARGET_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label>
        대상 번호
        <input name="targetId" defaultValue={query.targetId ?? ''} maxLength={64} />
      </label>
      <label>
        운영자·파트너 번호
        <input name="actorId" inputMode="numeric" defaultValue={query.actorId ?? ''} maxLength={10} />
      </label>
      <label>
        시작일
        <input type="date" name="from" defaultValue={query.from ?? ''} />
      </label>
      <label>
        종료일
        <input type="date" name="to" defaultValue={query.to ?? ''} />
      </label>
      <button type="submit" className={kit.secondary}>
        검색
      </button>
    </form>
  );
}
