import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new, empty PostgreSQL database on the server of DATABASE_URL, and how to drop it afterwards. */
export async function freshPostgres(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL (a PostgreSQL server) is required: the benchmark creates its own database there');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // pool.end() resolves before the server has let its connections go; dropping then would kill them noisily.
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
