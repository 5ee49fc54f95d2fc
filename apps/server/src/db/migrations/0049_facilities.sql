CREATE TYPE "public"."facility_kind" AS ENUM('property', 'room');--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "facility_kind" NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_facilities" (
	"property_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	CONSTRAINT "hotel_facilities_property_id_facility_id_pk" PRIMARY KEY("property_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_room_facilities" (
	"room_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	CONSTRAINT "hotel_room_facilities_room_id_facility_id_pk" PRIMARY KEY("room_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "stay_facilities" (
	"goods_no" integer NOT NULL,
	"facility_id" integer NOT NULL,
	CONSTRAINT "stay_facilities_goods_no_facility_id_pk" PRIMARY KEY("goods_no","facility_id")
);
--> statement-breakpoint
CREATE TABLE "stay_room_facilities" (
	"room_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	CONSTRAINT "stay_room_facilities_room_id_facility_id_pk" PRIMARY KEY("room_id","facility_id")
);
--> statement-breakpoint
ALTER TABLE "hotel_facilities" ADD CONSTRAINT "hotel_facilities_property_id_hotels_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."hotels"("property_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_facilities" ADD CONSTRAINT "hotel_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_facilities" ADD CONSTRAINT "hotel_room_facilities_room_id_hotel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hotel_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_facilities" ADD CONSTRAINT "hotel_room_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_facilities" ADD CONSTRAINT "stay_facilities_goods_no_stays_goods_no_fk" FOREIGN KEY ("goods_no") REFERENCES "public"."stays"("goods_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_facilities" ADD CONSTRAINT "stay_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_room_facilities" ADD CONSTRAINT "stay_room_facilities_room_id_stay_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."stay_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_room_facilities" ADD CONSTRAINT "stay_room_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_kind_name_idx" ON "facilities" USING btree ("kind","name_ko");--> statement-breakpoint
CREATE INDEX "hotel_facilities_facility_idx" ON "hotel_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "hotel_room_facilities_facility_idx" ON "hotel_room_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "stay_facilities_facility_idx" ON "stay_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "stay_room_facilities_facility_idx" ON "stay_room_facilities" USING btree ("facility_id");