ALTER TABLE "search_terms" ADD COLUMN "grade" real;--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "price" integer;--> statement-breakpoint
-- The keyword search walks a broad keyword's line by grade or by price as it walks it by reviews (migration 0024):
-- each product's name terms carry the product's sort keys, so the walk reads one index in that order and checks
-- each name in place, instead of reading the products in that order and probing each one's terms (로마 투어 on
-- tours by grade at 100,000 per line: 19,105 products probed twice, 80 ms; the same walk off the terms: 9 ms).
-- price is the line's price with "no price" (a sold-out tour's or a hotel's 0) as NULL, which sorts last as the
-- products' own price order puts it (total-search.repository.ts).
CREATE OR REPLACE VIEW "search_sources" AS
  SELECT 'stay'::search_kind AS kind, goods_no AS ref_id, 'name'::text AS field, name AS display, city_code, is_active AS active, review_count AS weight,
    review_grade AS grade, min_price AS price FROM stays
  UNION ALL SELECT 'tour', item_no, 'name', name, city_code, is_active, review_count, review_grade, nullif(sale_price, 0) FROM tours
  UNION ALL SELECT 'hotel', property_id, 'ko', name_ko, city_code, true, review_count, review_score, nullif(min_base_price_before_discount, 0) FROM hotels
  UNION ALL SELECT 'hotel', property_id, 'en', name_en, city_code, true, review_count, review_score, nullif(min_base_price_before_discount, 0) FROM hotels
  UNION ALL SELECT 'city', id, 'ko', name_ko, code, true, 1000 - sort, NULL, NULL FROM cities
  UNION ALL SELECT 'city', id, 'en', name_en, code, true, 1000 - sort, NULL, NULL FROM cities
  UNION ALL SELECT 'city', c.id, 'country_ko', n.name_ko, c.code, true, 1000 - c.sort, NULL, NULL FROM cities c JOIN countries n ON n.code = c.country_code
  UNION ALL SELECT 'city', c.id, 'country_en', n.name_en, c.code, true, 1000 - c.sort, NULL, NULL FROM cities c JOIN countries n ON n.code = c.country_code
  UNION ALL SELECT 'neighborhood', id, 'ko', name_ko, city_code, true, 0, NULL, NULL FROM neighborhoods
  UNION ALL SELECT 'neighborhood', id, 'en', name_en, city_code, true, 0, NULL, NULL FROM neighborhoods
  UNION ALL SELECT 'poi', id, 'ko', name_ko, city_code, true, -sort, NULL, NULL FROM points_of_interest
  UNION ALL SELECT 'poi', id, 'en', name_en, city_code, true, -sort, NULL, NULL FROM points_of_interest
  UNION ALL SELECT 'tour_theme', theme_no, 'name', name, NULL, true, -sort, NULL, NULL FROM tour_themes;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh(k search_kind, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_terms t
  WHERE t.kind = k AND t.ref_id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM search_sources s WHERE s.kind = k AND s.ref_id = t.ref_id AND s.field = t.field);
  INSERT INTO search_terms AS t (kind, ref_id, field, display, keys, initials, city_code, active, weight, grade, price)
  SELECT s.kind, s.ref_id, s.field, s.display, search_keys(s.display), search_initials(s.display), s.city_code, s.active, s.weight, s.grade, s.price
  FROM search_sources s
  WHERE s.kind = k AND s.ref_id = ANY (ids)
  ON CONFLICT (kind, ref_id, field) DO UPDATE
    SET display = excluded.display, keys = excluded.keys, initials = excluded.initials, city_code = excluded.city_code,
        active = excluded.active, weight = excluded.weight, grade = excluded.grade, price = excluded.price
    WHERE (t.display, t.city_code, t.active, t.weight, t.grade, t.price)
      IS DISTINCT FROM (excluded.display, excluded.city_code, excluded.active, excluded.weight, excluded.grade, excluded.price);
END
$$;
--> statement-breakpoint
-- Databases migrated with products already in them: their terms get the sort keys now.
UPDATE search_terms t SET grade = s.grade, price = s.price
FROM search_sources s
WHERE s.kind = t.kind AND s.ref_id = t.ref_id AND s.field = t.field AND s.kind IN ('stay', 'tour', 'hotel');
--> statement-breakpoint
-- The walks in each sort's order over a whole line, as the products' own grade and price indexes order them
-- (review_count is the weight). Within one city the search still walks the products (their city indexes).
CREATE INDEX IF NOT EXISTS "search_terms_grade_walk_idx" ON "search_terms" USING btree ("kind", "grade" DESC, "weight" DESC, "ref_id") INCLUDE ("field", "city_code", "keys", "initials") WHERE "active" AND "field" IN ('name', 'ko', 'en');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_price_walk_idx" ON "search_terms" USING btree ("kind", "price", "ref_id") INCLUDE ("field", "city_code", "keys", "initials") WHERE "active" AND "field" IN ('name', 'ko', 'en');
