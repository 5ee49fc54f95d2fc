-- The n-grams join their terms by an integer id of the name instead of the name's keys (decision 032, amendment
-- 2026-12-02). At a million products per line the gram index held 94 million entries of about 125 bytes, 75 of them
-- the name's keys, 15 GB beside 23 GB of memory: a first ask of a prefix read its pages from disk. With a 4-byte id
-- an entry is about 50 bytes. search_refresh now writes the names and their grams with the terms, so the triggers
-- on search_terms that did (migration 0006's search_add_names) go.
DROP TRIGGER "search_terms_names_insert" ON "search_terms";
--> statement-breakpoint
DROP TRIGGER "search_terms_names_update" ON "search_terms";
--> statement-breakpoint
DROP FUNCTION search_add_names();
--> statement-breakpoint
ALTER TABLE "search_names" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "search_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_names_id_idx" ON "search_names" USING btree ("id");
--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "name_id" integer;
--> statement-breakpoint
UPDATE "search_terms" t SET "name_id" = n.id FROM "search_names" n WHERE n.kind = t.kind AND n.keys = t.keys;
--> statement-breakpoint
ALTER TABLE "search_terms" ALTER COLUMN "name_id" SET NOT NULL;
--> statement-breakpoint
-- The grams again, by id, into a table of their own: an update of every gram would leave the old versions behind.
CREATE TABLE "search_grams_by_id" (
  "kind" "search_kind" NOT NULL,
  "name_id" integer NOT NULL,
  "rank" smallint NOT NULL,
  "gram" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_grams_by_id" (kind, name_id, rank, gram)
SELECT g.kind, n.id, g.rank, g.gram FROM "search_grams" g JOIN "search_names" n ON n.kind = g.kind AND n.keys = g.keys;
--> statement-breakpoint
DROP TABLE "search_grams";
--> statement-breakpoint
ALTER TABLE "search_grams_by_id" RENAME TO "search_grams";
--> statement-breakpoint
-- Prefix ranges compare bytes: the "C" collation orders UTF-8 by code point whatever the database's locale.
CREATE INDEX "search_grams_lookup_idx" ON "search_grams" ("kind", "rank", "gram" COLLATE "C") INCLUDE ("name_id");
--> statement-breakpoint
-- The terms by name id, carrying every other column, so the n-gram joins read this index alone once vacuum has
-- marked the pages (as search_terms_keys_idx did by keys, migration 0030, which nothing reads any more).
DROP INDEX "search_terms_keys_idx";
--> statement-breakpoint
CREATE INDEX "search_terms_name_idx" ON "search_terms" USING btree ("name_id")
  INCLUDE ("kind", "active", "ref_id", "field", "display", "keys", "initials", "weight", "city_code", "grade", "price");
--> statement-breakpoint
-- The one writer of the index. New distinct names get an id and their n-grams once, in the statement that writes
-- their terms (names left without terms keep theirs: they match no term). A name another transaction added after
-- this statement's snapshot was taken is not in the snapshot's search_names and conflicts: DO UPDATE (not DO NOTHING)
-- returns its id all the same, and xmax = 0 tells the rows this statement inserted, so its grams are written once.
CREATE OR REPLACE FUNCTION search_refresh(k search_kind, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_terms t
  WHERE t.kind = k AND t.ref_id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM search_sources s WHERE s.kind = k AND s.ref_id = t.ref_id AND s.field = t.field);
  WITH src AS MATERIALIZED (
    SELECT s.ref_id, s.field, s.display, search_keys(s.display) AS keys, s.city_code, s.active, s.weight, s.grade, s.price
    FROM search_sources s
    WHERE s.kind = k AND s.ref_id = ANY (ids)
  ), fresh AS (
    SELECT DISTINCT ON (s.keys) s.keys, s.display FROM src s
    WHERE NOT EXISTS (SELECT 1 FROM search_names n WHERE n.kind = k AND n.keys = s.keys)
    ORDER BY s.keys
  ), added AS (
    INSERT INTO search_names AS n (kind, keys) SELECT k, f.keys FROM fresh f
    ON CONFLICT (kind, keys) DO UPDATE SET keys = excluded.keys
    RETURNING n.id, n.keys, n.xmax = 0 AS inserted
  ), grams AS (
    INSERT INTO search_grams (kind, name_id, rank, gram)
    SELECT k, a.id, g.rank, g.gram FROM added a JOIN fresh f ON f.keys = a.keys CROSS JOIN LATERAL search_grams_of(f.display) g
    WHERE a.inserted
  )
  INSERT INTO search_terms AS t (kind, ref_id, field, display, keys, initials, name_id, city_code, active, weight, grade, price)
  SELECT k, s.ref_id, s.field, s.display, s.keys, search_initials(s.display), coalesce(a.id, n.id), s.city_code, s.active, s.weight, s.grade, s.price
  FROM src s
  LEFT JOIN added a ON a.keys = s.keys
  LEFT JOIN search_names n ON n.kind = k AND n.keys = s.keys
  ON CONFLICT (kind, ref_id, field) DO UPDATE
    SET display = excluded.display, keys = excluded.keys, initials = excluded.initials, name_id = excluded.name_id,
        city_code = excluded.city_code, active = excluded.active, weight = excluded.weight, grade = excluded.grade, price = excluded.price
    WHERE (t.display, t.city_code, t.active, t.weight, t.grade, t.price)
      IS DISTINCT FROM (excluded.display, excluded.city_code, excluded.active, excluded.weight, excluded.grade, excluded.price);
END
$$;
--> statement-breakpoint
-- search_matches (migration 0029) joining by name id.
CREATE OR REPLACE FUNCTION search_matches(
  kinds search_kind[], lows text[], highs text[], forms text[], form_nos integer[], limits integer[], city_line text
) RETURNS TABLE (
  kind text, rank integer, form integer, ref_id integer, field text, display text, gram text, weight integer, city_code text,
  city_id integer, city_ko text, city_en text, country_ko text, country_en text, uuid uuid
) LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT b.kind::text, m.rank::integer, b.form_no, m.ref_id, m.field, m.display, m.gram, m.weight, m.city_code::text,
    c.id, c.name_ko, c.name_en, n.name_ko, n.name_en,
    CASE WHEN b.kind = 'hotel' THEN (SELECT h.uuid FROM hotels h WHERE h.property_id = m.ref_id) END
  FROM unnest(kinds, lows, highs, forms, form_nos, limits) AS b(kind, low, high, form, form_no, lim)
  CROSS JOIN LATERAL (
    -- The ranks in order, each a scan in the index order under the group's limit; the outer limit stops the
    -- loop, so a later rank is only read when the earlier ones left room. (Sorting by weight too would read every
    -- name that shares the first gram: thousands of hotels end in 파리. The caller orders the rows by weight.)
    SELECT r.rank, s.ref_id, s.field, s.display, s.gram, s.weight, s.city_code
    FROM (VALUES (0::smallint), (1::smallint), (2::smallint)) AS r(rank)
    CROSS JOIN LATERAL (
      SELECT t.ref_id, t.field, t.display, g.gram, t.weight, t.city_code
      FROM search_grams g JOIN search_terms t ON t.name_id = g.name_id
      WHERE g.kind = b.kind AND g.rank = r.rank AND g.gram COLLATE "C" >= b.low AND g.gram COLLATE "C" < b.high
        AND t.active AND (strpos(t.keys, b.form) > 0 OR strpos(t.initials, b.form) > 0)
        -- A suggested city must have something of the line to show.
        AND (b.kind <> 'city' OR CASE city_line
          WHEN 'stays' THEN EXISTS (SELECT 1 FROM stays p WHERE p.city_code = t.city_code AND p.is_active)
          WHEN 'tours' THEN EXISTS (SELECT 1 FROM tours p WHERE p.city_code = t.city_code AND p.is_active)
          ELSE EXISTS (SELECT 1 FROM hotels p WHERE p.city_code = t.city_code) END)
      ORDER BY g.gram COLLATE "C"
      LIMIT b.lim
    ) s
    LIMIT b.lim
  ) m
  LEFT JOIN cities c ON c.code = m.city_code
  LEFT JOIN countries n ON n.code = c.country_code;
END
$$;
