import { sql, type SQL } from 'drizzle-orm';
import { isInitialsQuery } from '@minda/contracts/rules/hangul';
import type { TotalSearchProductLine, TotalSearchSort } from '@minda/contracts/search';
import type { Database } from '../../db/client.ts';
import { RESULTS_MAX_COUNTED } from '@minda/contracts/rules/search-limits';
import { rowsOf } from '../../platform/sql.ts';
import { gramRange, type SearchKind } from './search.repository.ts';

/** A line's table by its name (the planner's estimate of its size is read by name), aliased `p`. */
const lineTable = (relation: string) => ({ relation, table: sql.raw(`${relation} p`) });

/** How each product line is read: its table (and its name), search kind, id, and the columns its sorts use. */
const LINES: Record<TotalSearchProductLine, {
  table: SQL; relation: string; kind: SearchKind; id: SQL; active: SQL; sorts: Record<TotalSearchSort, SQL>;
}> = {
  minbak: {
    ...lineTable('stays'),
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
    ...lineTable('tours'),
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
    ...lineTable('hotels'),
    kind: 'hotel',
    id: sql`p.property_id`,
    active: sql`p.is_active`,
    sorts: {
      '': sql`by_name desc, p.review_count desc, p.property_id`,
      // 0 = no rate to show: last.
      price: sql`p.min_base_price_before_discount = 0, p.min_base_price_before_discount, p.property_id`,
      grade: sql`p.review_score desc, p.review_count desc, p.property_id`,
      review: sql`p.review_count desc, p.property_id`,
    },
  },
};

/**
 * A word with up to this many names (its n-gram hits) is read and sorted whole: in any sort when it matches by its
 * names alone, by price or grade beside the first RESULTS_MAX_COUNTED of its cities' products in that order; with
 * more, the line's terms are walked in the sort's order (findTotalSearchPage, walkTerms).
 */
const TOTAL_SEARCH_MAX_SORTED = 5_000;

/**
 * A keyword of several words, each of more names than TOTAL_SEARCH_MAX_SORTED and none a city: when its narrowest word
 * has at most this many n-gram hits, its names are read rather than the line walked (findTotalSearchPage). The walk
 * finds a match in every few hundred rows when the words are broad apart and rare together; a word's n-gram costs
 * about a walked row's price (an index-only scan), and the words are counted in turn to find the narrowest, each as far
 * as the fewest before it, the first this far.
 */
const BROAD_NAMES_READ = 30_000;

/**
 * A keyword of several words of over TOTAL_SEARCH_MAX_SORTED names each: this many of the line's most reviewed names
 * are read to tell how common each word is on the line. Where every one is on twice BROAD_NAMES_READ names or more,
 * the words are not counted: the count would only lead to the walk (시장 입장권 on tours at a million per line: 83,348
 * and 124,625 n-grams, 20 ms counted before a walk of 25 ms). A sample of this size puts a word on 1.7% of the names
 * (하얀) within about an eighth of its share, well under that bar.
 */
const WORD_SAMPLE = 4_000;

/**
 * Rows of a walk that cost about what reading one name's terms by its key does (at 200,000 per line, warm: 0.45 µs a
 * walked index row checked in place, 3.8 µs a name probed): a walk tried before reading the names is given this many
 * per name, so when it comes out short the search costs at most about twice what it did.
 */
const WALK_ROWS_PER_NAME = 8;

/** The kinds of search_terms the keyword search reads: each line's names and the cities (with their countries). */
export const TOTAL_SEARCH_KINDS: readonly SearchKind[] = ['city', ...Object.values(LINES).map((l) => l.kind)];

/**
 * Does the search term `t` (or `alias`) hold one of the forms, in its keys or its initials (what the n-grams find).
 * Initials are consonants alone, so a form with a vowel or a Latin letter is looked for in the keys only: a walk
 * checks a row in half the calls. `signed`, for a term read off a walk's index (which carries its keys' signature,
 * migration 0036): the keys are searched only when their signature has every pair of the form's, most names then
 * costing no text search (the others search an empty text, so the test stays false, never null, and the planner still
 * sees strpos(...) > 0, estimated as before).
 */
const termHolds = (forms: readonly string[], alias = 't', signed = false) => {
  const [keys, initials, sig] = [sql.raw(`${alias}.keys`), sql.raw(`${alias}.initials`), sql.raw(`${alias}.keys_sig`)];
  const keysOf = (form: string) => {
    if (!signed) return keys;
    const pairs = sql`(select search_keys_sig(${form}))`;
    return sql`case when ${sig} & ${pairs} = ${pairs} then ${keys} else '' end`;
  };
  return sql.join(forms.map((form) => (isInitialsQuery(form)
    ? sql`strpos(${keysOf(form)}, ${form}) > 0 or strpos(${initials}, ${form}) > 0`
    : sql`strpos(${keysOf(form)}, ${form}) > 0`)), sql` or `);
};

/** Terms of a kind whose n-grams start with one of the forms, at the given ranks (same index as suggestions). */
function matchingTerms(kind: SearchKind, forms: readonly string[], ranks: readonly number[], column: SQL): SQL {
  const rankList = sql.join(ranks.map((r) => sql`${r}::smallint`), sql`, `);
  const ranges = sql.join(
    forms.map((form) => {
      const { low, high } = gramRange(form);
      return sql`(g.gram collate "C" >= ${low} and g.gram collate "C" < ${high} and (${termHolds([form])}))`;
    }),
    sql` or `,
  );
  return sql`select ${column} from search_grams g join search_terms t on t.kind = g.kind and t.keys = g.keys
    where g.kind = ${kind}::search_kind and g.rank in (${rankList}) and t.active and (${ranges})`;
}

