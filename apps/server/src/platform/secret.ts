import { randomBytes } from 'node:crypto';
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
