CREATE TYPE "public"."search_kind" AS ENUM('city', 'neighborhood', 'poi', 'stay', 'tour', 'hotel', 'tour_theme');--> statement-breakpoint
CREATE TABLE "search_grams" (
	"kind" "search_kind" NOT NULL,
	"keys" text NOT NULL,
	"rank" smallint NOT NULL,
	"gram" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_names" (
	"kind" "search_kind" NOT NULL,
	"keys" text NOT NULL,
	CONSTRAINT "search_names_kind_keys_pk" PRIMARY KEY("kind","keys")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"kind" "search_kind" NOT NULL,
	"ref_id" integer NOT NULL,
	"field" text NOT NULL,
	"display" text NOT NULL,
	"keys" text NOT NULL,
	"initials" text NOT NULL,
	"city_code" char(9),
	"active" boolean NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_terms_kind_ref_id_field_pk" PRIMARY KEY("kind","ref_id","field")
);
--> statement-breakpoint
CREATE INDEX "search_terms_keys_idx" ON "search_terms" USING btree ("kind","keys");