/** A kind's n-grams that start with one of the forms: index-only, at least one per matching name. */
function gramHits(kind: SearchKind, forms: readonly string[], column: SQL = sql`1`): SQL {
  const ranges = sql.join(
    forms.map((form) => {
      const { low, high } = gramRange(form);
      return sql`(g.gram collate "C" >= ${low} and g.gram collate "C" < ${high})`;
    }),
    sql` or `,
  );
  return sql`select ${column} from search_grams g where g.kind = ${kind}::search_kind and g.rank in (0, 1, 2) and (${ranges})`;
}

/**
 * The ids of a narrow word's names (at most `limit` n-grams of them): the n-grams first, then each one's terms by
 * key, as a lateral so the plan stays a walk of the index rather than a hash of every name of the line (`offset 0`
 * keeps the planner from flattening it into a join that filters the whole line off search_terms_walk_idx).
 */
function fewNames(kind: SearchKind, forms: readonly string[], limit: number): SQL {
  return sql`select t.ref_id from (${gramHits(kind, forms, sql`g.keys`)} limit ${limit}) g
    cross join lateral (select t.ref_id from search_terms t where t.kind = ${kind}::search_kind and t.keys = g.keys and t.active and (${termHolds(forms)}) offset 0) t`;
}

/**
 * Does this product's own name hold one of the forms (what matchingTerms finds through the n-grams): one probe of
 * its terms by key. A scalar subquery with a limit, so the planner cannot turn it into a hash of every name.
 */
function nameHolds(kind: SearchKind, id: SQL, forms: readonly string[]): SQL {
  return sql`coalesce((select true from search_terms t where t.kind = ${kind}::search_kind and t.ref_id = ${id} and t.active and (${termHolds(forms)}) limit 1), false)`;
}

/** A compatibility jamo (ㄱ-ㆎ): a keystroke form that has one is held only by a name whose keys have one. */
const JAMO = /[\u3131-\u318e]/;
/** A Korean word: every keystroke form has a jamo, so only names whose keys have one can hold it. */
const isKorean = (forms: readonly string[]) => forms.every((form) => JAMO.test(form));
/** The English names with a jamo, as search_terms_en_jamo_idx's predicate spells it (migration 0035). */
const enNameWithJamo = (alias: string) => sql.raw(`${alias}.field = 'en' and ${alias}.active and ${alias}.keys ~ '[ㄱ-ㆎ]'`);

/**
 * Does either name of the hotel of the name term `t` hold one of the forms: a probe of the walk's index, which holds
 * both names beside each other under the review count they carry alike (the grouped walk reads them so), index only,
 * where a probe by the hotel's id reads each name's row. A Korean word (every form has a jamo) read off a Korean name
 * can only be in an English name that has a jamo: those few are probed on their own index (a page), not on the walk's
 * (하얀 호텔 at a million hotels: 2,889 probes of 4.4 pages each there, none of them a match).
 */
function hotelNameHolds(forms: readonly string[]): SQL {
  const eitherName = sql`coalesce((select true from search_terms n where ${walkedNames('hotel', true, 'n')} and n.weight = t.weight
    and n.ref_id = t.ref_id and (${termHolds(forms, 'n')}) limit 1), false)`;
  if (!isKorean(forms)) return eitherName;
  return sql`(case when t.field = 'ko' then exists (select 1 from search_terms n where n.kind = 'hotel' and ${enNameWithJamo('n')}
    and n.ref_id = t.ref_id and (${termHolds(forms, 'n')})) else ${eitherName} end)`;
}

/**
 * Whether every form of a word holds the Korean or English name of its one city (`codes`, the cities it matches) whole
 * (파리, paris): that city's code as a row `code`, or no row. Such a word matches a name elsewhere only where the name
 * holds the city's name, which search_city_mentions lists. (A form that holds a city's name has a vowel or a Latin
 * letter, so it never matches initials, which have neither.)
 */
function namedCity(forms: readonly string[], codes: SQL): SQL {
  const holdsName = sql.join(forms.map((form) => sql`bool_or(strpos(${form}, c.keys) > 0)`), sql` and `);
  return sql`select c.city_code as code from search_terms c
    where cardinality(${codes}) = 1 and c.kind = 'city' and c.city_code = (${codes})[1]::bpchar and c.field in ('ko', 'en') and c.active
    group by c.city_code having ${holdsName}`;
}

/** The city codes as a literal array, so the planner sees them and reads the products by the city index. */
const cityArray = (codes: readonly string[]) =>
  codes.length === 0 ? sql`'{}'::bpchar[]` : sql`array[${sql.join(codes.map((c) => sql`${c}`), sql`, `)}]::bpchar[]`;

/**
 * The order of a walk over search_terms in each sort (one index each, migrations 0024 and 0028): the terms carry their
 * product's review count (weight), grade and price (null when there is none), so these orders are the products' own.
 */
