import { sql, type SQL } from 'drizzle-orm';
import type { TotalSearchProductLine, TotalSearchSort } from '@minda/contracts/search';
import type { Database } from '../../db/client.ts';
import { gramRange, rowsOf, type SearchKind } from './search.repository.ts';

/** How each product line is read: its table, search kind, id, and the columns its sorts use. */
const LINES: Record<TotalSearchProductLine, { table: SQL; kind: SearchKind; id: SQL; active: SQL; sorts: Record<TotalSearchSort, SQL> }> = {
  minbak: {
    table: sql`stays p`,
    kind: 'stay',
    id: sql`p.goods_no`,
    active: sql`p.is_active`,
    sorts: {
      '': sql`by_name desc, p.review_count desc, p.goods_no`,
      price: sql`p.min_price, p.goods_no`,
      grade: sql`p.review_grade desc, p.review_count desc, p.goods_no`,
      review: sql`p.review_count desc, p.goods_no`,
    },
  },
  tour: {
    table: sql`tours p`,
    kind: 'tour',
    id: sql`p.item_no`,
    active: sql`p.is_active`,
    sorts: {
      '': sql`by_name desc, p.review_count desc, p.item_no`,
      // Sold out (0) is no low price: last.
      price: sql`p.sale_price = 0, p.sale_price, p.item_no`,
      grade: sql`p.review_grade desc, p.review_count desc, p.item_no`,
      review: sql`p.review_count desc, p.item_no`,
    },
  },
  hotel: {
    table: sql`hotels p`,
    kind: 'hotel',
    id: sql`p.property_id`,
    active: sql`true`,
    sorts: {
      '': sql`by_name desc, p.review_count desc, p.property_id`,
      // 0 = no rate to show: last.
      price: sql`p.min_base_price_before_discount = 0, p.min_base_price_before_discount, p.property_id`,
      grade: sql`p.review_score desc, p.review_count desc, p.property_id`,
      review: sql`p.review_count desc, p.property_id`,
    },
  },
};

/** Terms of a kind whose n-grams start with one of the forms, at the given ranks (same index as suggestions). */
function matchingTerms(kind: SearchKind, forms: readonly string[], ranks: readonly number[], column: SQL): SQL {
  const rankList = sql.join(ranks.map((r) => sql`${r}::smallint`), sql`, `);
  const ranges = sql.join(
    forms.map((form) => {
      const { low, high } = gramRange(form);
      return sql`(g.gram collate "C" >= ${low} and g.gram collate "C" < ${high} and (strpos(t.keys, ${form}) > 0 or strpos(t.initials, ${form}) > 0))`;
    }),
    sql` or `,
  );
  return sql`select ${column} from search_grams g join search_terms t on t.kind = g.kind and t.keys = g.keys
    where g.kind = ${kind}::search_kind and g.rank in (${rankList}) and t.active and (${ranges})`;
}

/**
 * One page of a line's products that match every word of the keyword, each by the name (anywhere in it) or by
 * the city (a city name or its country's starting with it or one of its words), with the count of all matches.
 * `words` holds the query forms of each word (queryKeyForms).
 */
export async function findTotalSearchPage(
  db: Database,
  line: TotalSearchProductLine,
  words: readonly (readonly string[])[],
  opts: { cityCode: string | undefined; sort: TotalSearchSort; offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const l = LINES[line];
  const byName = (forms: readonly string[]) => sql`${l.id} in (${matchingTerms(l.kind, forms, [0, 1, 2], sql`t.ref_id`)})`;
  const byCity = (forms: readonly string[]) => sql`p.city_code in (${matchingTerms('city', forms, [0, 1], sql`t.city_code`)})`;
  const allByName = sql.join(words.map((forms) => sql`(${byName(forms)})`), sql` and `);
  const everyWord = sql.join(words.map((forms) => sql`(${byName(forms)} or ${byCity(forms)})`), sql` and `);
  const matching = sql`from ${l.table} where ${l.active} and ${everyWord} ${opts.cityCode ? sql`and p.city_code = ${opts.cityCode}` : sql``}`;
  const result = await db.execute(sql`select ${l.id} as id, count(*) over ()::int as total
    from (select p.*, ${allByName} as by_name ${matching}) p
    order by ${l.sorts[opts.sort]}
    limit ${opts.limit} offset ${opts.offset}`);
  const rows = rowsOf<{ id: number; total: number }>(result);
  if (rows.length > 0 || opts.offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  // A page past the end still reports how many there are.
  const counted = await db.execute(sql`select count(*)::int as total ${matching}`);
  return { ids: [], total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0 };
}
