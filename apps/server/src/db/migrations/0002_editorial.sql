CREATE TABLE "community_posts" (
	"no" serial PRIMARY KEY NOT NULL,
	"board_id" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"author_nickname" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"no" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"body_html" text NOT NULL,
	"banner_image_path" text NOT NULL,
	CONSTRAINT "events_period" CHECK ("events"."starts_on" <= "events"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "community_posts_board_idx" ON "community_posts" USING btree ("board_id","created_at" DESC NULLS LAST,"no" DESC NULLS LAST);