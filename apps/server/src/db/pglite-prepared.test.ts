import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sqlStateOf } from '../platform/sql.ts';
import { testDriver } from '../test/test-database.ts';
import { prepareReads } from './pglite-prepared.ts';

// PGlite's own statements: run once, in the PGlite project.
describe.skipIf(testDriver() !== 'pglite')('reads on the embedded PGlite, each planned once', () => {
  const client = new PGlite();
  const db = drizzle(client);
  // The statements it prepared, oldest first, read through exec (which is not prepared itself).
  const prepared = async () =>
    ((await client.exec("select statement from pg_prepared_statements where name like 'pglite_read_%' order by prepare_time"))[0]!.rows as { statement: string }[])
      .map((r) => r.statement.replace(/^prepare \w+ as /, ''));

  beforeAll(async () => {
    prepareReads(client, 4);
    await client.exec(`create table trips (id int primary key, title text, starts date, at timestamptz, price numeric(10, 2), open boolean, info jsonb, tags text[]);
      insert into trips values
        (1, '파리 민박', '2026-12-24', '2026-12-24 15:00+09', 120000.50, true, '{"host": "김"}', array['가족', 'a,b']),
        (2, 'O''Brien''s B&B', null, null, null, false, null, array['c"d', 'e\\f'])`);
  });
  afterAll(() => client.close());

  it('answers a read as the unnamed statement did, then runs it again without planning it anew', async () => {
    const read = (ids: number[], open: boolean | null) => db.execute(sql`select id, title, starts, at, price, open, info, tags from trips
      where id = any(${sql.param(ids)}) and (${open}::boolean is null or open = ${open}) order by id`);
    const first = rowsOf(await read([1, 2], null));
    expect(first).toEqual([
      { id: 1, title: '파리 민박', starts: '2026-12-24', at: '2026-12-24 06:00:00+00', price: '120000.50', open: true, info: { host: '김' }, tags: ['가족', 'a,b'] },
      { id: 2, title: "O'Brien's B&B", starts: null, at: null, price: null, open: false, info: null, tags: ['c"d', 'e\\f'] },
    ]);
    expect(rowsOf<{ title: string }>(await read([2], false)).map((r) => r.title)).toEqual(["O'Brien's B&B"]);
    expect(rowsOf<{ id: number }>(await read([1, 2], true)).map((r) => r.id)).toEqual([1]);
    // Three calls, one statement prepared (beside PGlite's own look-up of the array types after the create table).
    expect((await prepared()).filter((statement) => statement.includes('from trips'))).toHaveLength(1);
  });

  it('passes a value that reads like SQL as a value', async () => {
    const sneaky = "x'); drop table trips; -- \\' \u00e9";
    expect(rowsOf(await db.execute(sql`select ${sneaky}::text as v`))).toEqual([{ v: sneaky }]);
    expect(rowsOf(await db.execute(sql`select count(*)::int as n from trips`))).toEqual([{ n: 2 }]);
  });

  it('keeps its four most recently run statements and still answers the ones it let go', async () => {
    for (let n = 1; n <= 6; n++) await db.execute(sql.raw(`select ${n} as n, ${n}::int as m`));
    const kept = await prepared();
    expect(kept).toHaveLength(4);
    expect(kept).toEqual(['select 3 as n, 3::int as m', 'select 4 as n, 4::int as m', 'select 5 as n, 5::int as m', 'select 6 as n, 6::int as m']);
    expect(rowsOf(await db.execute(sql.raw('select 1 as n, 1::int as m')))).toEqual([{ n: 1, m: 1 }]);
  });

  it('answers after every prepared statement was dropped behind its back', async () => {
    const read = () => db.execute(sql`select title from trips where id = ${1}`);
    await read();
    await client.exec('deallocate all');
    expect(rowsOf(await read())).toEqual([{ title: '파리 민박' }]);
    expect(rowsOf(await read())).toEqual([{ title: '파리 민박' }]);
  });

  it('answers a read of a whole table whose columns changed since it was prepared', async () => {
    const read = () => db.execute(sql`select * from trips where id = ${1}`);
    expect(Object.keys(rowsOf(await read())[0]!)).not.toContain('note');
    await client.exec("alter table trips add column note text default '늦은 도착'");
    expect(rowsOf<{ note: string }>(await read())[0]?.note).toBe('늦은 도착');
    expect(rowsOf<{ note: string }>(await read())[0]?.note).toBe('늦은 도착');
    // The stale statement was let go: the read is prepared once, not twice.
    expect((await prepared()).filter((statement) => statement.startsWith('select * from trips'))).toHaveLength(1);
  });

  it('leaves writes alone and fails a bad value with the SQLSTATE the plain statement gives', async () => {
    await client.exec('deallocate all');
    await db.execute(sql`update trips set open = ${true} where id = ${2}`);
    expect(await prepared()).toEqual([]);

    const error = await db.execute(sql`select ${'2026-13-45'}::date as d`).then(() => undefined, (e: unknown) => e);
    expect(sqlStateOf(error)).toBe('22008');
  });
});
