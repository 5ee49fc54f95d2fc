import { useNavigate } from 'react-router';
import type { ChatJoinRequest } from '@minda/contracts/chat';
import type { Platform } from '@minda/contracts/paths';
import { CHAT_TOAST_MS } from '@minda/contracts/rules/chat';
import { isLoginRequiredError, useLoginGate } from '../../../lib/login-gate.tsx';
import { useToast } from '../../../ui/toast/toast-provider.tsx';
import { useJoinChannel } from '../api/join-channel.ts';
import { chatScreenPaths } from '../chat-paths.ts';
import styles from './chat.module.css';

type Props = {
  /** The product (and optionally the member's booking of it) the question is about. */
  request: ChatJoinRequest;
  platform: Platform;
  className?: string | undefined;
  label?: string;
};

/**
 * 문의하기 on a stay, a tour or a booking: opens (or reopens) the member's channel with the product's owner
 * and goes into the room. A visitor is sent to log in first and comes back to this page.
 */
export function InquireButton({ request, platform, className = styles.inquireButton, label = '문의하기' }: Props) {
  const gate = useLoginGate();
  const join = useJoinChannel();
  const navigate = useNavigate();
  const toast = useToast();

  const open = () => {
    if (gate.isLoggedIn === false) return gate.requireLogin();
    join.mutate(request, {
      onSuccess: ({ channel }) => void navigate(chatScreenPaths('member', platform).room(channel.channelId)),
      onError: (error) => (isLoginRequiredError(error) ? gate.requireLogin() : toast.show(error.message, CHAT_TOAST_MS)),
    });
  };

  return (
    <button type="button" className={className} onClick={open} disabled={join.isPending} aria-busy={join.isPending}>
      {label}
    </button>
  );
}