const TERM_ORDER: Record<TotalSearchSort, readonly (readonly [column: string, direction: '' | ' desc'])[]> = {
  '': [['weight', ' desc']],
  review: [['weight', ' desc']],
  grade: [['grade', ' desc'], ['weight', ' desc']],
  price: [['price', '']],
};
/**
 * The active name terms `t` of a line that the walks' indexes hold (migration 0024): one per product (a stay's or
 * tour's `name`, a hotel's `ko`), or both of a hotel's names (`ko`, `en`).
 */
const walkedNames = (kind: SearchKind, bothNames = false, alias = 't') => {
  const [kindOf, active, field] = ['kind', 'active', 'field'].map((column) => sql.raw(`${alias}.${column}`));
  return sql`${kindOf} = ${kind}::search_kind and ${active} and ${field} in ${bothNames ? sql`('ko', 'en')` : sql`('name', 'ko')`}`;
};

/**
 * What the search reads of a term found by its keys: columns search_terms_keys_idx holds, so the read stays on that
 * index (the keys' signature is only on the walks' indexes).
 */
const KEYED_TERM_COLUMNS = sql.raw(['ref_id', 'field', 'keys', 'initials', 'city_code', 'weight', 'grade', 'price'].map((c) => `t.${c}`).join(', '));

/** The walk's order by `alias`'s columns, ties by product id. */
const termOrder = (sort: TotalSearchSort, alias: string) =>
  sql.raw([...TERM_ORDER[sort].map(([column, direction]) => `${alias}${column}${direction}`), `${alias}ref_id`].join(', '));
/** The columns the sort's order reads, the product id last. */
const termColumns = (sort: TotalSearchSort, alias: string) =>
  sql.raw([...TERM_ORDER[sort].map(([column]) => `${alias}${column}`), `${alias}ref_id`].join(', '));

/**
 * A search term `t` against every word, in place: each word held by its cities (`codes`, per word) or by the term's
 * name; and whether its name holds them all (relevance's name matches first). `each` wraps each word's test: a
 * hotel's two names, grouped, hold a word when either does (bool_or).
 */
function termMatches(
  words: readonly (readonly string[])[],
  codes: readonly (readonly string[])[],
  { each = (test) => test, signed = false }: {
    each?: (test: SQL, forms: readonly string[]) => SQL;
    /** The term is read off a walk's index, which carries the keys' signature (termHolds). */
    signed?: boolean;
  } = {},
): { every: SQL; byName: SQL } {
  const holds = (forms: readonly string[]) => sql`(${termHolds(forms, 't', signed)})`;
  return {
    every: sql.join(words.map((forms, word) => {
      const cities = codes[word] ?? [];
      return each(cities.length === 0 ? holds(forms) : sql`(t.city_code = any(${cityArray(cities)}) or ${holds(forms)})`, forms);
    }), sql` and `),
    byName: sql.join(words.map((forms) => each(holds(forms), forms)), sql` and `),
  };
}

/**
 * The broad keyword's window in the sort's order, walked off the search terms alone (by reviews for relevance), each
 * name checked in place against every word (its cities or its name), until RESULTS_MAX_COUNTED products match, or,
 * with the count known beforehand (`counted`), until the page is decided. The
 * rows come from the whole line, or, when the page is one city's or one word is one city and few names (런던 in 런던
 * 민박) or that city's name in full (뮌헨 in 뮌헨 투어), from that city's rows in the same order (search_terms_city_walk_idx,
 * reviews only) merged with those names outside it (the word's names, or the city's mentions), so the walk's length
 * depends on how dense the matches are there, not on the line's size. Relevance then puts the window's name matches
 * first.
 *
 * A stay or tour has one name, so one row per product. A hotel has two (Korean, English), side by side in each walk's
 * order, and both walk: for a one-word keyword the rows that hold the word (or its city) are kept and grouped per
 * hotel in the window; with more words, one word may match each name, so each stream groups its rows per hotel and
 * keeps the hotels whose two names together hold every word. Probing each Korean row's English name instead cost
 * an index and a heap read per hotel that the Korean name alone did not decide (파리 호텔 at 100,000 hotels: 3,860
 * probes, 15,440 pages, 17 ms).
 */
