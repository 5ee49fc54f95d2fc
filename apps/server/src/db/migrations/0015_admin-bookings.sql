CREATE TABLE "booking_memos" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_no" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "completed_by" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "test_gateway_trades" ADD COLUMN "cancel_refusals_left" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_memos" ADD CONSTRAINT "booking_memos_book_no_bookings_book_no_fk" FOREIGN KEY ("book_no") REFERENCES "public"."bookings"("book_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_memos" ADD CONSTRAINT "booking_memos_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_memos_book_idx" ON "booking_memos" USING btree ("book_no","created_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","book_no");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","requested_at");