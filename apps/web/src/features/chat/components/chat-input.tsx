import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { Platform } from '@minda/contracts/paths';
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_INPUT_LINE_PX,
  CHAT_INPUT_MAX_LINES,
  CHAT_TEXT_MAX_LENGTH,
  CHAT_TEXTS,
  chatTextLength,
  isBlankChatText,
} from '@minda/contracts/rules/chat';
import styles from './chat.module.css';

/** The types the server accepts (it checks the file's signature too). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

type Props = {
  platform: Platform;
  disabled: boolean;
  onSendText: (text: string) => void;
  onSendImage: (file: File) => void;
  /** Info toasts (photo too large, not a photo, text too long). */
  onNotice: (message: string) => void;
  onTyping: () => void;
};

/**
 * The room's footer (spec 2 §5): on PC Enter sends and Shift+Enter adds a line, on mobile Enter adds a line
 * and the button sends; nothing is sent while an IME is composing (Korean input), nor a blank text. The
 * field grows up to 4 lines of 24 px and holds at most 8,000 characters as chatTextLength counts them.
 */
export function ChatInput({ platform, disabled, onSendText, onSendImage, onNotice, onTyping }: Props) {
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const photo = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, CHAT_INPUT_LINE_PX * CHAT_INPUT_MAX_LINES)}px`;
  }, [text]);

  const send = () => {
    if (disabled || isBlankChatText(text)) return;
    onSendText(text);
    setText('');
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const value = event.target.value;
    if (chatTextLength(value) > CHAT_TEXT_MAX_LENGTH) {
      onNotice(CHAT_TEXTS.tooLong);
      setText(value.slice(0, CHAT_TEXT_MAX_LENGTH));
      return;
    }
    setText(value);
    if (value !== '') onTyping();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // keyCode 229 is the Enter that ends a composition in some browsers (Safari) after isComposing is false.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (platform === 'pc' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };

  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return onNotice(CHAT_TEXTS.imageOnly);
    if (file.size > CHAT_IMAGE_MAX_BYTES) return onNotice(CHAT_TEXTS.imageTooLarge);
    onSendImage(file);
  };

  return (
    <form
      className={styles.inputBar}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <button type="button" className={styles.photoButton} disabled={disabled} onClick={() => photo.current?.click()} aria-label="사진 보내기">
        <PhotoIcon />
      </button>
      <input ref={photo} type="file" accept={IMAGE_TYPES.join(',')} className="visually-hidden" tabIndex={-1} aria-label="사진 선택" onChange={onPhoto} />
      <textarea
        ref={field}
        className={styles.field}
        rows={1}
        value={text}
        disabled={disabled}
        placeholder={disabled ? CHAT_TEXTS.disabledPlaceholder : CHAT_TEXTS.inputPlaceholder}
        aria-label="메시지"
        onChange={onChange}
        onKeyDown={onKeyDown}
        style={{ lineHeight: `${CHAT_INPUT_LINE_PX}px`, maxHeight: CHAT_INPUT_LINE_PX * CHAT_INPUT_MAX_LINES }}
      />
      <button type="submit" className={styles.sendButton} disabled={disabled || isBlankChatText(text)}>
        보내기
      </button>
    </form>
  );
}

function PhotoIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="M8 5l1.5-2h5L16 5" />
    </svg>
  );
}
