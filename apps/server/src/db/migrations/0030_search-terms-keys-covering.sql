-- search_matches joins each gram it reads to its terms by (kind, keys) and needs nothing of a term but what this
-- index now carries, so the join reads the index alone (once vacuum has marked the pages all-visible). Before, each of
-- a suggestion's rows read a leaf here and then a heap page of search_terms, the heap pages in insertion order: at a
-- million products per line, one uncached page per row. A start-of-name gram is the start of the name's keys, so
-- the rows of a prefix follow this index's order and share its leaves.
DROP INDEX IF EXISTS "search_terms_keys_idx";
--> statement-breakpoint
CREATE INDEX "search_terms_keys_idx" ON "search_terms" USING btree ("kind", "keys")
  INCLUDE ("active", "ref_id", "field", "display", "weight", "city_code", "initials");
