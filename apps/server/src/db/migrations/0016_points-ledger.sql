CREATE TYPE "public"."point_kind" AS ENUM('earn', 'spend', 'expire', 'reverse');--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" "point_kind" NOT NULL,
	"amount" integer NOT NULL,
	"book_no" integer,
	"review_id" integer,
	"batch_id" bigint,
	"reverses_id" bigint,
	"expires_at" timestamp with time zone,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_ledger_shape" CHECK (("point_ledger"."kind" = 'earn' and "point_ledger"."amount" > 0 and "point_ledger"."expires_at" is not null and "point_ledger"."batch_id" is null and "point_ledger"."reverses_id" is null)
       or ("point_ledger"."kind" in ('spend', 'expire') and "point_ledger"."amount" < 0 and "point_ledger"."batch_id" is not null and "point_ledger"."reverses_id" is null and "point_ledger"."expires_at" is null)
       or ("point_ledger"."kind" = 'reverse' and "point_ledger"."batch_id" is not null and "point_ledger"."reverses_id" is not null and "point_ledger"."expires_at" is null))
);
--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_book_no_bookings_book_no_fk" FOREIGN KEY ("book_no") REFERENCES "public"."bookings"("book_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_batch_id_point_ledger_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_reverses_id_point_ledger_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_ledger_member_idx" ON "point_ledger" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_ledger_batch_idx" ON "point_ledger" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "point_ledger_book_idx" ON "point_ledger" USING btree ("book_no");--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_review_earn_idx" ON "point_ledger" USING btree ("review_id") WHERE "point_ledger"."kind" = 'earn';