-- Results rank a whole city (decision 032): these let the stays, their room types and the nights of a search be
-- read from indexes alone, without visiting the rows scattered over the tables. Drizzle cannot declare INCLUDE.
CREATE INDEX IF NOT EXISTS "stays_city_results_idx" ON "stays" USING btree ("city_code") INCLUDE ("goods_no", "is_active", "review_grade", "review_count", "is_awards", "sale_rate", "book_type", "has_breakfast");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stay_rooms_goods_results_idx" ON "stay_rooms" USING btree ("goods_no") INCLUDE ("id", "kind", "capacity", "units", "price");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "stay_room_nights_results_idx" ON "stay_room_nights" USING btree ("room_id", "night") INCLUDE ("units_available", "price");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hotel_rooms_property_results_idx" ON "hotel_rooms" USING btree ("property_uuid") INCLUDE ("id", "name", "max_adults", "max_occupancy", "units", "base_price", "discount_rate", "breakfast_included", "free_cancellation");
