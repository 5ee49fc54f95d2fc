import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedCatalogue } from '../db/seed/seed-catalogue.ts';
import { adminUrl, testDriver, waitForNoConnections } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImagePath: string;
    /** The PostgreSQL template of this run: its own name, so two runs on one server never drop each other's. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds once per run; every test file then starts from a copy: a PGlite image loaded into a
 * fresh in-memory instance, or a PostgreSQL database created from a template. Seeding per file would cost
 * seconds each.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers, not this setup: read it from the project config.
  const driver = testDriver(project.config.env?.TEST_DB);
  if (driver === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    await seedCatalogue(handle.db, { imagesDir: null });
    const image = await handle.dumpImage!();
    await handle.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'minda-test-')), 'seeded.tar.gz');
    fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    project.provide('pgliteImagePath', file);
    project.provide('postgresTemplate', '');
    console.log('[server tests] database: PGlite (in-memory copies of one seeded image)');
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }

  const TEMPLATE_DATABASE = `minda_test_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const handle = await openDatabase({ kind: 'postgres', url: adminUrl(TEMPLATE_DATABASE), maxConnections: 2 });
  await handle.migrate();
  await seedCatalogue(handle.db, { imagesDir: null });
  await handle.close();
  // A template with open connections cannot be copied.
  await waitForNoConnections(admin, TEMPLATE_DATABASE);
  project.provide('pgliteImagePath', '');
  project.provide('postgresTemplate', TEMPLATE_DATABASE);
  console.log(`[server tests] database: PostgreSQL at ${new URL(adminUrl()).host} (databases cloned from ${TEMPLATE_DATABASE})`);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.end();
  };
}
