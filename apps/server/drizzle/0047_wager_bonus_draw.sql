ALTER TABLE "game_rounds" ADD COLUMN "bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_win" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bonus_ck" CHECK ("game_rounds"."bonus_bet" >= 0 AND "game_rounds"."bonus_bet" <= "game_rounds"."bet" AND "game_rounds"."bonus_win" >= 0 AND "game_rounds"."bonus_win" <= "game_rounds"."win");