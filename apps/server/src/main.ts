import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, applySiteTimeZone } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureSeeded } from './db/seed/ensure-seeded.ts';
import { resolveSecret } from './platform/secret.ts';

const config = loadConfig();
applySiteTimeZone(config);
const secret = resolveSecret(config.appSecret, config.dataDir);
const handle = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, keepConnections: true })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') });

await handle.migrate();
if (config.seedOnStart) {
  const outcome = await ensureSeeded(handle.db, { imagesDir: config.uploadsDir, log: (msg) => console.log(msg) });
  console.log(outcome === 'seeded' ? '카탈로그 시드를 넣었습니다 (catalogue seeded).' : '기존 데이터를 그대로 사용합니다 (existing data reused).');
}

const app = await buildApp({ config, db: handle.db, secret });
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`민다가 준비되었습니다: http://${shownHost}:${config.port}  (database: ${handle.kind === 'pglite' ? `PGlite ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL'})`);
