import { useEffect, useState, type ReactNode } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';

type Cleaned = { source: string; html: string | null };

/**
 * Shows HTML from the server only after DOMPurify has cleaned it. If cleaning fails the raw HTML is never
 * shown: the reader gets a short message instead (fail closed).
 */
export function SanitizedHtml({ html, className, loading }: { html: string; className?: string; loading?: ReactNode }) {
  const [clean, setClean] = useState<Cleaned | null>(null);

  useEffect(() => {
    let live = true;
    sanitizeHtml(html).then(
      (result) => live && setClean({ source: html, html: result }),
      () => live && setClean({ source: html, html: null }),
    );
    return () => {
      live = false;
    };
  }, [html]);

  if (clean?.source !== html) return loading ?? <div className={className} aria-busy="true" />;
  if (clean.html === null) return <p className={className}>내용을 표시할 수 없습니다.</p>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
