CREATE TABLE "stay_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_no" integer NOT NULL,
	"path" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"sort" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stay_photos" ADD CONSTRAINT "stay_photos_goods_no_stays_goods_no_fk" FOREIGN KEY ("goods_no") REFERENCES "public"."stays"("goods_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_photos_goods_idx" ON "stay_photos" USING btree ("goods_no","sort");--> statement-breakpoint
-- The photos stays already show become their rows, in their order (the default picture is no photo of theirs).
INSERT INTO "stay_photos" ("goods_no", "path", "sort")
SELECT s."goods_no", u.path, u.ord FROM "stays" s, unnest(s."images") WITH ORDINALITY AS u(path, ord) WHERE u.path NOT LIKE 'default/%';
