-- The total search walks a broad keyword's line by reviews (total-search.repository): each product's name term
-- (a hotel's Korean and English ones) carries its review count (weight), city and name keys, so the walk reads these indexes
-- alone and checks each name in place, instead of reading the products in that order and probing their terms.
CREATE INDEX IF NOT EXISTS "search_terms_walk_idx" ON "search_terms" USING btree ("kind", "weight" DESC, "ref_id") INCLUDE ("field", "city_code", "keys", "initials") WHERE "active" AND "field" IN ('name', 'ko', 'en');
--> statement-breakpoint
-- The same walk within one city (a city's page, or a keyword word that names one city).
CREATE INDEX IF NOT EXISTS "search_terms_city_walk_idx" ON "search_terms" USING btree ("kind", "city_code", "weight" DESC, "ref_id") INCLUDE ("field", "keys", "initials") WHERE "active" AND "field" IN ('name', 'ko', 'en');
