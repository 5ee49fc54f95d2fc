/**
 * npm run seed -- [--scale N] [--reset]
 *
 *   (no options)  migrate, then seed the demo catalogue unless it is already there (redraws missing images)
 *   --reset       empty every table first (accounts and bookings too), then seed again
 *   --scale N     after the base seed, add N more stays, N tours and N hotels for benchmarks
 *
 * Uses DATABASE_URL when set, else PGlite under DATA_DIR/pgdata; images go to DATA_DIR/uploads.
 * DATA_DIR defaults to <repo>/data wherever the command is typed (see dataDirOf); a relative DATA_DIR is
 * taken from the directory npm was run in, as config.ts does for the server.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { ensureSeeded } from './ensure-seeded.ts';
import { resetDatabase } from './reset.ts';
import { scaleCatalogue } from './scale.ts';

const MAX_SCALE = 1_000_000;

const serverDir = path.resolve(import.meta.dirname, '../../..');
const repoRoot = path.resolve(serverDir, '../..');

/**
 * config.ts resolves a relative DATA_DIR from where npm was typed (INIT_CWD). Typed inside apps/server
 * (or run without npm), the default would land in apps/server/data, next to nobody's server: the seed
 * then uses the repository's data folder, as `npm start` from the root does.
 */
function dataDirOf(configured: string): string {
  return configured === path.join(serverDir, 'data') ? path.join(repoRoot, 'data') : configured;
}

function parseScale(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1 || n > MAX_SCALE) {
    throw new Error(`--scale 는 1 이상 ${MAX_SCALE.toLocaleString('ko-KR')} 이하의 정수여야 합니다 (got "${value}").`);
  }
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: { scale: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    console.log('사용법: npm run seed -- [--reset] [--scale N]');
    return;
  }
  const scale = parseScale(values.scale);
  const config = loadConfig();
  const dataDir = dataDirOf(config.dataDir);
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}초`;

  const handle = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
  console.log(`데이터베이스: ${handle.kind === 'pglite' ? `PGlite ${path.join(dataDir, 'pgdata')}` : 'PostgreSQL (DATABASE_URL)'}`);
  try {
    await handle.migrate();
    if (values.reset) console.log(`초기화: 테이블 ${await resetDatabase(handle.db)}개를 비웠습니다.`);
    const outcome = await ensureSeeded(handle.db, { imagesDir: path.join(dataDir, 'uploads'), log: (msg) => console.log(`  ${msg}`) });
    console.log(outcome === 'seeded' ? `기본 카탈로그를 넣었습니다 (${elapsed()}).` : '기본 카탈로그가 이미 있습니다: 그대로 둡니다.');
    if (scale) {
      console.log(`확장: 상품군마다 ${scale.toLocaleString('ko-KR')}개를 더 넣습니다.`);
      await scaleCatalogue(handle.db, { perLine: scale, onProgress: (msg) => console.log(`  ${msg}`) });
      await handle.db.execute('analyze');
      console.log(`확장을 마쳤습니다 (${elapsed()}).`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
