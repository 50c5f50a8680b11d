CREATE TABLE "wager_operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"wager_id" text NOT NULL,
	"leg" integer NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"request_hash" text NOT NULL,
	"account_id" bigint NOT NULL,
	"round_id" bigint,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wager_operations_key_uq" UNIQUE("product","wager_id","leg","kind","seq")
);
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_vendor_round_uq";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "leg" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_vendor_round_leg_uq" UNIQUE("vendor","vendor_round_id","leg");