CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"vendor_round_id" text NOT NULL,
	"account_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"game_id" bigint,
	"category" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_vendor_round_uq" UNIQUE("vendor","vendor_round_id"),
	CONSTRAINT "game_rounds_amounts_ck" CHECK ("game_rounds"."bet" >= 0 AND "game_rounds"."valid_bet" >= 0 AND "game_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"account_id" bigint,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"game_id" bigint,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"language" text DEFAULT 'th' NOT NULL,
	"demo_balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "game_sessions_demo_balance_ck" CHECK ("game_sessions"."demo_balance" IS NULL OR "game_sessions"."demo_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" bigint,
	"vendor_round_id" text NOT NULL,
	"player_id" text NOT NULL,
	"account_id" bigint,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"original_transaction_id" text,
	"rolled_back_by" text,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"ledger_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_wallet_transactions_vendor_tx_uq" UNIQUE("vendor","transaction_id"),
	CONSTRAINT "game_wallet_transactions_amount_ck" CHECK ("game_wallet_transactions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_account_time_idx" ON "game_rounds" USING btree ("account_id","opened_at");--> statement-breakpoint
CREATE INDEX "game_rounds_vendor_time_idx" ON "game_rounds" USING btree ("vendor","opened_at");--> statement-breakpoint
CREATE INDEX "game_rounds_time_idx" ON "game_rounds" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_wallet_transactions_round_idx" ON "game_wallet_transactions" USING btree ("round_id");