function walkTerms(
  kind: SearchKind,
  words: readonly (readonly string[])[],
  codes: readonly (readonly string[])[],
  opts: {
    cityCode: string | undefined;
    sort: TotalSearchSort;
    offset: number;
    limit: number;
    /** `mentioned`: the word names the city in full, so its names elsewhere are the city's mentions (migration 0033). */
    cityWord: { word: number; codes: string[]; mentioned: boolean } | undefined;
    /** The count when it is known before the walk (the cap): the walk then stops at the page's end. */
    counted: number | undefined;
    /** At most this many of the line's terms are read, in the sort's order: the page may then come out short. */
    budget?: number;
  },
): SQL {
  const bothNames = kind === 'hotel';
  // A hotel's names grouped within each stream (several words); a one-word keyword's rows are grouped in the window.
  const grouped = bothNames && words.length > 1;
  const { every, byName } = termMatches(words, codes, { each: grouped ? (test) => sql`bool_or(${test})` : undefined, signed: true });
  // The line's names, or with a budget their first rows in the sort's order: read off the walk's index alone.
  const lineTerms = opts.budget === undefined
    ? sql`search_terms t where ${walkedNames(kind, bothNames)}`
    : sql`(select ${termColumns(opts.sort, 't.')}, t.city_code, t.keys, t.initials, t.keys_sig from search_terms t
        where ${walkedNames(kind, bothNames)} order by ${termOrder(opts.sort, 't.')} limit ${opts.budget}) t
        where true`;
  // A stream of a hotel's two names is only ordered and bounded when it is merged with another (a hotel has two rows:
  // twice the window): an unordered Append under the DISTINCT ON was sorted whole, a city's every name (파리 on
  // hotels at a million per line: 114,254 rows, a sort spilled to disk, 37 of 45 ms).
  const rows = (where: SQL, merged = false) => grouped
    ? sql`(select ${termColumns(opts.sort, 't.')}, ${byName} as by_name from ${lineTerms} and ${where}
        group by ${termColumns(opts.sort, 't.')} having ${every} order by ${termOrder(opts.sort, 't.')} limit ${RESULTS_MAX_COUNTED})`
    : sql`(select ${termColumns(opts.sort, 't.')}, ${byName} as by_name
    from ${lineTerms} and ${where} and ${every}
    ${!bothNames
      ? sql`order by ${termOrder(opts.sort, 't.')} limit ${RESULTS_MAX_COUNTED}`
      : merged ? sql`order by ${termOrder(opts.sort, 't.')} limit ${2 * RESULTS_MAX_COUNTED}` : sql``})`;
  const city = opts.cityCode ?? opts.cityWord?.codes[0];
  const nameWord = opts.cityCode === undefined ? opts.cityWord : undefined;
  const streams = city === undefined
    ? rows(sql`true`)
    : nameWord
      ? sql`${rows(sql`t.city_code = ${city}`, true)} union all ${rows(sql`t.city_code <> ${city}
          and t.ref_id in (${nameWord.mentioned
            ? sql`select m.ref_id from search_city_mentions m where m.kind = ${kind}::search_kind and m.city_code = ${city}`
            : fewNames(kind, words[nameWord.word] ?? [], RESULTS_MAX_COUNTED + 1)})`, true)}`
      : rows(sql`t.city_code = ${city}`);
  // A hotel's two rows come side by side in the index's order, so they are grouped as they stream (a sorted
  // GroupAggregate, never hashed), whether either name holds the word read off the rows themselves, and the walk
  // stops at the window's end. Its streams carry no ORDER BY of their own: a sorted subquery is planned apart, for
  // all its rows (PostgreSQL passes the window's LIMIT into a subquery only when nothing is sorted above it), which
  // read and sorted a whole line's names where the walk reads a few thousand index rows (호텔 on hotels at 100,000:
  // 190-250 ms). Keeping one row per hotel and probing its terms for the other name cost a heap read per hotel of
  // the window (파리 at 200,000 per line: 5,135 pages, 2,515 of them read on a cold cache; grouped: 131).
  const window = bothNames && !grouped
    ? sql`select ${termColumns(opts.sort, 'w.')}, bool_or(w.by_name) as by_name from (${streams}) w
        group by ${termColumns(opts.sort, 'w.')} order by ${termOrder(opts.sort, 'w.')}`
    : sql`select w.* from (${streams}) w order by ${termOrder(opts.sort, 'w.')}`;
  const pageOrder = sql`order by ${opts.sort === '' ? sql`by_name desc, ` : sql``}${termOrder(opts.sort, '')} limit ${opts.limit} offset ${opts.offset}`;
  if (opts.counted === undefined) {
    return sql`with walked as (${window} limit ${RESULTS_MAX_COUNTED})
      select ref_id as id, (select count(*) from walked)::int as total from walked ${pageOrder}`;
  }
  // With the count known, the walk stops where the page is decided (the window's running counts are a run condition:
  // the scan ends when one turns false): in a column's order at the page's last row; by relevance, where the window's
  // name matches fill the page (they come first) or at the window's end. 이스탄불 on tours, every one named for the
  // city, one in a hundred of the line: a few hundred index rows for the first page, not the window's 100,000. The
  // window's LIMIT stays for the planner, which costs a plan without knowing the run condition: without it, it read
  // and sorted a line's every name in parallel rather than walk (호텔 at 150,000 hotels: 8,250 pages, 730 ms).
  const pageEnd = opts.offset + opts.limit;
  return sql`with walked as (select * from (
        select w.*, count(*) over o as matched, count(*) filter (where w.by_name) over o as named from (${window} limit ${RESULTS_MAX_COUNTED}) w
        window o as (order by ${termOrder(opts.sort, 'w.')} rows between unbounded preceding and current row)) r
      where ${opts.sort === '' ? sql`r.matched <= ${RESULTS_MAX_COUNTED} and r.named <= ${pageEnd}` : sql`r.matched <= ${pageEnd}`})
    select ref_id as id, ${opts.counted}::int as total from walked ${pageOrder}`;
}

