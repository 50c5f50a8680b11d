ALTER TABLE "wager_operations" DROP CONSTRAINT "wager_operations_key_uq";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "sides" jsonb;--> statement-breakpoint
ALTER TABLE "wager_operations" ADD COLUMN "ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_operations" ADD CONSTRAINT "wager_operations_key_uq" UNIQUE("product","wager_id","leg","kind","seq","ref");