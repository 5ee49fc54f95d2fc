-- Results walk a city's products in the sort's order and price them only until the window is full (decision 032):
-- one index per sort, led by the city, carrying the columns the stay filters read so the walk is index-only.
-- The recommendation score is the expression of stay-search.repository's walkOrders, written the same way.
-- Hand-written because drizzle cannot declare INCLUDE or a descending expression.
CREATE INDEX IF NOT EXISTS "stays_city_recommended_idx" ON "stays" USING btree ("city_code", "is_awards" DESC, (("review_grade"::float8 * ln(1 + "review_count"))) DESC, "goods_no") INCLUDE ("book_type", "has_breakfast", "sale_rate", "review_grade", "review_count") WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stays_city_price_idx" ON "stays" USING btree ("city_code", "min_price", "goods_no") INCLUDE ("book_type", "has_breakfast", "sale_rate", "review_grade") WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stays_city_rating_idx" ON "stays" USING btree ("city_code", "review_grade" DESC, "review_count" DESC, "goods_no") INCLUDE ("book_type", "has_breakfast", "sale_rate") WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stays_city_reviews_idx" ON "stays" USING btree ("city_code", "review_count" DESC, "review_grade" DESC, "goods_no") INCLUDE ("book_type", "has_breakfast", "sale_rate") WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stays_city_sale_idx" ON "stays" USING btree ("city_code", "sale_rate" DESC, (("review_grade"::float8 * ln(1 + "review_count"))) DESC, "goods_no") INCLUDE ("book_type", "has_breakfast", "review_grade") WHERE "is_active" AND "sale_rate" > 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_city_rating_idx" ON "hotels" USING btree ("city_code", "review_score" DESC, "review_count" DESC, "property_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_city_reviews_idx" ON "hotels" USING btree ("city_code", "review_count" DESC, "review_score" DESC, "property_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_city_price_idx" ON "hotels" USING btree ("city_code", ("min_base_price_before_discount" = 0), "min_base_price_before_discount", "property_id");
--> statement-breakpoint
-- A city's tour list counts its tours per type for the tabs: index-only.
CREATE INDEX IF NOT EXISTS "tours_city_type_idx" ON "tours" USING btree ("city_code", "item_category_type") WHERE "is_active";
--> statement-breakpoint
-- The site-wide keyword search walks a whole line in its sort's order when every word of the keyword is broad
-- (total-search.repository): one index per order, across cities.
CREATE INDEX IF NOT EXISTS "stays_reviews_idx" ON "stays" USING btree ("review_count" DESC, "goods_no") WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stays_grade_idx" ON "stays" USING btree ("review_grade" DESC, "review_count" DESC, "goods_no") WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stays_price_idx" ON "stays" USING btree ("min_price", "goods_no") WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tours_reviews_idx" ON "tours" USING btree ("review_count" DESC, "item_no") WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tours_grade_idx" ON "tours" USING btree ("review_grade" DESC, "review_count" DESC, "item_no") WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tours_price_idx" ON "tours" USING btree (("sale_price" = 0), "sale_price", "item_no") WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_reviews_idx" ON "hotels" USING btree ("review_count" DESC, "property_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_grade_idx" ON "hotels" USING btree ("review_score" DESC, "review_count" DESC, "property_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotels_price_idx" ON "hotels" USING btree (("min_base_price_before_discount" = 0), "min_base_price_before_discount", "property_id");
