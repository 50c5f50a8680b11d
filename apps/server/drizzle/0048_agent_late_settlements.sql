ALTER TABLE "settled_wagers" ADD COLUMN "position" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_bills" ADD COLUMN "seen_position" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "settled_wagers_position_idx" ON "settled_wagers" USING btree ("position");--> statement-breakpoint
-- Bills made before positions were kept count as having seen what the read model held then.
UPDATE "agent_bills" SET "seen_position" = coalesce((SELECT "position" FROM "consumer_positions" WHERE "name" = 'cashier.settled-wagers'), 0);
