-- The suggestions (search_matches) and the keyword search's names (total-search.repository: fewNames, namesPage) join
-- each gram they read to its terms by (kind, keys). The index now carries every column of a term, so those joins read
-- it alone (once vacuum has marked the pages all-visible). Before, each row read a leaf here and then a heap page of
-- search_terms, the heap pages in insertion order: at a million products per line, one uncached page per row. A
-- start-of-name gram is the start of the name's keys, so a suggestion's rows of a prefix also share this index's leaves.
-- An entry holds a name three times (display, keys, initials: about 14 bytes per Hangul syllable), so a name of more
-- than about 190 syllables would pass btree's 2,704-byte entry limit; names come from the seeds and run to a few dozen.
DROP INDEX IF EXISTS "search_terms_keys_idx";
--> statement-breakpoint
CREATE INDEX "search_terms_keys_idx" ON "search_terms" USING btree ("kind", "keys")
  INCLUDE ("active", "ref_id", "field", "display", "weight", "city_code", "initials", "grade", "price");
