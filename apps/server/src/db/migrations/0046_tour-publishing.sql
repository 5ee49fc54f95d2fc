CREATE TYPE "public"."tour_status" AS ENUM('draft', 'published', 'suspended');--> statement-breakpoint
CREATE TABLE "tour_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_no" integer NOT NULL,
	"path" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"sort" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "status" "tour_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_photos" ADD CONSTRAINT "tour_photos_item_no_tours_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."tours"("item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_photos_item_idx" ON "tour_photos" USING btree ("item_no","sort");--> statement-breakpoint

-- Items already taken off the site are suspended, not drafts: they were on sale once.
UPDATE "tours" SET "status" = 'suspended' WHERE NOT "is_active";--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_active_is_published" CHECK ("tours"."is_active" = ("tours"."status" = 'published'));--> statement-breakpoint
-- One rule for every line's status and is_active (design/backoffice.md "Publishing"): a write of either sets the
-- other, so a status change, a support engineer's SQL and the tests that flip is_active all stay coherent. It
-- replaces 0043's stays_status_sync; the literals take the column's own enum type.
CREATE FUNCTION "product_status_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'published' THEN NEW.is_active := false;
    ELSIF NOT NEW.is_active THEN NEW.status := 'suspended';
    END IF;
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.is_active := NEW.status = 'published';
  ELSIF NEW.is_active IS DISTINCT FROM OLD.is_active THEN
    IF NEW.is_active THEN NEW.status := 'published'; ELSE NEW.status := 'suspended'; END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER "stays_status_sync" ON "stays";--> statement-breakpoint
DROP FUNCTION "stays_status_sync"();--> statement-breakpoint
CREATE TRIGGER "stays_status_sync" BEFORE INSERT OR UPDATE OF "status", "is_active" ON "stays" FOR EACH ROW EXECUTE FUNCTION "product_status_sync"();--> statement-breakpoint
CREATE TRIGGER "tours_status_sync" BEFORE INSERT OR UPDATE OF "status", "is_active" ON "tours" FOR EACH ROW EXECUTE FUNCTION "product_status_sync"();--> statement-breakpoint
-- The cover items already show becomes their first photo row (the default picture is no photo of theirs).
INSERT INTO "tour_photos" ("item_no", "path", "sort")
SELECT "item_no", "image_path", 1 FROM "tours" WHERE "image_path" <> '' AND "image_path" NOT LIKE 'default/%';
