CREATE TYPE "public"."banner_platform" AS ENUM('pc', 'mobile');--> statement-breakpoint
CREATE TYPE "public"."product_line" AS ENUM('stay', 'tour', 'hotel');--> statement-breakpoint
CREATE TYPE "public"."dormitory_gender" AS ENUM('mixed', 'female', 'male');--> statement-breakpoint
CREATE TYPE "public"."stay_category" AS ENUM('GRADE', 'SALE', 'RESERVE_INSTANT', 'BREAKFAST');--> statement-breakpoint
CREATE TYPE "public"."stay_room_kind" AS ENUM('private', 'dormitory');--> statement-breakpoint
CREATE TYPE "public"."item_category_type" AS ENUM('LOCAL_TOUR', 'TICKET', 'ACTIVITY', 'CONVENIENCE');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('member', 'partner', 'admin');--> statement-breakpoint
CREATE TABLE "banners" (
	"no" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"platform" "banner_platform" NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"img_path" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banners_type_range" CHECK ("banners"."type" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "popular_cities" (
	"product_line" "product_line" NOT NULL,
	"city_code" char(9) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "popular_cities_product_line_city_code_pk" PRIMARY KEY("product_line","city_code")
);
--> statement-breakpoint
CREATE TABLE "popup_notices" (
	"no" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_theme_items" (
	"theme_no" integer NOT NULL,
	"goods_no" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stay_theme_items_theme_no_goods_no_pk" PRIMARY KEY("theme_no","goods_no")
);
--> statement-breakpoint
CREATE TABLE "stay_themes" (
	"no" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" char(9) NOT NULL,
	"country_code" char(6) NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"image_path" text NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "continents" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" char(6) PRIMARY KEY NOT NULL,
	"continent_code" char(3) NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neighborhoods" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_code" char(9) NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_of_interest" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_code" char(9) NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_recommendations" (
	"property_uuid" uuid PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_theme_properties" (
	"theme_id" integer NOT NULL,
	"property_uuid" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_theme_properties_theme_id_property_uuid_pk" PRIMARY KEY("theme_id","property_uuid")
);
--> statement-breakpoint
CREATE TABLE "hotel_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"city_code" char(9) NOT NULL,
	"neighborhood_id" integer,
	"address" text NOT NULL,
	"star_rating" smallint NOT NULL,
	"review_score" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"wish_count" integer DEFAULT 0 NOT NULL,
	"min_base_price_before_discount" integer NOT NULL,
	"thumbnail_path" text NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	CONSTRAINT "hotels_property_id_unique" UNIQUE("property_id"),
	CONSTRAINT "hotels_price_non_negative" CHECK ("hotels"."min_base_price_before_discount" >= 0),
	CONSTRAINT "hotels_wish_count_non_negative" CHECK ("hotels"."wish_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stay_recommendations" (
	"stay_category" "stay_category" NOT NULL,
	"goods_no" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stay_recommendations_stay_category_goods_no_pk" PRIMARY KEY("stay_category","goods_no")
);
--> statement-breakpoint
CREATE TABLE "stay_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_no" integer NOT NULL,
	"name" text NOT NULL,
	"kind" "stay_room_kind" NOT NULL,
	"gender" "dormitory_gender" DEFAULT 'mixed' NOT NULL,
	"capacity" smallint NOT NULL,
	"units" smallint NOT NULL,
	"price" integer NOT NULL,
	"has_private_bathroom" boolean DEFAULT false NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "stay_rooms_price_positive" CHECK ("stay_rooms"."price" > 0),
	CONSTRAINT "stay_rooms_units_positive" CHECK ("stay_rooms"."units" > 0 and "stay_rooms"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stays" (
	"goods_no" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_code" char(9) NOT NULL,
	"partner_id" integer NOT NULL,
	"host_name" text NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"address" text NOT NULL,
	"description" text NOT NULL,
	"min_price" integer NOT NULL,
	"sale_rate" smallint DEFAULT 0 NOT NULL,
	"book_type" smallint DEFAULT 1 NOT NULL,
	"image_path" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_breakfast" boolean DEFAULT false NOT NULL,
	"breakfast_info" text,
	"check_in_time" time DEFAULT '15:00' NOT NULL,
	"check_out_time" time DEFAULT '11:00' NOT NULL,
	"use_inquire_chat" boolean DEFAULT true NOT NULL,
	"is_awards" boolean DEFAULT false NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"review_grade" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"wish_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stays_min_price_positive" CHECK ("stays"."min_price" > 0),
	CONSTRAINT "stays_wish_count_non_negative" CHECK ("stays"."wish_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_recommendations" (
	"item_no" integer PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_theme_groups" (
	"theme_group_no" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_theme_items" (
	"theme_no" integer NOT NULL,
	"item_no" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_theme_items_theme_no_item_no_pk" PRIMARY KEY("theme_no","item_no")
);
--> statement-breakpoint
CREATE TABLE "tour_themes" (
	"theme_no" integer PRIMARY KEY NOT NULL,
	"theme_group_no" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"item_no" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_code" char(9) NOT NULL,
	"partner_id" integer NOT NULL,
	"item_category_type" "item_category_type" NOT NULL,
	"sale_price" integer NOT NULL,
	"image_path" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"duration_text" text,
	"meeting_point" text,
	"use_inquire_chat" boolean DEFAULT true NOT NULL,
	"review_grade" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"wish_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_sale_price_non_negative" CHECK ("tours"."sale_price" >= 0),
	CONSTRAINT "tours_wish_count_non_negative" CHECK ("tours"."wish_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'member' NOT NULL,
	"nickname" text NOT NULL,
	"profile_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_id_unique" UNIQUE("login_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_likes" (
	"user_id" integer NOT NULL,
	"property_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_likes_user_id_property_uuid_pk" PRIMARY KEY("user_id","property_uuid")
);
--> statement-breakpoint
CREATE TABLE "stay_wishes" (
	"user_id" integer NOT NULL,
	"goods_no" integer NOT NULL,
	"service_media" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_wishes_user_id_goods_no_pk" PRIMARY KEY("user_id","goods_no")
);
--> statement-breakpoint
CREATE TABLE "tour_wishes" (
	"user_id" integer NOT NULL,
	"item_no" integer NOT NULL,
	"category" char(9) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_wishes_user_id_item_no_pk" PRIMARY KEY("user_id","item_no")
);
--> statement-breakpoint
ALTER TABLE "popular_cities" ADD CONSTRAINT "popular_cities_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_theme_items" ADD CONSTRAINT "stay_theme_items_theme_no_stay_themes_no_fk" FOREIGN KEY ("theme_no") REFERENCES "public"."stay_themes"("no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_theme_items" ADD CONSTRAINT "stay_theme_items_goods_no_stays_goods_no_fk" FOREIGN KEY ("goods_no") REFERENCES "public"."stays"("goods_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_continent_code_continents_code_fk" FOREIGN KEY ("continent_code") REFERENCES "public"."continents"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD CONSTRAINT "neighborhoods_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_of_interest" ADD CONSTRAINT "points_of_interest_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_recommendations" ADD CONSTRAINT "hotel_recommendations_property_uuid_hotels_uuid_fk" FOREIGN KEY ("property_uuid") REFERENCES "public"."hotels"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_theme_properties" ADD CONSTRAINT "hotel_theme_properties_theme_id_hotel_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."hotel_themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_theme_properties" ADD CONSTRAINT "hotel_theme_properties_property_uuid_hotels_uuid_fk" FOREIGN KEY ("property_uuid") REFERENCES "public"."hotels"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_neighborhood_id_neighborhoods_id_fk" FOREIGN KEY ("neighborhood_id") REFERENCES "public"."neighborhoods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_recommendations" ADD CONSTRAINT "stay_recommendations_goods_no_stays_goods_no_fk" FOREIGN KEY ("goods_no") REFERENCES "public"."stays"("goods_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_rooms" ADD CONSTRAINT "stay_rooms_goods_no_stays_goods_no_fk" FOREIGN KEY ("goods_no") REFERENCES "public"."stays"("goods_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_recommendations" ADD CONSTRAINT "tour_recommendations_item_no_tours_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."tours"("item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_theme_items" ADD CONSTRAINT "tour_theme_items_theme_no_tour_themes_theme_no_fk" FOREIGN KEY ("theme_no") REFERENCES "public"."tour_themes"("theme_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_theme_items" ADD CONSTRAINT "tour_theme_items_item_no_tours_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."tours"("item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_themes" ADD CONSTRAINT "tour_themes_theme_group_no_tour_theme_groups_theme_group_no_fk" FOREIGN KEY ("theme_group_no") REFERENCES "public"."tour_theme_groups"("theme_group_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_likes" ADD CONSTRAINT "hotel_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_likes" ADD CONSTRAINT "hotel_likes_property_uuid_hotels_uuid_fk" FOREIGN KEY ("property_uuid") REFERENCES "public"."hotels"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_wishes" ADD CONSTRAINT "stay_wishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_wishes" ADD CONSTRAINT "stay_wishes_goods_no_stays_goods_no_fk" FOREIGN KEY ("goods_no") REFERENCES "public"."stays"("goods_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_wishes" ADD CONSTRAINT "tour_wishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_wishes" ADD CONSTRAINT "tour_wishes_item_no_tours_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."tours"("item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_lookup_idx" ON "banners" USING btree ("platform","type","sort");--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "stay_rooms_goods_idx" ON "stay_rooms" USING btree ("goods_no");--> statement-breakpoint
CREATE INDEX "stays_city_idx" ON "stays" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "tours_city_idx" ON "tours" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hotel_likes_property_idx" ON "hotel_likes" USING btree ("property_uuid");--> statement-breakpoint
CREATE INDEX "stay_wishes_goods_idx" ON "stay_wishes" USING btree ("goods_no");--> statement-breakpoint
CREATE INDEX "tour_wishes_item_idx" ON "tour_wishes" USING btree ("item_no");