CREATE TABLE "vip_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"ledger_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_deposits" (
	"deposit_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"business_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_level_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"reason" text NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_members" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"reviewed_month" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_programs" (
	"id" integer PRIMARY KEY NOT NULL,
	"program" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_awards" (
	"deposit_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"points" bigint NOT NULL,
	"ratio_points" integer NOT NULL,
	"ratio_amount" bigint NOT NULL,
	"note" text,
	"ledger_transfer_id" bigint,
	"clawed_back" bigint,
	"clawback_reason" text,
	"clawed_back_at" timestamp with time zone,
	"clawback_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_configs" (
	"id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"type" text NOT NULL,
	"reward_id" bigint,
	"points" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"ratio_points" integer,
	"ratio_amount" bigint,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"remark" text,
	"spend_transfer_id" bigint,
	"refund_transfer_id" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text,
	"price_points" bigint NOT NULL,
	"stock" integer,
	"per_member_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_rewards_stock_ck" CHECK ("points_rewards"."stock" IS NULL OR "points_rewards"."stock" >= 0),
	CONSTRAINT "points_rewards_price_ck" CHECK ("points_rewards"."price_points" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_ck";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_system_ck";--> statement-breakpoint
ALTER TABLE "vip_bonuses" ADD CONSTRAINT "vip_bonuses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_level_changes" ADD CONSTRAINT "vip_level_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_awards" ADD CONSTRAINT "points_awards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_reward_id_points_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."points_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_bonuses_once_uq" ON "vip_bonuses" USING btree ("account_id","kind","period");--> statement-breakpoint
CREATE INDEX "vip_deposits_account_day_idx" ON "vip_deposits" USING btree ("account_id","business_day");--> statement-breakpoint
CREATE INDEX "vip_level_changes_account_idx" ON "vip_level_changes" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "vip_members_level_idx" ON "vip_members" USING btree ("level");--> statement-breakpoint
CREATE INDEX "points_awards_account_idx" ON "points_awards" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_redemptions_request_uq" ON "points_redemptions" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_redemptions_reference_uq" ON "points_redemptions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "points_redemptions_status_idx" ON "points_redemptions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "points_redemptions_member_reward_idx" ON "points_redemptions" USING btree ("account_id","reward_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_ck" CHECK ("ledger_accounts"."owner_type" = 'system' OR (NOT "ledger_accounts"."allow_negative"
        AND "ledger_accounts"."purpose" IN ('main', 'vendor', 'bonus', 'play', 'points')
        AND ("ledger_accounts"."purpose" = 'play') = ("ledger_accounts"."currency" = 'PLAY')
        AND ("ledger_accounts"."purpose" = 'points') = ("ledger_accounts"."currency" = 'PTS')));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_system_ck" CHECK ("ledger_accounts"."owner_type" = 'account' OR "ledger_accounts"."purpose" IN ('deposit_transit', 'withdrawal_transit',
        'payout', 'game_result', 'promotion', 'commission', 'adjustment', 'jackpot',
        'points_issue'));