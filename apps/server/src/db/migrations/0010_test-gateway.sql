CREATE TYPE "public"."test_trade_status" AS ENUM('registered', 'authorized', 'approved', 'declined', 'user_cancelled');--> statement-breakpoint
CREATE TABLE "test_gateway_trades" (
	"trade_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"goods_name" text NOT NULL,
	"return_url" text NOT NULL,
	"status" "test_trade_status" DEFAULT 'registered' NOT NULL,
	"card_behaviour" text,
	"card_last4" text,
	"cancelled_amount" integer DEFAULT 0 NOT NULL,
	"cancel_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "test_gateway_trades_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "test_gateway_trades_amounts" CHECK ("test_gateway_trades"."amount" > 0 and "test_gateway_trades"."cancelled_amount" >= 0 and "test_gateway_trades"."cancelled_amount" <= "test_gateway_trades"."amount")
);
