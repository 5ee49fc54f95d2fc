import { findMatch } from '@minda/contracts/rules/hangul';
import styles from './total-search-page.module.css';

/**
 * The text with what each word of the keyword matched marked (Korean-aware: initials, half-typed syllables,
 * English-mode typing). Overlapping matches are marked once.
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  const chars = [...text];
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of query.split(/\s+/).filter(Boolean)) {
    const match = findMatch(text, word);
    if (match) for (let i = match.start; i < match.end; i++) marked[i] = true;
  }
  const parts: { text: string; marked: boolean }[] = [];
  chars.forEach((ch, i) => {
    const last = parts.at(-1);
    if (last && last.marked === marked[i]) last.text += ch;
    else parts.push({ text: ch, marked: marked[i] ?? false });
  });
  return (
    <>
      {parts.map((part, i) =>
        part.marked ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
