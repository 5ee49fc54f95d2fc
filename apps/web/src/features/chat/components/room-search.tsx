import { useState } from 'react';
import type { ChatMessage } from '@minda/contracts/chat';
import { CHAT_TEXTS } from '@minda/contracts/rules/chat';
import { dayLabelOf, timeOf } from '../channel-view.ts';
import styles from './chat.module.css';

/** Search within the conversation (chat:search, newest first). */
export function RoomSearch({ search }: { search: (query: string) => Promise<ChatMessage[]> }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<ChatMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <div className={styles.search} role="search">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = query.trim();
          if (trimmed === '') return;
          setError(null);
          search(trimmed).then(setResults, (cause: unknown) => setError(cause instanceof Error ? cause.message : CHAT_TEXTS.searchEmpty));
        }}
      >
        <input type="search" className={styles.searchField} value={query} maxLength={100} placeholder={CHAT_TEXTS.searchPlaceholder} aria-label={CHAT_TEXTS.searchPlaceholder} onChange={(e) => setQuery(e.target.value)} />
      </form>
      {error && <p role="alert">{error}</p>}
      {results && (
        <ul className={styles.searchResults} aria-label="검색 결과">
          {results.length === 0 ? (
            <li>{CHAT_TEXTS.searchEmpty}</li>
          ) : (
            results.map((message) => (
              <li key={message.seq}>
                <span className={styles.searchMeta}>
                  {message.username} · {dayLabelOf(message.createdAt)} {timeOf(message.createdAt)}
                </span>
                <span className={styles.text}>{message.text}</span>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
