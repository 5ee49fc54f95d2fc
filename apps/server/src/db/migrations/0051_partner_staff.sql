ALTER TABLE "users" ADD COLUMN "partner_account_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_account_id_users_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_partner_account_idx" ON "users" USING btree ("partner_account_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_account_check" CHECK ("users"."partner_account_id" is null or "users"."role" = 'partner');