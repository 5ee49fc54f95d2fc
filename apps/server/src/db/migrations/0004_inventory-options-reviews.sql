CREATE TYPE "public"."review_product_type" AS ENUM('minbak', 'tour', 'hotel');--> statement-breakpoint
CREATE TABLE "hotel_room_nights" (
	"room_id" integer NOT NULL,
	"night" date NOT NULL,
	"units_available" smallint NOT NULL,
	"base_price" integer NOT NULL,
	CONSTRAINT "hotel_room_nights_room_id_night_pk" PRIMARY KEY("room_id","night"),
	CONSTRAINT "hotel_room_nights_units_non_negative" CHECK ("hotel_room_nights"."units_available" >= 0),
	CONSTRAINT "hotel_room_nights_price_positive" CHECK ("hotel_room_nights"."base_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"bed_text" text NOT NULL,
	"size_m2" smallint NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_occupancy" smallint NOT NULL,
	"units" smallint NOT NULL,
	"base_price" integer NOT NULL,
	"discount_rate" smallint DEFAULT 0 NOT NULL,
	"breakfast_included" boolean DEFAULT false NOT NULL,
	"free_cancellation" boolean DEFAULT false NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_rooms_price_positive" CHECK ("hotel_rooms"."base_price" > 0),
	CONSTRAINT "hotel_rooms_capacity" CHECK ("hotel_rooms"."units" > 0 and "hotel_rooms"."max_adults" > 0 and "hotel_rooms"."max_occupancy" >= "hotel_rooms"."max_adults")
);
--> statement-breakpoint
CREATE TABLE "review_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_type" "review_product_type" NOT NULL,
	"goods_no" integer,
	"item_no" integer,
	"property_uuid" uuid,
	"user_id" integer NOT NULL,
	"booking_no" integer,
	"rating" smallint NOT NULL,
	"location_rating" smallint,
	"facility_rating" smallint,
	"staff_rating" smallint,
	"booked_item_name" text,
	"content" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_product" CHECK (("reviews"."product_type" = 'minbak' and "reviews"."goods_no" is not null and "reviews"."item_no" is null and "reviews"."property_uuid" is null)
       or ("reviews"."product_type" = 'tour' and "reviews"."item_no" is not null and "reviews"."goods_no" is null and "reviews"."property_uuid" is null)
       or ("reviews"."product_type" = 'hotel' and "reviews"."property_uuid" is not null and "reviews"."goods_no" is null and "reviews"."item_no" is null)),
	CONSTRAINT "reviews_ratings_range" CHECK ("reviews"."rating" between 1 and 5
       and coalesce("reviews"."location_rating", 1) between 1 and 5 and coalesce("reviews"."facility_rating", 1) between 1 and 5
       and coalesce("reviews"."staff_rating", 1) between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "stay_room_nights" (
	"room_id" integer NOT NULL,
	"night" date NOT NULL,
	"units_available" smallint NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "stay_room_nights_room_id_night_pk" PRIMARY KEY("room_id","night"),
	CONSTRAINT "stay_room_nights_units_non_negative" CHECK ("stay_room_nights"."units_available" >= 0),
	CONSTRAINT "stay_room_nights_price_positive" CHECK ("stay_room_nights"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "tour_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_no" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_options_price_non_negative" CHECK ("tour_options"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hotel_room_nights" ADD CONSTRAINT "hotel_room_nights_room_id_hotel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hotel_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD CONSTRAINT "hotel_rooms_property_uuid_hotels_uuid_fk" FOREIGN KEY ("property_uuid") REFERENCES "public"."hotels"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_goods_no_stays_goods_no_fk" FOREIGN KEY ("goods_no") REFERENCES "public"."stays"("goods_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_no_tours_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."tours"("item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_property_uuid_hotels_uuid_fk" FOREIGN KEY ("property_uuid") REFERENCES "public"."hotels"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_room_nights" ADD CONSTRAINT "stay_room_nights_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_options" ADD CONSTRAINT "tour_options_item_no_tours_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."tours"("item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_rooms_property_idx" ON "hotel_rooms" USING btree ("property_uuid");--> statement-breakpoint
CREATE INDEX "review_comments_review_idx" ON "review_comments" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reviews_stay_idx" ON "reviews" USING btree ("goods_no","created_at");--> statement-breakpoint
CREATE INDEX "reviews_tour_idx" ON "reviews" USING btree ("item_no","created_at");--> statement-breakpoint
CREATE INDEX "reviews_hotel_idx" ON "reviews" USING btree ("property_uuid","created_at");--> statement-breakpoint
CREATE INDEX "stay_room_nights_night_idx" ON "stay_room_nights" USING btree ("night");--> statement-breakpoint
CREATE INDEX "tour_options_item_idx" ON "tour_options" USING btree ("item_no");