ALTER TABLE "booking_history" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booking_history_unnotified_idx" ON "booking_history" USING btree ("id") WHERE "booking_history"."notified_at" is null;--> statement-breakpoint
-- Changes made before booking mails existed are not announced now: only new history rows mail anyone.
UPDATE "booking_history" SET "notified_at" = "at" WHERE "notified_at" IS NULL;