/**
 * One page of a line's products that match every word of the keyword, each by the name (anywhere in it) or by
 * the city (a city name or its country's starting with it or one of its words), with the count of the matches,
 * at most RESULTS_MAX_COUNTED (decision 032). `words` holds the query forms of each word (queryKeyForms).
 *
 * When one word has few candidates (its name matches through the n-grams, plus the products of its cities), those
 * are checked against the other words and sorted: the answer is exact. A word with no city on the page has its names
 * read off the search terms, up to TOTAL_SEARCH_MAX_SORTED of them (a lone word with the cap's worth of them, by price
 * or grade: after a walk of the line in that order, bounded by what reading them costs, came out short); otherwise
 * its products are read, by price or grade its names with only each city's first products in that order (the page's
 * read whole), by relevance or reviews up to RESULTS_MAX_COUNTED names and city products.
 * When every word is broad (파리 at a million stays: 120,000 in the city), the line's terms are walked in the sort's
 * order (walkTerms), each product checked by its own name and city, until RESULTS_MAX_COUNTED match (a lone word
 * whose names or cities already make the cap: until the page is decided); relevance walks by reviews and puts the
 * name matches of that window first. On one city's page, price and grade walk that
 * city's products instead, by their city indexes.
 */
export async function findTotalSearchPage(
  db: Database,
  line: TotalSearchProductLine,
  words: readonly (readonly string[])[],
  opts: { cityCode: string | undefined; sort: TotalSearchSort; offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const l = LINES[line];
  const cap = RESULTS_MAX_COUNTED;
  // A walk reads an index row per product and checks it in place, so it costs the line's length over the matches'
  // density; reading a word's candidates whole is bounded however few of them match. How many candidates are read
  // whole when they are products (the word's cities on the page, or a hotel keyword of several words): by relevance
  // and reviews at most the cap (the city's products count there too), by price and grade a few thousand names.
  const productSort = opts.sort === 'price' || opts.sort === 'grade';
  const enumerable = productSort ? TOTAL_SEARCH_MAX_SORTED : cap;
  const oneWord = words.length === 1 && opts.cityCode === undefined;
  const namesPerProduct = l.kind === 'hotel' ? 2 : 1;
  // Per word: its cities, and its n-gram hits counted up to TOTAL_SEARCH_MAX_SORTED (an upper bound of its names, from
  // the index alone). For a lone word, also how many distinct names among those hits have a weight (an active product
  // each, so a lower bound of its matches). And the one city it names in full, if any, with that city's mentions on
  // the line counted up to the cap.
  const perWord = rowsOf<{ word: number; codes: string[]; names: number; weighed: number; named: string | null; mentions: number }>(await db.execute(sql.join(
    words.map((forms, word) => sql`select w.*, named.code::text as named,
      (select count(*)::int from (select 1 from search_city_mentions m where m.kind = ${l.kind}::search_kind and m.city_code = named.code
        limit ${cap + 1}) m) as mentions
      from (select ${word}::int as word,
        array(select distinct c.city_code::text from (${matchingTerms('city', forms, [0, 1], sql`t.city_code`)}) c(city_code)) as codes,
        n.names, n.weighed
        from (select count(*)::int as names,
            ${oneWord ? sql`count(distinct g.keys) filter (where g.weight is not null)::int` : sql`0`} as weighed
          from (${gramHits(l.kind, forms, sql`g.keys, g.weight`)} limit ${TOTAL_SEARCH_MAX_SORTED + 1}) g) n offset 0) w
      left join lateral (${namedCity(forms, sql`w.codes`)}) named on true`),
    sql` union all `,
  ))).sort((a, b) => a.word - b.word);
  const inCities = (word: number) => sql`p.city_code = any(${cityArray(perWord[word]?.codes ?? [])})`;
  // By relevance or reviews, each word's products of its cities count too, up to the cap where its names leave room.
  // By a product column they need no count: only their first RESULTS_MAX_COUNTED in that order can reach the window.
  const inCitiesCounted = await Promise.all(perWord.map(async (w) => {
    if (productSort || w.names > cap || w.codes.length === 0) return 0;
    const result = await db.execute(sql`select count(*)::int as n from (select 1 from ${l.table} where ${l.active} and ${inCities(w.word)} limit ${cap + 1}) c`);
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }));
  const sizes = perWord.map((w, word) => w.names + inCitiesCounted[word]!);
  // A lone word's every name with an active product matches, and so does every product of its cities: with the cap's
  // worth of either, the count is "1,000+" before anything is walked or read (a hotel has two names).
  const oneWordCapped = oneWord && (perWord[0]!.weighed >= cap * namesPerProduct || inCitiesCounted[0]! >= cap);
  const narrowest = sizes.reduce((best, n, i) => (n < sizes[best]! ? i : best), 0);

  const allByName = sql.join(words.map((forms) => nameHolds(l.kind, l.id, forms)), sql` and `);
  const everyWord = sql.join(words.map((forms, word) => sql`(${inCities(word)} or ${nameHolds(l.kind, l.id, forms)})`), sql` and `);
  const matching = sql`${l.active} and ${everyWord} ${opts.cityCode ? sql`and p.city_code = ${opts.cityCode}` : sql``}`;
  // One walk per city, and on a city's page that city's alone: `city_code = any(...)` reads every product of the
  // cities and sorts them (London's 10,169 stays for 런던 민박 by grade: 22 ms), where `city_code = ...` walks the
  // city's index in the sort's order.
  const narrowCodes = (perWord[narrowest]?.codes ?? []).filter((code) => opts.cityCode === undefined || code === opts.cityCode);
  // A narrowest word with no city on the page matches by its names alone; when each of them can be checked in place
  // (one name per product, or a hotel's either name for a one-word keyword), they are read off the terms, which carry
  // every sort's columns, in any sort, up to TOTAL_SEARCH_MAX_SORTED of them: a walk over matches that sparse reads
  // far more rows (해피 on hotels by relevance at 100,000 per line: 116,000 index rows for 1,000 matches, 34 ms).
  const byNamesAlone = narrowCodes.length === 0 && (l.kind !== 'hotel' || words.length === 1);
  // The narrowest word, when its candidates are few enough to read and sort whole.
  const narrow = (byNamesAlone ? (perWord[narrowest]?.names ?? 0) <= TOTAL_SEARCH_MAX_SORTED : sizes[narrowest]! <= enumerable)
    ? words[narrowest]
    : undefined;
  // Several words, none a city and none of few enough names to read whole: the walk checks the line's names until the
  // window fills, hundreds of rows a match when the words are broad apart and rare together (하얀 호텔 on hotels at a
  // million per line: one hotel in 232, 310 ms by relevance). The narrowest word's names are read instead when it has
  // at most BROAD_NAMES_READ n-grams (counted in turn when every word has more than
  // TOTAL_SEARCH_MAX_SORTED): by relevance and reviews best first (bestNamesPage), by price and grade every one.
  const namesInstead = await (async () => {
    if (narrow !== undefined || words.length < 2 || opts.cityCode !== undefined || perWord.some((w) => w.codes.length > 0)) return undefined;
    if (!perWord.every((w) => w.names > TOTAL_SEARCH_MAX_SORTED)) {
      return words[perWord.reduce((best, w) => (w.names < best.names ? w : best)).word];
    }
    // The line's size is the planner's estimate (no estimate yet, -1 or 0: the words are counted).
    const sample = rowsOf<{ read: number; line: number; holding: number[] }>(await db.execute(sql`select count(*)::int as read,
        (select c.reltuples from pg_class c where c.oid = ${l.relation}::regclass)::float8 as line,
        array[${sql.join(words.map((forms) => sql`count(*) filter (where ${termHolds(forms, 't', true)})`), sql`, `)}]::int[] as holding
      from (select t.keys, t.initials, t.keys_sig from search_terms t where ${walkedNames(l.kind)} order by ${termOrder('', 't.')} limit ${WORD_SAMPLE}) t`))[0];
    if (sample && sample.read > 0 && sample.holding.every((held) => (held / sample.read) * sample.line >= 2 * BROAD_NAMES_READ)) return undefined;
    // Each word is counted only as far as the fewest before it: the first words of a keyword are the narrower ones
    // more often (하얀 호텔, 조용한 한인민박: the kind comes last), and a word no narrower costs no more than the fewest.
    let fewest: { word: number; names: number } | undefined;
    for (const [word, forms] of words.entries()) {
      const bound = fewest?.names ?? BROAD_NAMES_READ + 1;
      const counted = await db.execute(sql`select count(*)::int as names from (${gramHits(l.kind, forms)} limit ${bound}) g`);
      const names = rowsOf<{ names: number }>(counted)[0]?.names ?? 0;
      if (names < bound) fewest = { word, names };
    }
    return fewest && words[fewest.word];
  })();
  // Each word's cities, by word: where a product matches the word without naming it.
  const wordCities = perWord.map((w) => w.codes);
  // A word's names alone, each checked in place against the other words (its cities or its name), once per product.
  const inPlace = termMatches(words, wordCities);
  // The same, for terms read off a walk's index (its signature).
  const inPlaceWalked = termMatches(words, wordCities, { signed: true });
  // What a name read by its key is checked against: itself, or for a hotel keyword of several words either name of
  // its hotel (one word may be in each: the other name is probed for the words this one lacks).
  const inNames = l.kind === 'hotel' && words.length > 1
    ? termMatches(words, wordCities, { each: (test, forms) => sql`(${test} or ${hotelNameHolds(forms)})` })
    : inPlace;
  // The narrowest word's candidates: its names, and its cities' products, read and sorted whole: the answer is exact.
  // The matches are materialized before they are sorted: under the page's ORDER BY and LIMIT the planner preferred
  // walking the whole line in the sort's order and joining the candidates to it (파리 on tours: 3.5 s).
  const wholeCandidatesPage = (forms: readonly string[], offset: number, limit: number) => db.execute(sql`with matched as materialized (
        select p.*${opts.sort === '' ? sql`, ${allByName} as by_name` : sql``} from ${l.table}
        where ${l.id} in (${fewNames(l.kind, forms, enumerable + 1)}
          ${narrowCodes.length === 0 ? sql`` : sql`union all select ${l.id} from ${l.table} where ${inCities(narrowest)}`}) and ${matching})
      select ${l.id} as id, least(count(*) over (), ${cap})::int as total from matched p
      order by ${l.sorts[opts.sort]}
      limit ${limit} offset ${offset}`);
  // By a product column, only each city's first matches in that order can reach the window, and they come off the
  // city's index in that order, ids alone: the first RESULTS_MAX_COUNTED are counted with the names' products, and
  // only the page's first are read beside the names (런던 민박 by price at 200,000 per line: 1,024 stays read, now 44).
  const cityStreams = (limit: number) => sql.join(narrowCodes.map((code) =>
    sql`(select ${l.id} from ${l.table} where p.city_code = ${code} and ${matching} order by ${l.sorts[opts.sort]} limit ${limit})`), sql` union all `);
  // The count needs the cities' first matches in no order: a stay's or tour's one name is on its city's terms, so the
  // other words are checked there in place rather than by a probe of each product's name (런던 민박 at 200,000 per line:
  // 3,045 probes, 12,180 pages). A hotel may match by its other name: its products are walked.
  const cityMatches = l.kind === 'hotel' ? cityStreams(cap) : sql.join(narrowCodes.map((code) => sql`(select t.ref_id from search_terms t
      where ${walkedNames(l.kind)} and t.city_code = ${code} and ${inPlaceWalked.every} limit ${cap})`), sql` union all `);
  const sortedCandidatesPage = (forms: readonly string[], offset: number, limit: number) => db.execute(sql`with named as materialized (
        select ${l.id} as id from ${l.table} where ${l.id} in (${fewNames(l.kind, forms, enumerable + 1)}) and ${matching}),
      counted as (select least(count(*), ${cap})::int as total from (select id from named union select * from (${cityMatches}) c) u),
      shown as materialized (select p.* from ${l.table} where ${l.id} in (select id from named union all ${cityStreams(offset + limit)}))
      select ${l.id} as id, (select total from counted) as total from shown p
      order by ${l.sorts[opts.sort]}
      limit ${limit} offset ${offset}`);
  const candidatesPage = productSort && narrowCodes.length > 0 ? sortedCandidatesPage : wholeCandidatesPage;
  // A name read off the n-grams (its keys, not its initials) that lacks another word is not probed where that decides
  // it: for a word with no city whose forms all have a vowel or a Latin letter, which only keys hold (하얀 민박: one name
  // of 하얀 in three holds 민박). For such forms termHolds reads the keys alone, so it serves the n-grams `g`, which have
  // no initials. A stay or tour has one name. A hotel's other name may hold the word; when the word and the word read
  // are Korean (every form has a jamo), the name read is Korean or an English name with a jamo, and the other name can
  // hold the word only where the hotel's English name has a jamo: those few hotels' names are probed beside the names
  // that hold the word (하얀 호텔 at a million hotels: 3,893 names of 하얀 were probed, where 1,000 hold 호텔).
  const decidedByKeys = words.filter((forms, word) => perWord[word]?.codes.length === 0 && !forms.some(isInitialsQuery)
    && (l.kind !== 'hotel' || isKorean(forms)));
  const namesHoldWords = (read: readonly string[]) => {
    const others = decidedByKeys.filter((forms) => forms !== read);
    if (others.length === 0 || (l.kind === 'hotel' && !isKorean(read))) return sql`true`;
    const held = sql.join(others.map((forms) => sql`(${termHolds(forms, 'g')})`), sql` and `);
    return l.kind !== 'hotel' ? held : sql`(${held} or g.keys in (select s.keys from search_terms e
      join search_terms s on s.kind = 'hotel' and s.ref_id = e.ref_id where e.kind = 'hotel' and ${enNameWithJamo('e')}))`;
  };
  /** The terms `t` of the names `names` (an alias with their keys) that hold the word, one probe of the key index each. */
  const termsOfNames = (forms: readonly string[], names: string) => sql`cross join lateral (select ${KEYED_TERM_COLUMNS} from search_terms t
          where t.kind = ${l.kind}::search_kind and t.keys = ${sql.raw(names)}.keys and t.active and (${termHolds(forms)}) offset 0) t
        where ${inNames.every}
          ${opts.cityCode ? sql`and t.city_code = ${opts.cityCode}` : sql``}`;
  const allNamesPage = (forms: readonly string[], offset: number, limit: number, beyond = false) => db.execute(sql`with named as materialized (
        select distinct on (t.ref_id) ${termColumns(opts.sort, 't.')}, ${inNames.byName} as by_name
        from (select g.keys from (${gramHits(l.kind, forms, sql`g.keys`)} limit ${(beyond ? BROAD_NAMES_READ : TOTAL_SEARCH_MAX_SORTED) + 1}) g
          where ${namesHoldWords(forms)}) g
        ${termsOfNames(forms, 'g')}
        order by t.ref_id),
      -- The walks' window: the first RESULTS_MAX_COUNTED in the sort's order (relevance: by reviews, then the name
      -- matches of the window first).
      windowed as (select * from named order by ${termOrder(opts.sort, '')} limit ${cap})
      select ref_id as id, (select count(*) from windowed)::int as total from windowed
      order by ${opts.sort === '' ? sql`by_name desc, ` : sql``}${termOrder(opts.sort, '')}
      limit ${limit} offset ${offset}`);
  // By relevance or reviews the window is the most reviewed matches, and a name's n-grams carry its weight (its most
  // reviewed product's, migration 0032): the names are taken best first and their terms read only until the page is
  // full, ties of the last name's weight included (names scattered in the key index cost a random read each: 11호점
  // on tours at 200,000 per line, 2,700 names). Every name left weighs less than the last one read, and so do its
  // products; if a product read weighs less still (a name shared by products of other weights) or a hotel came twice,
  // the page may not be the best, and every name is read as above. The count needs every match read too (so a word
  // with fewer matches than the rows asked for is answered here), unless the keyword is one word and no city tab: then
  // each of its names matches whole (an n-gram that starts with the word holds it), so the cap's worth of names with a
  // weight says "1,000+" alone (oneWordCapped, counted with the word's n-grams). A word of more names than are read
  // whole (`beyond`: up to BROAD_NAMES_READ n-grams) falls back on the walk instead.
  const bestNamesPage = async (forms: readonly string[], offset: number, limit: number, beyond = false) => {
    const read = oneWord ? offset + limit : cap;
    // Each name once, best first: a name's n-grams all carry its weight, so (weight, keys) is the name.
    const result = await db.execute(sql`with named as materialized (
        select t.weight, t.ref_id, ${inNames.byName} as by_name, h.weight as name_weight
        from (select distinct on (g.weight, g.keys) g.keys, g.weight
          from (${gramHits(l.kind, forms, sql`g.keys, g.weight`)} limit ${(beyond ? BROAD_NAMES_READ : TOTAL_SEARCH_MAX_SORTED) + 1}) g
          where ${namesHoldWords(forms)}
          order by g.weight desc nulls last, g.keys) h
        ${termsOfNames(forms, 'h')}
        order by h.weight desc nulls last
        fetch first ${read} rows with ties),
      windowed as (select * from (select distinct on (ref_id) * from named order by ref_id) d order by weight desc, ref_id limit ${read}),
      read_all as (select (select count(*) from named) < ${read} as every),
      counted as (select case when (select every from read_all) then (select count(*) from windowed)
          ${oneWordCapped ? sql`else ${cap}` : oneWord ? sql`` : sql`else (select count(*) from windowed)`} end::int as total),
      enough as (select (select total from counted) is not null and ((select every from read_all)
          or ((select count(*) from windowed) = ${read} and (select min(weight) from windowed) >= (select min(name_weight) from named))) as exact)
      select ref_id as id, (select total from counted) as total, (select exact from enough) as exact from windowed
      order by ${opts.sort === '' ? sql`by_name desc, ` : sql``}weight desc, ref_id
      limit ${limit} offset ${offset}`);
    if (rowsOf<{ exact: boolean }>(result)[0]?.exact !== false) return result;
    return beyond ? walkPage(offset, limit) : allNamesPage(forms, offset, limit);
  };
  const namesPage = opts.sort === '' || opts.sort === 'review' ? bestNamesPage : allNamesPage;
  // A word that is one city and either few names, or the city's name in full with few products elsewhere named for it
  // (런던 in 런던 민박; 뮌헨 in 뮌헨 투어, where every Munich tour is named 뮌헨): only that city's terms and those names are walked.
  // The latter by reviews only: the city's terms have no index in price or grade order, and reading a big city's every
  // tour to sort them cost more than the line's walk in that order (로마 투어 by price at a million per line: 84 ms, 16).
  const namesItsCity = (w: (typeof perWord)[number]) => !productSort && w.named === w.codes[0] && w.mentions <= cap;
  const oneCity = perWord.filter((w) => w.codes.length === 1).find((w) => namesItsCity(w) || w.names <= cap);
  const cityWord = oneCity && { ...oneCity, mentioned: namesItsCity(oneCity) };
  // Within one city's page a product sort walks that city's products (their city indexes); elsewhere the terms.
  const walkPage = (offset: number, limit: number) => productSort && opts.cityCode !== undefined
    ? db.execute(sql`with walked as (
        select p.* from ${l.table} where ${matching}
        order by ${l.sorts[opts.sort]} limit ${cap})
      select ${l.id} as id, (select count(*) from walked)::int as total from walked p
      order by ${l.sorts[opts.sort]}
      limit ${limit} offset ${offset}`)
    : db.execute(walkTerms(l.kind, words, wordCities, {
        ...opts,
        offset,
        limit,
        cityWord,
        counted: oneWordCapped ? cap : undefined,
      }));
  // A lone word with its count known, by price or grade, would read every one of its names' terms to sort them (a probe
  // each: 해피 on hotels at 200,000 per line, 3,448 of them, 14,623 pages). A walk of the line in that order, each name
  // checked in place, often fills the page first (73 pages): it is tried for as many rows as the names would cost, and
  // the names are read as before when it comes out short.
  const walkFirst = narrow !== undefined && byNamesAlone && productSort && oneWordCapped;
  const page = async (offset: number, limit: number) => {
    if (walkFirst) {
      const walked = await db.execute(walkTerms(l.kind, words, wordCities, {
        ...opts, offset, limit, cityWord: undefined, counted: cap, budget: WALK_ROWS_PER_NAME * perWord[0]!.names,
      }));
      if (rowsOf(walked).length === limit) return walked;
    }
    if (namesInstead) return productSort ? allNamesPage(namesInstead, offset, limit, true) : bestNamesPage(namesInstead, offset, limit, true);
    return narrow ? (byNamesAlone ? namesPage : candidatesPage)(narrow, offset, limit) : walkPage(offset, limit);
  };
  // Pages end where the walks' windows do, at the cap (the count says "1,000+").
  const rows = rowsOf<{ id: number; total: number }>(await page(opts.offset, Math.max(0, Math.min(opts.limit, cap - opts.offset))));
  if (rows.length > 0 || opts.offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  // A page past the end still reports how many there are: the same window's first row.
  const total = await page(0, 1);
  return { ids: [], total: rowsOf<{ total: number }>(total)[0]?.total ?? 0 };
}
