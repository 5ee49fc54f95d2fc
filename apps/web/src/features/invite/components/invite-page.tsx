import { useState } from 'react';
import { INVITE_REWARD_WON } from '@minda/contracts/rules/limits';
import { formatWon } from '@minda/contracts/rules/price';
import { ApiError } from '../../../lib/api-error.ts';
import { isLoginRequiredError, useLoginGate } from '../../../lib/login-gate.tsx';
import { ToLogin } from '../../../lib/member-only.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { useInvite } from '../api/get-invite.ts';
import styles from './invite.module.css';

/**
 * 친구 초대 (/mypage/invite.php, mobile /m/1.0/mypage/invite.html; decision 028): the member's personal code and sign-up link with a copy
 * button, and how many friends joined and how many rewards came. A visitor goes to login and comes back.
 */
export function InvitePage({ origin = typeof window === 'undefined' ? '' : window.location.origin, titled = true }: { origin?: string; titled?: boolean }) {
  usePageMeta({ title: '친구 초대 - 민다', description: '친구를 초대하고 쿠폰을 받으세요.' });
  const { isLoggedIn } = useLoginGate();
  const invite = useInvite(isLoggedIn !== false);
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');

  if (isLoggedIn === false || isLoginRequiredError(invite.error)) return <ToLogin />;
  if (invite.isError) {
    return <ErrorState message={invite.error instanceof ApiError ? invite.error.message : '초대 정보를 불러오지 못했어요.'} onRetry={() => void invite.refetch()} retrying={invite.isFetching} />;
  }
  const data = invite.data;
  const link = data ? `${origin}${data.link}` : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className={styles.page} aria-label="친구 초대">
      {/* On mobile the sub-header carries the title. */}
      {titled && <h1 className={styles.title}>친구 초대</h1>}
      <p className={styles.lead}>
        친구가 내 초대 링크로 가입하고 첫 예약이 확정되면 {formatWon(INVITE_REWARD_WON)} 할인 쿠폰을 드려요. 친구 한 명당 한 번, 초대한 친구 수만큼 받을 수 있어요.
      </p>
      {!data ? (
        <div role="status" aria-label="초대 정보 불러오는 중" aria-busy="true" className={styles.skeleton} />
      ) : (
        <>
          <dl className={styles.code}>
            <div>
              <dt>내 초대 코드</dt>
              <dd data-testid="invite-code">{data.code}</dd>
            </div>
            <div>
              <dt>초대 링크</dt>
              <dd className={styles.link}>{link}</dd>
            </div>
          </dl>
          <button type="button" className={styles.copy} onClick={() => void copy()}>
            초대 링크 복사
          </button>
          <p role="status" className={styles.copied}>
            {copied === 'done' ? '초대 링크를 복사했어요.' : copied === 'failed' ? '복사하지 못했어요. 링크를 길게 눌러 복사해 주세요.' : ''}
          </p>
          <dl className={styles.stats} aria-label="초대 현황">
            <div>
              <dt>가입한 친구</dt>
              <dd>{data.joinedCount}명</dd>
            </div>
            <div>
              <dt>받은 보상</dt>
              <dd>
                {data.rewardedCount}회 · {formatWon(data.rewardAmount)}
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
