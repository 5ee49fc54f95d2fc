CREATE TYPE "public"."chat_member_role" AS ENUM('member', 'partner');--> statement-breakpoint
CREATE TYPE "public"."chat_message_type" AS ENUM('text', 'image', 'template', 'member_left', 'admin');--> statement-breakpoint
CREATE TYPE "public"."chat_product_category" AS ENUM('MINBAK', 'TRIP');--> statement-breakpoint
CREATE TABLE "chat_channel_members" (
	"channel_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"role" "chat_member_role" NOT NULL,
	"last_read_seq" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "chat_channel_members_channel_id_user_id_pk" PRIMARY KEY("channel_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"product_category" "chat_product_category" NOT NULL,
	"product_id" integer NOT NULL,
	"book_no" integer,
	"name" text NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_channels_last_seq" CHECK ("chat_channels"."last_seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"seq" integer NOT NULL,
	"sender_id" integer,
	"client_message_id" text,
	"type" "chat_message_type" NOT NULL,
	"text" text NOT NULL,
	"file_key" text,
	"item" jsonb,
	"masked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_seq_positive" CHECK ("chat_messages"."seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_report_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"title" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_report_types_type_code_unique" UNIQUE("type_code")
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"reporter_id" integer NOT NULL,
	"report_type_id" integer NOT NULL,
	"last_seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_channel_members" ADD CONSTRAINT "chat_channel_members_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channel_members" ADD CONSTRAINT "chat_channel_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_book_no_bookings_book_no_fk" FOREIGN KEY ("book_no") REFERENCES "public"."bookings"("book_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_report_type_id_chat_report_types_id_fk" FOREIGN KEY ("report_type_id") REFERENCES "public"."chat_report_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_webhook_events" ADD CONSTRAINT "chat_webhook_events_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_channel_members_user_idx" ON "chat_channel_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_pair_product_idx" ON "chat_channels" USING btree ("member_id","partner_id","product_category","product_id");--> statement-breakpoint
CREATE INDEX "chat_channels_partner_idx" ON "chat_channels" USING btree ("partner_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "chat_channels_activity_idx" ON "chat_channels" USING btree ("last_activity_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_channel_seq_idx" ON "chat_messages" USING btree ("channel_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id_idx" ON "chat_messages" USING btree ("sender_id","client_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_file_idx" ON "chat_messages" USING btree ("file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_once_idx" ON "chat_reports" USING btree ("channel_id","reporter_id","report_type_id");