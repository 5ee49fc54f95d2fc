CREATE TYPE "public"."hotel_status" AS ENUM('draft', 'published', 'suspended');--> statement-breakpoint
CREATE TABLE "hotel_memos" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"path" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"sort" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD COLUMN "room_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD COLUMN "rate_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "status" "hotel_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_memos" ADD CONSTRAINT "hotel_memos_property_id_hotels_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."hotels"("property_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_memos" ADD CONSTRAINT "hotel_memos_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_photos" ADD CONSTRAINT "hotel_photos_property_id_hotels_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."hotels"("property_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_memos_property_idx" ON "hotel_memos" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "hotel_photos_property_idx" ON "hotel_photos" USING btree ("property_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_rooms_room_code_idx" ON "hotel_rooms" USING btree ("property_uuid","room_code") WHERE "hotel_rooms"."room_code" <> '';--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_active_is_published" CHECK ("hotels"."is_active" = ("hotels"."status" = 'published'));--> statement-breakpoint
-- Hotels take the one status rule of every line (migration 0046's product_status_sync).
CREATE TRIGGER "hotels_status_sync" BEFORE INSERT OR UPDATE OF "status", "is_active" ON "hotels" FOR EACH ROW EXECUTE FUNCTION "product_status_sync"();--> statement-breakpoint
-- A suspended or draft hotel leaves the suggestions and the keyword search as stays and tours do (migration 0028's
-- view, with the hotels' is_active where it said true).
CREATE OR REPLACE VIEW "search_sources" AS
  SELECT 'stay'::search_kind AS kind, goods_no AS ref_id, 'name'::text AS field, name AS display, city_code, is_active AS active, review_count AS weight,
    review_grade AS grade, min_price AS price FROM stays
  UNION ALL SELECT 'tour', item_no, 'name', name, city_code, is_active, review_count, review_grade, nullif(sale_price, 0) FROM tours
  UNION ALL SELECT 'hotel', property_id, 'ko', name_ko, city_code, is_active, review_count, review_score, nullif(min_base_price_before_discount, 0) FROM hotels
  UNION ALL SELECT 'hotel', property_id, 'en', name_en, city_code, is_active, review_count, review_score, nullif(min_base_price_before_discount, 0) FROM hotels
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
-- The picture hotels already show becomes their first photo row (the default picture is no photo of theirs).
INSERT INTO "hotel_photos" ("property_id", "path", "alt", "sort")
SELECT "property_id", "thumbnail_path", "name_ko", 1 FROM "hotels" WHERE "thumbnail_path" <> '' AND "thumbnail_path" NOT LIKE 'default/%';
