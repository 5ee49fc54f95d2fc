CREATE TYPE "public"."operator_role" AS ENUM('super', 'catalogue', 'content', 'support', 'finance');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "operator_role" "operator_role";--> statement-breakpoint
-- Every operator before roles could do everything: they keep it as super.
UPDATE "users" SET "operator_role" = 'super' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_operator_role_check" CHECK (("users"."role" = 'admin') = ("users"."operator_role" is not null));