import type { AuditEntry } from '@minda/contracts/admin-audit';
import { AUDIT_FIELD_LABELS } from '@minda/contracts/rules/audit';
import { formatKoreanInstant } from '@minda/contracts/rules/bookings';
import { OPERATOR_ROLE_LABELS, OPERATOR_ROLES, type OperatorRole } from '@minda/contracts/rules/operator-roles';
import styles from './audit-timeline.module.css';

const ACTOR_TYPES: Record<AuditEntry['actor']['type'], string> = { admin: '운영자', partner: '파트너', system: '시스템', webhook: '공급사 연동' };

/** "운영자 김지원 (고객 지원)", "파트너 파리하늘민박", "시스템"; a name that is the kind itself (the demo 운영자) is said once. */
export function actorText({ type, name, role }: AuditEntry['actor']): string {
  const roleLabel = type === 'admin' && (OPERATOR_ROLES as readonly string[]).includes(role ?? '') ? ` (${OPERATOR_ROLE_LABELS[role as OperatorRole]})` : '';
  return `${ACTOR_TYPES[type]}${name && name !== ACTOR_TYPES[type] ? ` ${name}` : ''}${roleLabel}`;
}

const valueText = (value: unknown) => (value === null || value === undefined || value === '' ? '없음' : typeof value === 'string' ? value : JSON.stringify(value));

/** One change as a line: "상태: 결제 대기 → 운영자 취소"; a value that was added reads without its empty before. */
export function changeText({ field, before, after }: AuditEntry['changes'][number]): string {
  const label = AUDIT_FIELD_LABELS[field] ?? field;
  if (before === null || before === undefined) return `${label}: ${valueText(after)}`;
  return `${label}: ${valueText(before)} → ${valueText(after)}`;
}

/**
 * A detail screen's change record (issue 57): who did what and when, the fields before and after, and the
 * reason, oldest first, as the audit log holds them.
 */
export function AuditTimeline({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return <p className={styles.empty}>운영자나 파트너가 바꾼 기록이 없습니다.</p>;
  return (
    <ol className={styles.timeline}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <p className={styles.head}>
            <strong>{entry.actionLabel}</strong> <span className={styles.who}>{actorText(entry.actor)}</span>{' '}
            <time dateTime={entry.at} className={styles.when}>
              {formatKoreanInstant(new Date(entry.at))}
            </time>
          </p>
          {entry.changes.length > 0 ? (
            <ul className={styles.changes}>
              {entry.changes.map((change) => (
                <li key={change.field}>{changeText(change)}</li>
              ))}
            </ul>
          ) : null}
          {entry.reason ? <p className={styles.reason}>사유: {entry.reason}</p> : null}
        </li>
      ))}
    </ol>
  );
}
