-- Korean-aware search index (schema/search.ts, docs/api-notes.md "Search"). Custom SQL: drizzle-kit emits no
-- functions, views or triggers, and no index in the "C" collation that prefix ranges on Hangul need.

-- The keystroke form of contracts/rules/hangul.ts searchKeys(): NFD splits syllables into conjoining jamo, which
-- map onto compatibility jamo; jamo typed with two keys are split; accents, case and whitespace are dropped.
-- A test (search-index.test.ts) checks that both give the same answer for every seeded name.
CREATE FUNCTION search_keys(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(translate(regexp_replace(lower(normalize(t, NFD)), '[\u0300-\u036f\s]', '', 'g'), 'ᄀᄁᄂᄃᄄᄅᄆᄇᄈᄉᄊᄋᄌᄍᄎᄏᄐᄑ하ᅢᅣᅤᅥᅦᅧᅨᅩᅪᅫᅬᅭᅮᅯᅰᅱᅲᅳᅴᅵᆨᆩᆪᆫᆬᆭᆮᆯᆰᆱᆲᆳᆴᆵᆶᆷᆸᆹᆺᆻᆼᆽᆾᆿᇀᇁᇂ', 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'), 'ㄳ', 'ㄱㅅ'), 'ㄵ', 'ㄴㅈ'), 'ㄶ', 'ㄴㅎ'), 'ㄺ', 'ㄹㄱ'), 'ㄻ', 'ㄹㅁ'), 'ㄼ', 'ㄹㅂ'), 'ㄽ', 'ㄹㅅ'), 'ㄾ', 'ㄹㅌ'), 'ㄿ', 'ㄹㅍ'), 'ㅀ', 'ㄹㅎ'), 'ㅄ', 'ㅂㅅ'), 'ㅘ', 'ㅗㅏ'), 'ㅙ', 'ㅗㅐ'), 'ㅚ', 'ㅗㅣ'), 'ㅝ', 'ㅜㅓ'), 'ㅞ', 'ㅜㅔ'), 'ㅟ', 'ㅜㅣ'), 'ㅢ', 'ㅡㅣ')
$$;
--> statement-breakpoint
-- initialsOf(): the initial consonant of every Hangul syllable, nothing else.
CREATE FUNCTION search_initials(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(regexp_replace(normalize(t, NFD), '[^\u1100-\u1112]', '', 'g'), 'ᄀᄁᄂᄃᄄᄅᄆᄇᄈᄉᄊᄋᄌᄍᄎᄏᄐᄑᄒ', 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ')
$$;
--> statement-breakpoint
-- The n-grams of one name: from every character its keystrokes to the end (at most 12 characters, 30 keys) and
-- from every syllable its initial consonants to the end (at most 12), ranked 0 at the start of the name,
-- 1 at the start of a word, 2 inside a word. Set-based, with search_keys() run once on the whole name (a
-- U+0001 after every character marks where each character's keys end), so building the index stays fast.
CREATE FUNCTION search_grams_of(name text) RETURNS TABLE(rank smallint, gram text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH parts AS (
    SELECT p.unit, p.i, coalesce(lag(p.unit) OVER (ORDER BY p.i) = '', true) AS word_start
    FROM unnest(string_to_array(search_keys(regexp_replace(name, '(.)', E'\\1\x01', 'g')), E'\x01')) WITH ORDINALITY AS p(unit, i)
  ), units AS (
    SELECT unit, word_start, row_number() OVER (ORDER BY i) AS n,
      CASE WHEN left(unit, 1) BETWEEN 'ㄱ' AND 'ㅎ' AND substr(unit, 2, 1) BETWEEN 'ㅏ' AND 'ㅣ' THEN left(unit, 1) ELSE '' END AS initial
    FROM parts WHERE unit <> ''
  )
  SELECT (CASE WHEN u.n = 1 THEN 0 WHEN u.word_start THEN 1 ELSE 2 END)::smallint, g.gram
  FROM units u
  CROSS JOIN LATERAL (
    SELECT left(string_agg(v.unit, '' ORDER BY v.n), 30) AS gram FROM units v WHERE v.n BETWEEN u.n AND u.n + 11
    UNION ALL
    SELECT left(string_agg(v.initial, '' ORDER BY v.n), 12) FROM units v WHERE v.n >= u.n HAVING u.initial <> ''
  ) g
$$;
--> statement-breakpoint
-- Every searchable name, from the tables that own it: the one place that says what is searched.
CREATE VIEW "search_sources" AS
  SELECT 'stay'::search_kind AS kind, goods_no AS ref_id, 'name'::text AS field, name AS display, city_code, is_active AS active, review_count AS weight FROM stays
  UNION ALL SELECT 'tour', item_no, 'name', name, city_code, is_active, review_count FROM tours
  UNION ALL SELECT 'hotel', property_id, 'ko', name_ko, city_code, true, review_count FROM hotels
  UNION ALL SELECT 'hotel', property_id, 'en', name_en, city_code, true, review_count FROM hotels
  UNION ALL SELECT 'city', id, 'ko', name_ko, code, true, 1000 - sort FROM cities
  UNION ALL SELECT 'city', id, 'en', name_en, code, true, 1000 - sort FROM cities
  UNION ALL SELECT 'city', c.id, 'country_ko', n.name_ko, c.code, true, 1000 - c.sort FROM cities c JOIN countries n ON n.code = c.country_code
  UNION ALL SELECT 'city', c.id, 'country_en', n.name_en, c.code, true, 1000 - c.sort FROM cities c JOIN countries n ON n.code = c.country_code
  UNION ALL SELECT 'neighborhood', id, 'ko', name_ko, city_code, true, 0 FROM neighborhoods
  UNION ALL SELECT 'neighborhood', id, 'en', name_en, city_code, true, 0 FROM neighborhoods
  UNION ALL SELECT 'poi', id, 'ko', name_ko, city_code, true, -sort FROM points_of_interest
  UNION ALL SELECT 'poi', id, 'en', name_en, city_code, true, -sort FROM points_of_interest
  UNION ALL SELECT 'tour_theme', theme_no, 'name', name, NULL, true, -sort FROM tour_themes;
--> statement-breakpoint
-- Brings the terms of some things of one kind in line with search_sources (added, changed, deleted).
CREATE FUNCTION search_refresh(k search_kind, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_terms t
  WHERE t.kind = k AND t.ref_id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM search_sources s WHERE s.kind = k AND s.ref_id = t.ref_id AND s.field = t.field);
  INSERT INTO search_terms AS t (kind, ref_id, field, display, keys, initials, city_code, active, weight)
  SELECT s.kind, s.ref_id, s.field, s.display, search_keys(s.display), search_initials(s.display), s.city_code, s.active, s.weight
  FROM search_sources s
  WHERE s.kind = k AND s.ref_id = ANY (ids)
  ON CONFLICT (kind, ref_id, field) DO UPDATE
    SET display = excluded.display, keys = excluded.keys, initials = excluded.initials, city_code = excluded.city_code,
        active = excluded.active, weight = excluded.weight
    WHERE (t.display, t.city_code, t.active, t.weight) IS DISTINCT FROM (excluded.display, excluded.city_code, excluded.active, excluded.weight);
END
$$;
--> statement-breakpoint
-- Statement trigger of a source table: TG_ARGV = (kind, id column). One refresh per statement, so a bulk
-- insert of thousands of products costs a few set-based statements, not a call per row.
CREATE FUNCTION search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(%I) FROM new_rows', TG_ARGV[1]) INTO ids;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format('SELECT array_agg(id) FROM (SELECT %1$I AS id FROM new_rows UNION SELECT %1$I FROM old_rows) u', TG_ARGV[1]) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(%I) FROM old_rows', TG_ARGV[1]) INTO ids;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM search_refresh(TG_ARGV[0]::search_kind, ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_terms WHERE kind = TG_ARGV[0]::search_kind;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A city's terms carry its country's names.
CREATE FUNCTION search_sync_countries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT array_agg(c.id) INTO ids FROM cities c JOIN new_rows n ON n.code = c.country_code;
  IF ids IS NOT NULL THEN
    PERFORM search_refresh('city', ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- New distinct names get their n-grams once; names left without terms keep theirs (they match no term).
CREATE FUNCTION search_add_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH fresh AS (
    SELECT DISTINCT ON (kind, keys) kind, keys, display FROM new_terms ORDER BY kind, keys
  ), added AS (
    INSERT INTO search_names (kind, keys) SELECT kind, keys FROM fresh ON CONFLICT DO NOTHING RETURNING kind, keys
  )
  INSERT INTO search_grams (kind, keys, rank, gram)
  SELECT a.kind, a.keys, g.rank, g.gram FROM added a JOIN fresh f ON f.kind = a.kind AND f.keys = a.keys CROSS JOIN LATERAL search_grams_of(f.display) g;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_terms_names_insert" AFTER INSERT ON "search_terms" REFERENCING NEW TABLE AS new_terms FOR EACH STATEMENT EXECUTE FUNCTION search_add_names();
--> statement-breakpoint
CREATE TRIGGER "search_terms_names_update" AFTER UPDATE ON "search_terms" REFERENCING NEW TABLE AS new_terms FOR EACH STATEMENT EXECUTE FUNCTION search_add_names();
--> statement-breakpoint
CREATE TRIGGER "stays_search_insert" AFTER INSERT ON "stays" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('stay', 'goods_no');
--> statement-breakpoint
CREATE TRIGGER "stays_search_update" AFTER UPDATE ON "stays" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('stay', 'goods_no');
--> statement-breakpoint
CREATE TRIGGER "stays_search_delete" AFTER DELETE ON "stays" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('stay', 'goods_no');
--> statement-breakpoint
CREATE TRIGGER "stays_search_truncate" AFTER TRUNCATE ON "stays" FOR EACH STATEMENT EXECUTE FUNCTION search_truncate('stay');
--> statement-breakpoint
CREATE TRIGGER "tours_search_insert" AFTER INSERT ON "tours" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('tour', 'item_no');
--> statement-breakpoint
CREATE TRIGGER "tours_search_update" AFTER UPDATE ON "tours" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('tour', 'item_no');
--> statement-breakpoint
CREATE TRIGGER "tours_search_delete" AFTER DELETE ON "tours" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('tour', 'item_no');
--> statement-breakpoint
CREATE TRIGGER "tours_search_truncate" AFTER TRUNCATE ON "tours" FOR EACH STATEMENT EXECUTE FUNCTION search_truncate('tour');
--> statement-breakpoint
CREATE TRIGGER "hotels_search_insert" AFTER INSERT ON "hotels" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('hotel', 'property_id');
--> statement-breakpoint
CREATE TRIGGER "hotels_search_update" AFTER UPDATE ON "hotels" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('hotel', 'property_id');
--> statement-breakpoint
CREATE TRIGGER "hotels_search_delete" AFTER DELETE ON "hotels" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('hotel', 'property_id');
--> statement-breakpoint
CREATE TRIGGER "hotels_search_truncate" AFTER TRUNCATE ON "hotels" FOR EACH STATEMENT EXECUTE FUNCTION search_truncate('hotel');
--> statement-breakpoint
CREATE TRIGGER "cities_search_insert" AFTER INSERT ON "cities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('city', 'id');
--> statement-breakpoint
CREATE TRIGGER "cities_search_update" AFTER UPDATE ON "cities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('city', 'id');
--> statement-breakpoint
CREATE TRIGGER "cities_search_delete" AFTER DELETE ON "cities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('city', 'id');
--> statement-breakpoint
CREATE TRIGGER "cities_search_truncate" AFTER TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION search_truncate('city');
--> statement-breakpoint
CREATE TRIGGER "neighborhoods_search_insert" AFTER INSERT ON "neighborhoods" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('neighborhood', 'id');
--> statement-breakpoint
CREATE TRIGGER "neighborhoods_search_update" AFTER UPDATE ON "neighborhoods" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('neighborhood', 'id');
--> statement-breakpoint
CREATE TRIGGER "neighborhoods_search_delete" AFTER DELETE ON "neighborhoods" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('neighborhood', 'id');
--> statement-breakpoint
CREATE TRIGGER "neighborhoods_search_truncate" AFTER TRUNCATE ON "neighborhoods" FOR EACH STATEMENT EXECUTE FUNCTION search_truncate('neighborhood');
--> statement-breakpoint
CREATE TRIGGER "points_of_interest_search_insert" AFTER INSERT ON "points_of_interest" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('poi', 'id');
--> statement-breakpoint
CREATE TRIGGER "points_of_interest_search_update" AFTER UPDATE ON "points_of_interest" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('poi', 'id');
--> statement-breakpoint
CREATE TRIGGER "points_of_interest_search_delete" AFTER DELETE ON "points_of_interest" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('poi', 'id');
--> statement-breakpoint
CREATE TRIGGER "points_of_interest_search_truncate" AFTER TRUNCATE ON "points_of_interest" FOR EACH STATEMENT EXECUTE FUNCTION search_truncate('poi');
--> statement-breakpoint
CREATE TRIGGER "tour_themes_search_insert" AFTER INSERT ON "tour_themes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('tour_theme', 'theme_no');
--> statement-breakpoint
CREATE TRIGGER "tour_themes_search_update" AFTER UPDATE ON "tour_themes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('tour_theme', 'theme_no');
--> statement-breakpoint
CREATE TRIGGER "tour_themes_search_delete" AFTER DELETE ON "tour_themes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync('tour_theme', 'theme_no');
--> statement-breakpoint
CREATE TRIGGER "tour_themes_search_truncate" AFTER TRUNCATE ON "tour_themes" FOR EACH STATEMENT EXECUTE FUNCTION search_truncate('tour_theme');
--> statement-breakpoint
CREATE TRIGGER "countries_search_update" AFTER UPDATE ON "countries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_sync_countries();
--> statement-breakpoint
-- Prefix ranges compare bytes: the "C" collation orders UTF-8 by code point whatever the database's locale.
CREATE INDEX "search_grams_lookup_idx" ON "search_grams" ("kind", "rank", "gram" COLLATE "C") INCLUDE ("keys");
--> statement-breakpoint
-- Databases migrated with products already in them get their index now.
INSERT INTO search_terms (kind, ref_id, field, display, keys, initials, city_code, active, weight)
SELECT kind, ref_id, field, display, search_keys(display), search_initials(display), city_code, active, weight FROM search_sources;
