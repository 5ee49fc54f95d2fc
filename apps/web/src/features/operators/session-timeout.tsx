import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { SESSION_WARNING_MS, type OperatorSessionResponseSchema } from '@minda/contracts/admin-operators';
import { apiPaths, webPaths } from '@minda/contracts/paths';
import { apiRequest } from '../../lib/api-client.ts';
import { noteSessionExpiry, sessionExpiry, subscribeSessionExpiry } from '../../lib/session-expiry.ts';
import { Dialog, DialogTitle } from '../../ui/dialog/dialog.tsx';
import frame from '../../ui/dialog/dialog.module.css';
import kit from '../../ui/list-kit/list-kit.module.css';

/** "4분 05초" */
const remainingText = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}분 ${String(seconds % 60).padStart(2, '0')}초`;
};

/** Now, read again every second from the warning's moment on until the session's end. */
function useClock(expiresAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= expiresAt) clearInterval(interval);
    };
    const timer = setTimeout(() => {
      interval = setInterval(tick, 1000);
      tick();
    }, Math.max(0, expiresAt - SESSION_WARNING_MS - Date.now()));
    return () => {
      clearTimeout(timer);
      clearInterval(interval);
    };
  }, [expiresAt]);
  return now;
}

/**
 * The operator's idle session (30 minutes, spec 2 §7.1's session refresh): five minutes before it ends the back
 * office asks whether they are still there and keeps it going on their word (`POST admin/auth/session/refresh`);
 * once it has ended, it says so and offers the login, rather than letting the next click fail.
 */
export function SessionTimeout() {
  const expiresAt = useSyncExternalStore(subscribeSessionExpiry, sessionExpiry, () => null);
  const now = useClock(expiresAt);
  const { pathname, search } = useLocation();
  const refresh = useMutation({
    mutationFn: () => apiRequest<typeof OperatorSessionResponseSchema>('POST', apiPaths.admin.sessionRefresh.href(), { ignoreLoginError: false }),
    onSuccess: (session) => noteSessionExpiry(session.expiresAt),
  });
  if (expiresAt === null || expiresAt - now > SESSION_WARNING_MS) return null;
  const left = expiresAt - now;
  const keep = () => {
    if (!refresh.isPending) refresh.mutate();
  };

  if (left <= 0) {
    return (
      <Dialog onOpenChange={() => {}} className={frame.panel} overlayClassName={frame.overlay} layerClassName={frame.layer}>
        <DialogTitle className={frame.title}>로그아웃되었습니다</DialogTitle>
        <p>오랫동안 사용하지 않아 보안을 위해 로그아웃되었습니다. 다시 로그인하면 보던 화면으로 돌아옵니다.</p>
        <div className={frame.actions}>
          <Link className={kit.primary} to={webPaths.admin.login.href(`${pathname}${search}`)} reloadDocument>
            다시 로그인
          </Link>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog onOpenChange={(open) => !open && keep()} className={frame.panel} overlayClassName={frame.overlay} layerClassName={frame.layer}>
      <DialogTitle className={frame.title}>곧 자동으로 로그아웃됩니다</DialogTitle>
      <p>
        일정 시간 동안 사용하지 않으면 보안을 위해 로그아웃됩니다. 남은 시간 <strong>{remainingText(left)}</strong>
      </p>
      {refresh.error ? (
        <p role="alert" className={kit.fieldError}>
          {refresh.error.message}
        </p>
      ) : null}
      <div className={frame.actions}>
        <button type="button" className={kit.primary} onClick={keep} disabled={refresh.isPending}>
          계속 사용하기
        </button>
      </div>
    </Dialog>
  );
}
