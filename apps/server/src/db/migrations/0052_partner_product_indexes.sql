CREATE INDEX "hotels_partner_idx" ON "hotels" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "stays_partner_idx" ON "stays" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "tours_partner_idx" ON "tours" USING btree ("partner_id");