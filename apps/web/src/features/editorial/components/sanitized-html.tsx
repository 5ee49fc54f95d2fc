import { useEffect, useState } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';

/** Shows HTML from the server only after DOMPurify has cleaned it. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let live = true;
    void sanitizeHtml(html).then((result) => {
      if (live) setClean({ source: html, html: result });
    });
    return () => {
      live = false;
    };
  }, [html]);

  if (clean?.source !== html) return <div className={className} aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
