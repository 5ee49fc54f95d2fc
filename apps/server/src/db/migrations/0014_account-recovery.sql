CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"login_id" text,
	"user_id" integer,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_codes_target_idx" ON "recovery_codes" USING btree ("email","login_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_token_idx" ON "recovery_codes" USING btree ("token_hash");