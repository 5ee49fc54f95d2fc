-- The keyword search's walks test each name they pass for every word of a broad keyword (total-search.repository:
-- walkTerms), a strpos on its keys each, about a third of a walked row's cost (시장 입장권 on tours at a million per
-- line: 100,000 rows for 1,000 matches). A name's keys hold a word's keys only if they hold each pair of adjacent keys
-- of the word, so each name carries a 64-bit signature of its pairs, a bit per pair, and the walk searches the text only
-- of names whose signature has every bit of the word's (termHolds). A word of one key has no pair: every name passes.
CREATE FUNCTION search_keys_sig(keys text) RETURNS bigint LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  sig bigint := 0;
  previous integer;
  code integer;
BEGIN
  FOREACH code IN ARRAY coalesce((SELECT array_agg(ascii(c)) FROM unnest(string_to_array(keys, NULL)) c), '{}') LOOP
    IF previous IS NOT NULL THEN
      sig := sig | (1::bigint << ((previous * 37 + code) % 64));
    END IF;
    previous := code;
  END LOOP;
  RETURN sig;
END
$$;
--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "keys_sig" bigint GENERATED ALWAYS AS (search_keys_sig(keys)) STORED NOT NULL;
--> statement-breakpoint
-- The walks read their indexes alone: each carries the signature beside the keys.
DROP INDEX IF EXISTS "search_terms_walk_idx";
--> statement-breakpoint
CREATE INDEX "search_terms_walk_idx" ON "search_terms" USING btree ("kind", "weight" DESC, "ref_id") INCLUDE ("field", "city_code", "keys", "initials", "keys_sig") WHERE "active" AND "field" IN ('name', 'ko', 'en');
--> statement-breakpoint
DROP INDEX IF EXISTS "search_terms_city_walk_idx";
--> statement-breakpoint
CREATE INDEX "search_terms_city_walk_idx" ON "search_terms" USING btree ("kind", "city_code", "weight" DESC, "ref_id") INCLUDE ("field", "keys", "initials", "keys_sig") WHERE "active" AND "field" IN ('name', 'ko', 'en');
--> statement-breakpoint
DROP INDEX IF EXISTS "search_terms_grade_walk_idx";
--> statement-breakpoint
CREATE INDEX "search_terms_grade_walk_idx" ON "search_terms" USING btree ("kind", "grade" DESC, "weight" DESC, "ref_id") INCLUDE ("field", "city_code", "keys", "initials", "keys_sig") WHERE "active" AND "field" IN ('name', 'ko', 'en');
--> statement-breakpoint
DROP INDEX IF EXISTS "search_terms_price_walk_idx";
--> statement-breakpoint
CREATE INDEX "search_terms_price_walk_idx" ON "search_terms" USING btree ("kind", "price", "ref_id") INCLUDE ("field", "city_code", "keys", "initials", "keys_sig") WHERE "active" AND "field" IN ('name', 'ko', 'en');
