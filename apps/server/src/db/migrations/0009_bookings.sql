CREATE TYPE "public"."booking_actor" AS ENUM('guest', 'partner', 'operator', 'system');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('registered', 'authorized', 'approved', 'failed', 'unknown', 'cancelled', 'partially_cancelled');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('stay', 'hotel', 'tour');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('requested', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"book_no" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor" "booking_actor" NOT NULL,
	"actor_id" integer,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_no" integer NOT NULL,
	"stay_room_id" integer,
	"hotel_room_id" integer,
	"tour_option_id" integer,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"adults" smallint NOT NULL,
	"child_ages" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"units" smallint NOT NULL,
	"amount" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "booking_items_units_positive" CHECK ("booking_items"."units" > 0 and "booking_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"book_no" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"product_type" "product_type" NOT NULL,
	"goods_no" integer,
	"property_uuid" uuid,
	"item_no" integer,
	"status" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"guest_name" text NOT NULL,
	"guest_english_name" text NOT NULL,
	"guest_phone" text NOT NULL,
	"guest_email" text NOT NULL,
	"arrival_time" text,
	"request_to_host" text,
	"total" integer NOT NULL,
	"deposit" integer NOT NULL,
	"pay_at_property" integer NOT NULL,
	"refund_policy" jsonb NOT NULL,
	"accept_deadline" timestamp with time zone,
	"deposit_deadline" timestamp with time zone,
	"voucher_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_money" CHECK ("bookings"."total" > 0 and "bookings"."deposit" > 0 and "bookings"."pay_at_property" >= 0 and "bookings"."deposit" + "bookings"."pay_at_property" = "bookings"."total"),
	CONSTRAINT "bookings_one_product" CHECK (("bookings"."product_type" = 'stay' and "bookings"."goods_no" is not null and "bookings"."property_uuid" is null and "bookings"."item_no" is null)
       or ("bookings"."product_type" = 'hotel' and "bookings"."property_uuid" is not null and "bookings"."goods_no" is null and "bookings"."item_no" is null)
       or ("bookings"."product_type" = 'tour' and "bookings"."item_no" is not null and "bookings"."goods_no" is null and "bookings"."property_uuid" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" "payment_status",
	"to_status" "payment_status",
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"book_no" integer NOT NULL,
	"provider" text NOT NULL,
	"amount" integer NOT NULL,
	"status" "payment_status" DEFAULT 'registered' NOT NULL,
	"provider_tx_id" text,
	"proof" jsonb,
	"method_label" text,
	"cancelled_amount" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_amounts" CHECK ("payments"."amount" > 0 and "payments"."cancelled_amount" >= 0 and "payments"."cancelled_amount" <= "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_no" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" "refund_status" DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_ref" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_book_no_unique" UNIQUE("book_no"),
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "tour_option_days" (
	"option_id" integer NOT NULL,
	"day" date NOT NULL,
	"seats_available" smallint NOT NULL,
	CONSTRAINT "tour_option_days_option_id_day_pk" PRIMARY KEY("option_id","day"),
	CONSTRAINT "tour_option_days_seats_non_negative" CHECK ("tour_option_days"."seats_available" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tour_options" ADD COLUMN "daily_seats" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_book_no_bookings_book_no_fk" FOREIGN KEY ("book_no") REFERENCES "public"."bookings"("book_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_book_no_bookings_book_no_fk" FOREIGN KEY ("book_no") REFERENCES "public"."bookings"("book_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_stay_room_id_stay_rooms_id_fk" FOREIGN KEY ("stay_room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_hotel_room_id_hotel_rooms_id_fk" FOREIGN KEY ("hotel_room_id") REFERENCES "public"."hotel_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_tour_option_id_tour_options_id_fk" FOREIGN KEY ("tour_option_id") REFERENCES "public"."tour_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_goods_no_stays_goods_no_fk" FOREIGN KEY ("goods_no") REFERENCES "public"."stays"("goods_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_uuid_hotels_uuid_fk" FOREIGN KEY ("property_uuid") REFERENCES "public"."hotels"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_item_no_tours_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."tours"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_book_no_bookings_book_no_fk" FOREIGN KEY ("book_no") REFERENCES "public"."bookings"("book_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_book_no_bookings_book_no_fk" FOREIGN KEY ("book_no") REFERENCES "public"."bookings"("book_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_option_days" ADD CONSTRAINT "tour_option_days_option_id_tour_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."tour_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_history_book_idx" ON "booking_history" USING btree ("book_no","at");--> statement-breakpoint
CREATE INDEX "booking_items_book_idx" ON "booking_items" USING btree ("book_no");--> statement-breakpoint
CREATE INDEX "bookings_member_idx" ON "bookings" USING btree ("member_id","start_date");--> statement-breakpoint
CREATE INDEX "bookings_partner_idx" ON "bookings" USING btree ("partner_id","status");--> statement-breakpoint
CREATE INDEX "bookings_deadline_idx" ON "bookings" USING btree ("status","deposit_deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_voucher_idx" ON "bookings" USING btree ("voucher_code");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","at");--> statement-breakpoint
CREATE INDEX "payments_book_idx" ON "payments" USING btree ("book_no");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
-- Booking numbers read as six digits from the first one (members quote them to hosts and in the chat).
ALTER SEQUENCE "bookings_book_no_seq" RESTART WITH 260001;
