CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" bigint,
	"purpose" text NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_uq" UNIQUE NULLS NOT DISTINCT("owner_type","owner_id","purpose","vendor","currency"),
	CONSTRAINT "ledger_accounts_balance_ck" CHECK ("ledger_accounts"."allow_negative" OR "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_owner_ck" CHECK (("ledger_accounts"."owner_type" = 'system') = ("ledger_accounts"."owner_id" IS NULL)),
	CONSTRAINT "ledger_accounts_member_ck" CHECK ("ledger_accounts"."owner_type" = 'system' OR (NOT "ledger_accounts"."allow_negative"
        AND "ledger_accounts"."purpose" IN ('main', 'vendor', 'bonus', 'play')
        AND ("ledger_accounts"."purpose" = 'play') = ("ledger_accounts"."currency" = 'PLAY'))),
	CONSTRAINT "ledger_accounts_system_ck" CHECK ("ledger_accounts"."owner_type" = 'account' OR "ledger_accounts"."purpose" IN ('deposit_transit', 'withdrawal_transit',
        'game_result', 'promotion', 'commission', 'adjustment')),
	CONSTRAINT "ledger_accounts_vendor_ck" CHECK (("ledger_accounts"."purpose" IN ('vendor', 'game_result')) = ("ledger_accounts"."vendor" <> ''))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"actor" text DEFAULT 'system' NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_uq" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference_idx" ON "ledger_transfers" USING btree ("reference");