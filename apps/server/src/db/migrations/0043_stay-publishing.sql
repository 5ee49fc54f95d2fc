CREATE TYPE "public"."stay_status" AS ENUM('draft', 'published', 'suspended');--> statement-breakpoint
CREATE TABLE "stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_code" char(9) NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stays" DROP CONSTRAINT "stays_min_price_positive";--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "area_south" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "area_west" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "area_north" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "area_east" double precision;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "status" "stay_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stations_city_name_idx" ON "stations" USING btree ("city_code","name_ko");--> statement-breakpoint
-- Stays already taken off the site are suspended, not drafts: they were on sale once.
UPDATE "stays" SET "status" = 'suspended' WHERE NOT "is_active";--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_active_is_published" CHECK ("stays"."is_active" = ("stays"."status" = 'published'));--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_min_price_positive" CHECK ("stays"."min_price" > 0 or "stays"."status" <> 'published');--> statement-breakpoint
-- is_active (what every public read filters on) and status (the back office's) say one thing: a write of either sets
-- the other, so a status change, a support engineer's SQL and the older tests that flip is_active all stay coherent.
CREATE FUNCTION "stays_status_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'published' THEN NEW.is_active := false;
    ELSIF NOT NEW.is_active THEN NEW.status := 'suspended';
    END IF;
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.is_active := NEW.status = 'published';
  ELSIF NEW.is_active IS DISTINCT FROM OLD.is_active THEN
    NEW.status := CASE WHEN NEW.is_active THEN 'published' ELSE 'suspended' END::stay_status;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "stays_status_sync" BEFORE INSERT OR UPDATE OF "status", "is_active" ON "stays" FOR EACH ROW EXECUTE FUNCTION "stays_status_sync"();
