CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" char(6) NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "province_id" integer;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provinces_country_name_idx" ON "provinces" USING btree ("country_code","name_ko");--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;