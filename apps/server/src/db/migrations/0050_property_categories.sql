CREATE TABLE "city_property_categories" (
	"city_code" char(9) NOT NULL,
	"category_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "city_property_categories_city_code_category_id_pk" PRIMARY KEY("city_code","category_id")
);
--> statement-breakpoint
CREATE TABLE "property_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_categories_code_format" CHECK ("property_categories"."code" ~ '^[a-z_]{2,30}$')
);
--> statement-breakpoint
-- The seed's property types in their order (seed/property-categories.ts SEED_PROPERTY_CATEGORIES; the seed adds none twice).
INSERT INTO "property_categories" ("code", "name_ko", "name_en", "sort") VALUES
	('hotel', '호텔', 'Hotel', 1),
	('resort', '리조트', 'Resort', 2),
	('apartment', '레지던스·아파트', 'Apartment', 3),
	('hostel', '호스텔', 'Hostel', 4),
	('guesthouse', '게스트하우스', 'Guesthouse', 5),
	('bnb', 'B&B', 'B&B', 6),
	('villa', '빌라', 'Villa', 7),
	('ryokan', '료칸', 'Ryokan', 8);--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "category_id" integer;--> statement-breakpoint
-- Existing hotels by their property id, as the seed assigns them (seed/property-categories.ts seedCategoryCode): most 호텔.
UPDATE "hotels" SET "category_id" = (SELECT "id" FROM "property_categories" WHERE "code" = CASE "property_id" % 20
	WHEN 0 THEN 'resort' WHEN 1 THEN 'resort' WHEN 2 THEN 'apartment' WHEN 3 THEN 'hostel' ELSE 'hotel' END);--> statement-breakpoint
ALTER TABLE "hotels" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "city_property_categories" ADD CONSTRAINT "city_property_categories_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_property_categories" ADD CONSTRAINT "city_property_categories_category_id_property_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."property_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_categories_code_idx" ON "property_categories" USING btree ("code");--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_category_id_property_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."property_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotels_category_idx" ON "hotels" USING btree ("category_id");