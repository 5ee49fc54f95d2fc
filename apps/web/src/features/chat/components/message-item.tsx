import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChatMessage, ChatTemplateContent } from '@minda/contracts/chat';
import { CHAT_TEXTS } from '@minda/contracts/rules/chat';
import { defaultImageUrl, imageUrl } from '../../../lib/image-url.ts';
import { SanitizedHtml } from '../../../ui/sanitized-html/sanitized-html.tsx';
import { safeMediaUrl, timeOf } from '../channel-view.ts';
import { parseTemplate } from '../template-content.ts';
import styles from './chat.module.css';

/** The site's logo beside template messages (the booking card comes from MINDA, not a person). */
const LOGO_URL = '/favicon.svg';

type Props = {
  message: ChatMessage;
  own: boolean;
  unread: boolean;
  onOpenImage: (src: string, name: string) => void;
};

/** One message of the room (spec 2 §2.3): profile, name (not on own), the body by type, 안읽음/읽음 and HH:mm. */
export function MessageItem({ message, own, unread, onOpenImage }: Props) {
  if (message.type === 'member_left') {
    return (
      <li className={styles.systemLine} data-seq={message.seq}>
        {message.text || CHAT_TEXTS.memberLeft(message.username)}
      </li>
    );
  }
  const body = bodyOf(message, onOpenImage);
  if (body === null) return null;
  return (
    <MessageRow
      own={own}
      seq={message.seq}
      avatar={message.type === 'template' ? LOGO_URL : message.profileImageUrl}
      name={message.username}
      footer={
        <>
          <span className={unread ? styles.unread : styles.read}>{unread ? CHAT_TEXTS.unread : CHAT_TEXTS.read}</span>
          <time dateTime={new Date(message.createdAt).toISOString()}>{timeOf(message.createdAt)}</time>
        </>
      }
    >
      {body}
    </MessageRow>
  );
}

/** The bubble's frame, shared by stored messages and the viewer's unacknowledged ones. */
export function MessageRow({ own, seq, avatar, name, footer, children }: { own: boolean; seq?: number; avatar?: string | null; name?: string; footer: ReactNode; children: ReactNode }) {
  return (
    <li className={own ? styles.ownRow : styles.row} data-own={own || undefined} {...(seq === undefined ? {} : { 'data-seq': seq })}>
      {!own && <Avatar src={avatar ?? null} />}
      <div className={styles.rowBody}>
        {!own && name && <span className={styles.sender}>{name}</span>}
        <div className={styles.bubbleLine}>
          {children}
          <span className={styles.meta}>{footer}</span>
        </div>
      </div>
    </li>
  );
}

/** The profile image, or the default one when there is none or it fails to load. */
function Avatar({ src }: { src: string | null }) {
  const fallback = defaultImageUrl('profile');
  const [broken, setBroken] = useState(false);
  const url = broken ? fallback : (safeMediaUrl(imageUrl(src)) ?? fallback);
  return <img className={styles.avatar} src={url} alt="" width={36} height={36} onError={() => setBroken(true)} />;
}

function bodyOf(message: ChatMessage, onOpenImage: Props['onOpenImage']): ReactNode | null {
  switch (message.type) {
    case 'image': {
      const src = safeMediaUrl(message.fileUrl) ?? '';
      return (
        <button type="button" className={styles.imageButton} onClick={() => onOpenImage(src, message.text)}>
          <img src={src} alt={`${CHAT_TEXTS.photoLabel}: ${message.text}`} className={styles.image} loading="lazy" />
        </button>
      );
    }
    case 'template': {
      const content = parseTemplate(message.text);
      return content ? <TemplateCard content={content} /> : null;
    }
    default:
      // text and admin: as written, line breaks kept (CSS pre-wrap), never as HTML.
      return <p className={styles.text}>{message.text}</p>;
  }
}

/** The partner's booking card (a card that does not parse is not shown at all, spec 2 §5). */
function TemplateCard({ content }: { content: ChatTemplateContent }) {
  return (
    <div className={styles.card} data-testid="template-card">
      <strong className={styles.cardTitle}>{content.mainTitle}</strong>
      <span className={styles.cardSubtitle}>{content.subTitle}</span>
      <dl className={styles.cardRows}>
        {content.data.map((row, i) => (
          <div key={`${row.title}-${i}`}>
            <dt>{row.title}</dt>
            <dd>
              <SanitizedHtml html={row.data} />
            </dd>
          </div>
        ))}
      </dl>
      <Link to={content.link} className={styles.cardButton}>
        {CHAT_TEXTS.templateButton}
      </Link>
    </div>
  );
}
