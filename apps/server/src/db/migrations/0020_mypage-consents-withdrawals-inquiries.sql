CREATE TYPE "public"."inquiry_category" AS ENUM('booking', 'refund', 'account', 'benefit', 'etc');--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_agreed_at" timestamp with time zone,
	"sms_agreed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" "inquiry_category" NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer
);
--> statement-breakpoint
CREATE TABLE "member_inquiry_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"inquiry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	CONSTRAINT "member_inquiry_files_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "member_withdrawals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_inquiries" ADD CONSTRAINT "member_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_inquiries" ADD CONSTRAINT "member_inquiries_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_inquiry_files" ADD CONSTRAINT "member_inquiry_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_inquiry_files" ADD CONSTRAINT "member_inquiry_files_inquiry_id_member_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."member_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_withdrawals" ADD CONSTRAINT "member_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_inquiries_user_idx" ON "member_inquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "member_inquiry_files_inquiry_idx" ON "member_inquiry_files" USING btree ("inquiry_id");