CREATE TABLE "house_game_settings" (
	"game_code" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_game_settings_bets_ck" CHECK ("house_game_settings"."min_bet" > 0 AND "house_game_settings"."max_bet" >= "house_game_settings"."min_bet")
);
--> statement-breakpoint
CREATE TABLE "house_jackpot_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"round_id" bigint,
	"account_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_jackpot_events_round_uq" UNIQUE("round_id","kind")
);
--> statement-breakpoint
CREATE TABLE "house_jackpot_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"contribution_bps" integer NOT NULL,
	"seed" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"one_in" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_jackpot_settings_one_ck" CHECK ("house_jackpot_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_key" text NOT NULL,
	"account_id" bigint,
	"player_id" text NOT NULL,
	"game_code" text NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"secret" jsonb,
	"jackpot_contribution" bigint DEFAULT 0 NOT NULL,
	"jackpot_won" boolean DEFAULT false NOT NULL,
	"jackpot_amount" bigint,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_rounds_request_uq" UNIQUE("player_key","request_id"),
	CONSTRAINT "house_rounds_money_ck" CHECK ("house_rounds"."stake" > 0 AND "house_rounds"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_key" text NOT NULL,
	"account_id" bigint,
	"kind" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "house_seeds_nonce_ck" CHECK ("house_seeds"."nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_system_ck";--> statement-breakpoint
ALTER TABLE "house_jackpot_events" ADD CONSTRAINT "house_jackpot_events_round_id_house_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."house_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_jackpot_events" ADD CONSTRAINT "house_jackpot_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_id_house_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_jackpot_events_at_idx" ON "house_jackpot_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_open_uq" ON "house_rounds" USING btree ("player_key","game_code") WHERE "house_rounds"."status" IN ('pending', 'open', 'closing') AND "house_rounds"."game_code" = 'mines';--> statement-breakpoint
CREATE INDEX "house_rounds_account_idx" ON "house_rounds" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_seed_idx" ON "house_rounds" USING btree ("seed_id");--> statement-breakpoint
CREATE INDEX "house_rounds_unfinished_idx" ON "house_rounds" USING btree ("created_at") WHERE "house_rounds"."status" IN ('pending', 'closing');--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_active_uq" ON "house_seeds" USING btree ("player_key") WHERE "house_seeds"."active";--> statement-breakpoint
CREATE INDEX "house_seeds_hash_idx" ON "house_seeds" USING btree ("server_seed_hash");--> statement-breakpoint
CREATE INDEX "house_seeds_account_idx" ON "house_seeds" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_system_ck" CHECK ("ledger_accounts"."owner_type" = 'account' OR "ledger_accounts"."purpose" IN ('deposit_transit', 'withdrawal_transit',
        'payout', 'game_result', 'promotion', 'commission', 'adjustment', 'jackpot'));