import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The signing secret: APP_SECRET when given (required for several instances), otherwise one generated on
 * first start and kept in DATA_DIR, so sessions survive restarts of the embedded mode.
 */
export function resolveSecret(appSecret: string | undefined, dataDir: string): string {
  if (appSecret) return appSecret;
  const file = path.join(dataDir, 'secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Seals a small text at rest (an operator's TOTP secret) with AES-256-GCM under a key derived from the app's
 * secret and a purpose: a copy of the table alone reveals nothing, and a changed APP_SECRET makes old seals
 * unreadable rather than wrong.
 */
const keyOf = (appSecret: string, purpose: string) => createHash('sha256').update(`${purpose}\0${appSecret}`).digest();

export function sealText(appSecret: string, purpose: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The sealed text, or null when it was sealed under another secret or purpose, or tampered with. */
export function openText(appSecret: string, purpose: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
