CREATE TABLE "minda_only_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_code" char(9) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"bg_color" text NOT NULL,
	"main_title" text NOT NULL,
	"sub_title" text NOT NULL,
	"country_name" text NOT NULL,
	CONSTRAINT "minda_only_cities_city_code_unique" UNIQUE("city_code")
);
--> statement-breakpoint
CREATE TABLE "minda_only_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"minda_city_id" integer NOT NULL,
	"goods_no" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"key_points" text[] DEFAULT '{}'::text[] NOT NULL,
	"reviews" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "minda_only_landmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"minda_city_id" integer NOT NULL,
	"title" text NOT NULL,
	"img_path" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "minda_only_cities" ADD CONSTRAINT "minda_only_cities_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minda_only_goods" ADD CONSTRAINT "minda_only_goods_minda_city_id_minda_only_cities_id_fk" FOREIGN KEY ("minda_city_id") REFERENCES "public"."minda_only_cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minda_only_goods" ADD CONSTRAINT "minda_only_goods_goods_no_stays_goods_no_fk" FOREIGN KEY ("goods_no") REFERENCES "public"."stays"("goods_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minda_only_landmarks" ADD CONSTRAINT "minda_only_landmarks_minda_city_id_minda_only_cities_id_fk" FOREIGN KEY ("minda_city_id") REFERENCES "public"."minda_only_cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "minda_only_goods_city_idx" ON "minda_only_goods" USING btree ("minda_city_id");--> statement-breakpoint
CREATE INDEX "minda_only_landmarks_city_idx" ON "minda_only_landmarks" USING btree ("minda_city_id");