CREATE TYPE "public"."partner_status" AS ENUM('active', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."partner_type" AS ENUM('stay', 'tour', 'hotel');--> statement-breakpoint
CREATE TABLE "partner_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"type" "partner_type" NOT NULL,
	"status" "partner_status" DEFAULT 'active' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"representative" text DEFAULT '' NOT NULL,
	"business_number" text DEFAULT '' NOT NULL,
	"mail_order_number" text DEFAULT '' NOT NULL,
	"business_address" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_holder" text DEFAULT '' NOT NULL,
	"account_number_sealed" text,
	"account_last4" text,
	"commission_basis_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_profiles_commission_range" CHECK ("partner_profiles"."commission_basis_points" between 0 and 5000)
);
--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;