CREATE TYPE "public"."coupon_discount_type" AS ENUM('amount', 'percent');--> statement-breakpoint
CREATE TYPE "public"."coupon_event_kind" AS ENUM('issue', 'redeem', 'release');--> statement-breakpoint
CREATE TABLE "coupon_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_coupon_id" integer NOT NULL,
	"kind" "coupon_event_kind" NOT NULL,
	"book_no" integer,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"discount_type" "coupon_discount_type" NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount" integer,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"product_types" "product_type"[] NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"valid_days" smallint,
	"total_limit" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"per_member_limit" smallint DEFAULT 1 NOT NULL,
	"is_offer" boolean DEFAULT false NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_terms" CHECK ("coupons"."discount_value" > 0 and ("coupons"."discount_type" = 'amount' or "coupons"."discount_value" <= 100) and "coupons"."min_order_amount" >= 0
       and ("coupons"."max_discount" is null or "coupons"."max_discount" > 0) and cardinality("coupons"."product_types") > 0 and "coupons"."per_member_limit" > 0),
	CONSTRAINT "coupons_validity" CHECK (("coupons"."valid_until" is not null or "coupons"."valid_days" is not null) and ("coupons"."valid_days" is null or "coupons"."valid_days" > 0)),
	CONSTRAINT "coupons_issue_limit" CHECK ("coupons"."issued_count" >= 0 and ("coupons"."total_limit" is null or "coupons"."issued_count" <= "coupons"."total_limit"))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone,
	"reward_book_no" integer,
	"reward_coupon_id" integer,
	CONSTRAINT "invitations_not_self" CHECK ("invitations"."invitee_id" <> "invitations"."inviter_id")
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"book_no" integer,
	"reason" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_coupons_use" CHECK (("member_coupons"."used_at" is null) = ("member_coupons"."book_no" is null) and "member_coupons"."valid_from" < "member_coupons"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "points_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "member_coupon_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_events" ADD CONSTRAINT "coupon_events_member_coupon_id_member_coupons_id_fk" FOREIGN KEY ("member_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_events" ADD CONSTRAINT "coupon_events_book_no_bookings_book_no_fk" FOREIGN KEY ("book_no") REFERENCES "public"."bookings"("book_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_reward_book_no_bookings_book_no_fk" FOREIGN KEY ("reward_book_no") REFERENCES "public"."bookings"("book_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_reward_coupon_id_member_coupons_id_fk" FOREIGN KEY ("reward_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_book_no_bookings_book_no_fk" FOREIGN KEY ("book_no") REFERENCES "public"."bookings"("book_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_events_coupon_idx" ON "coupon_events" USING btree ("member_coupon_id","at");--> statement-breakpoint
CREATE INDEX "invitations_inviter_idx" ON "invitations" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id","valid_until");--> statement-breakpoint
CREATE INDEX "member_coupons_coupon_idx" ON "member_coupons" USING btree ("coupon_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_book_idx" ON "member_coupons" USING btree ("book_no");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discounts" CHECK ("bookings"."coupon_discount" >= 0 and "bookings"."points_discount" >= 0
       and ("bookings"."coupon_discount" + "bookings"."points_discount" = 0 or "bookings"."deposit" - "bookings"."coupon_discount" - "bookings"."points_discount" >= 100)
       and ("bookings"."coupon_discount" = 0 or "bookings"."member_coupon_id" is not null));