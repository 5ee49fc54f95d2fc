import { useQuery } from '@tanstack/react-query';
import type { OutboxResponseSchema } from '@minda/contracts/dev-outbox';
import { apiPaths } from '@minda/contracts/paths';
import { errorMessage } from '../../../lib/field-errors.ts';
import { apiGet } from '../../../lib/api-client.ts';
import styles from './outbox.module.css';

/**
 * /dev/outbox.html: the mails the embedded default wrote instead of sending (no SMTP_URL), newest first, so a
 * developer can read a recovery code or a booking mail. The server shows it only on its own computer or to
 * an operator.
 */
export function Component() {
  const mails = useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: () => apiGet<typeof OutboxResponseSchema>(apiPaths.devOutbox.list.href(), { ignoreLoginError: true }),
    refetchInterval: 5000,
  });
  return (
    <main className={styles.page}>
      <title>개발용 메일함 | 민다</title>
      <h1>개발용 메일함</h1>
      <p className={styles.note}>SMTP_URL 없이 실행하면 메일은 보내지지 않고 DATA_DIR/outbox 에 저장됩니다. 최근 50통을 보여 줍니다.</p>
      {mails.isError && <p role="alert">{errorMessage(mails.error)}</p>}
      {mails.data?.length === 0 && <p>아직 저장된 메일이 없습니다.</p>}
      <ol className={styles.list}>
        {mails.data?.map((mail) => (
          <li key={mail.file} className={styles.mail}>
            <h2 className={styles.subject}>{mail.subject ?? '(제목 없음)'}</h2>
            <p className={styles.meta}>
              받는 사람 {mail.to ?? '-'} · {mail.date ?? ''}
            </p>
            <pre className={styles.body}>{mail.text}</pre>
          </li>
        ))}
      </ol>
    </main>
  );
}
