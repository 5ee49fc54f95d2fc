import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reading the .eml files of the mail outbox (platform/mail.ts) as a mail client shows them: for the tests
 * and for the developers' outbox page (the embedded default sends no mail anywhere else).
 */

/** RFC 2047 encoded words ("=?UTF-8?B?...?=") back to text, as a mail client shows a subject. */
const decodeHeader = (value: string) =>
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeURIComponent(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  );

export const headerOf = (raw: string, name: string) => {
  const unfolded = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeHeader(line.slice(name.length + 1).trim());
};

/** The text of a single-part message, its transfer encoding undone. */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).trim();
  switch (headerOf(raw, 'Content-Transfer-Encoding')?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

export type Eml = { file: string; to: string | undefined; subject: string | undefined; date: string | undefined; text: string };

/**
 * The messages in `outbox` other than those named in `seen`, oldest first (none when there is no outbox yet);
 * with `latest`, only that many of the newest. File names start with the time they were written.
 */
export async function readOutbox(outbox: string, seen: ReadonlySet<string> = new Set(), latest = Infinity): Promise<Eml[]> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml') && !seen.has(f)).sort().slice(-latest);
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      return { file, to: headerOf(raw, 'To'), subject: headerOf(raw, 'Subject'), date: headerOf(raw, 'Date'), text: bodyOf(raw) };
    }),
  );
}
