ALTER TABLE "search_grams" ADD COLUMN "weight" integer;--> statement-breakpoint
ALTER TABLE "search_names" ADD COLUMN "weight" integer;--> statement-breakpoint
-- Names whose grams tie on the matched text (every hotel name ending in 호텔, a chain's 2호점 and 3호점) were read from
-- the gram index in no useful order, so each suggestion branch read three times the rows it shows and kept the most
-- reviewed of those: a key-index probe of search_terms per row, most of a cold call's pages, and still a guess when
-- more than that tied. A name now carries its weight (the highest of its active terms', null with none: it has no row
-- to show) and so does each of its grams, ordered in the index after the gram, so the first rows of a range are the
-- best ones and a branch reads what it shows and a few spare (search.service.ts). The terms of one name come best
-- first too, from the key index.
UPDATE "search_names" n SET "weight" = w."weight"
FROM (SELECT "kind", "keys", max("weight") AS "weight" FROM "search_terms" WHERE "active" GROUP BY "kind", "keys") w
WHERE w."kind" = n."kind" AND w."keys" = n."keys";
--> statement-breakpoint
-- The grams are copied into a new table with their weights rather than updated in place: an update would leave every
-- old row beside its new one, and the indexes built in this transaction would hold both (twice the 15 GB at a
-- million products per line).
CREATE TABLE "search_grams_weighed" (LIKE "search_grams" INCLUDING DEFAULTS);
--> statement-breakpoint
INSERT INTO "search_grams_weighed" ("kind", "keys", "rank", "gram", "weight")
SELECT g."kind", g."keys", g."rank", g."gram", n."weight"
FROM "search_grams" g LEFT JOIN "search_names" n ON n."kind" = g."kind" AND n."keys" = g."keys";
--> statement-breakpoint
DROP TABLE "search_grams";
--> statement-breakpoint
ALTER TABLE "search_grams_weighed" RENAME TO "search_grams";
--> statement-breakpoint
CREATE INDEX "search_grams_lookup_idx" ON "search_grams" ("kind", "rank", "gram" COLLATE "C", "weight" DESC NULLS LAST) INCLUDE ("keys");
--> statement-breakpoint
-- A name's grams by its keys, to carry a new weight to them: a hash index holds a 4-byte code per gram where a B-tree
-- would hold the keys again (94 million grams at a million products per line).
CREATE INDEX "search_grams_keys_idx" ON "search_grams" USING hash ("keys");
--> statement-breakpoint
DROP INDEX "search_terms_keys_idx";
--> statement-breakpoint
CREATE INDEX "search_terms_keys_idx" ON "search_terms" USING btree ("kind", "keys", "weight" DESC NULLS LAST)
  INCLUDE ("active", "ref_id", "field", "display", "city_code", "initials", "grade", "price");
--> statement-breakpoint
-- New distinct names get their n-grams once, with their weight; names left without terms keep theirs (they match no
-- term). A fresh name's terms are all in this statement (any earlier one would have added the name).
CREATE OR REPLACE FUNCTION search_add_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH fresh AS (
    SELECT kind, keys, min(display) AS display, max(weight) FILTER (WHERE active) AS weight FROM new_terms GROUP BY kind, keys
  ), added AS (
    INSERT INTO search_names (kind, keys, weight) SELECT kind, keys, weight FROM fresh ON CONFLICT DO NOTHING RETURNING kind, keys
  )
  INSERT INTO search_grams (kind, keys, rank, gram, weight)
  SELECT a.kind, a.keys, g.rank, g.gram, f.weight
  FROM added a JOIN fresh f ON f.kind = a.kind AND f.keys = a.keys CROSS JOIN LATERAL search_grams_of(f.display) g;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A statement that added, changed or removed terms weighs their names again, and a name whose weight moved (a review
-- count, a product put on or off sale, renamed or deleted) carries it to its grams, name by name through the hash
-- index. Fires after search_add_names (triggers of an event fire in name order), so fresh names already weigh right.
-- Two transactions that weigh one name at once (two products of the same name) may leave the first one's weight until
-- the name's next change: it only orders ties.
CREATE FUNCTION search_weigh_names() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  name_kinds search_kind[];
  name_keys text[];
  moved record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(t.kind), array_agg(t.keys) INTO name_kinds, name_keys FROM new_terms t;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(c.kind), array_agg(c.keys) INTO name_kinds, name_keys
    FROM new_terms n JOIN old_terms o ON o.kind = n.kind AND o.ref_id = n.ref_id AND o.field = n.field
    CROSS JOIN LATERAL (VALUES (n.kind, n.keys), (o.kind, o.keys)) AS c(kind, keys)
    WHERE (n.keys, n.active, n.weight) IS DISTINCT FROM (o.keys, o.active, o.weight);
  ELSE
    SELECT array_agg(t.kind), array_agg(t.keys) INTO name_kinds, name_keys FROM old_terms t;
  END IF;
  IF name_kinds IS NULL THEN
    RETURN NULL;
  END IF;
  FOR moved IN
    UPDATE search_names s SET weight = w.weight
    FROM (
      SELECT n.kind, n.keys, (SELECT max(t.weight) FROM search_terms t WHERE t.kind = n.kind AND t.keys = n.keys AND t.active) AS weight
      FROM (SELECT DISTINCT u.kind, u.keys FROM unnest(name_kinds, name_keys) AS u(kind, keys)) n
    ) w
    WHERE s.kind = w.kind AND s.keys = w.keys AND s.weight IS DISTINCT FROM w.weight
    RETURNING s.kind, s.keys, s.weight
  LOOP
    UPDATE search_grams g SET weight = moved.weight WHERE g.keys = moved.keys AND g.kind = moved.kind;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_terms_weigh_insert" AFTER INSERT ON "search_terms" REFERENCING NEW TABLE AS new_terms FOR EACH STATEMENT EXECUTE FUNCTION search_weigh_names();
--> statement-breakpoint
CREATE TRIGGER "search_terms_weigh_update" AFTER UPDATE ON "search_terms" REFERENCING OLD TABLE AS old_terms NEW TABLE AS new_terms FOR EACH STATEMENT EXECUTE FUNCTION search_weigh_names();
--> statement-breakpoint
CREATE TRIGGER "search_terms_weigh_delete" AFTER DELETE ON "search_terms" REFERENCING OLD TABLE AS old_terms FOR EACH STATEMENT EXECUTE FUNCTION search_weigh_names();
--> statement-breakpoint
-- search_matches (migration 0031), reading the ties of a gram best first.
CREATE OR REPLACE FUNCTION search_matches(
  kinds search_kind[], lows text[], highs text[], forms text[], form_nos integer[], limits integer[], city_line text
) RETURNS TABLE (
  kind text, rank integer, form integer, ref_id integer, field text, display text, gram text, weight integer, city_code text,
  city_id integer, city_ko text, city_en text, country_ko text, country_en text
) LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT b.kind::text, m.rank::integer, b.form_no, m.ref_id, m.field, m.display, m.gram, m.weight, m.city_code::text,
    c.id, c.name_ko, c.name_en, n.name_ko, n.name_en
  FROM unnest(kinds, lows, highs, forms, form_nos, limits) AS b(kind, low, high, form, form_no, lim)
  CROSS JOIN LATERAL (
    -- The ranks in order, each a scan in the index order under the group's limit; the outer limit stops the
    -- loop, so a later rank is only read when the earlier ones left room. Names that tie on a gram come best first
    -- (the name's weight is in the index: thousands of hotels end in 호텔), and a name's terms best first (the key
    -- index); the caller orders the rows by weight again, as a name's terms may weigh less than the next name.
    SELECT r.rank, s.ref_id, s.field, s.display, s.gram, s.weight, s.city_code
    FROM (VALUES (0::smallint), (1::smallint), (2::smallint)) AS r(rank)
    CROSS JOIN LATERAL (
      SELECT t.ref_id, t.field, t.display, g.gram, t.weight, t.city_code
      FROM search_grams g JOIN search_terms t ON t.kind = g.kind AND t.keys = g.keys
      WHERE g.kind = b.kind AND g.rank = r.rank AND g.gram COLLATE "C" >= b.low AND g.gram COLLATE "C" < b.high
        AND t.active AND (strpos(t.keys, b.form) > 0 OR strpos(t.initials, b.form) > 0)
        -- A suggested city must have something of the line to show.
        AND (b.kind <> 'city' OR CASE city_line
          WHEN 'stays' THEN EXISTS (SELECT 1 FROM stays p WHERE p.city_code = t.city_code AND p.is_active)
          WHEN 'tours' THEN EXISTS (SELECT 1 FROM tours p WHERE p.city_code = t.city_code AND p.is_active)
          ELSE EXISTS (SELECT 1 FROM hotels p WHERE p.city_code = t.city_code) END)
      ORDER BY g.gram COLLATE "C", g.weight DESC NULLS LAST
      LIMIT b.lim
    ) s
    LIMIT b.lim
  ) m
  LEFT JOIN cities c ON c.code = m.city_code
  LEFT JOIN countries n ON n.code = c.country_code;
END
$$;
