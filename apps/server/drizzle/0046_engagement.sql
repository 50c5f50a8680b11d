CREATE TABLE "promotion_application_images" (
	"application_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "promotion_application_images_application_id_position_pk" PRIMARY KEY("application_id","position")
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"remark" text NOT NULL,
	"image_count" smallint NOT NULL,
	"status" text NOT NULL,
	"amount" bigint,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"ip" text,
	"device_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"bonus_id" bigint,
	"ip" text,
	"device_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_member_totals" (
	"promotion_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"claims" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "promotion_member_totals_promotion_id_account_id_pk" PRIMARY KEY("promotion_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_opt_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"status" text NOT NULL,
	"deposit_id" bigint,
	"note" text,
	"ip" text,
	"device_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"banner_url" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"audience" jsonb NOT NULL,
	"languages" text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"budget_total" bigint,
	"budget_per_member" bigint,
	"claim_limit" integer NOT NULL,
	"rule" jsonb NOT NULL,
	"state" text NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_contributions" (
	"product" text NOT NULL,
	"wager_id" text NOT NULL,
	"leg" integer NOT NULL,
	"bonus_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"category" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_stake" bigint NOT NULL,
	"rate" integer NOT NULL,
	"contribution" bigint NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_contributions_product_wager_id_leg_pk" PRIMARY KEY("product","wager_id","leg")
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"terms" jsonb NOT NULL,
	"requirement" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"wager_ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"converted_amount" bigint DEFAULT 0 NOT NULL,
	"forfeited_amount" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bonuses_amounts_ck" CHECK ("bonuses"."amount" > 0 AND "bonuses"."requirement" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"friend_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"business_day" date NOT NULL,
	"currency" text NOT NULL,
	"basis" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"moves" integer NOT NULL,
	"rate_bps" integer,
	"cap" bigint,
	"status" text NOT NULL,
	"reason" text,
	"deposit_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"first_deposit_reward" bigint NOT NULL,
	"first_deposit_min" bigint NOT NULL,
	"bet_rate_bps" integer NOT NULL,
	"bet_daily_cap" bigint NOT NULL,
	"active_min_valid_stake" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_days" (
	"account_id" bigint NOT NULL,
	"business_day" date NOT NULL,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"level" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"daily_cap" bigint,
	"valid_stake" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"moves" integer NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_days_account_id_business_day_category_currency_pk" PRIMARY KEY("account_id","business_day","category","currency")
);
--> statement-breakpoint
CREATE TABLE "rebate_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"business_day" date NOT NULL,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"valid_stake" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transfer_id" bigint NOT NULL,
	"run_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"level" integer NOT NULL,
	"category" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"daily_cap" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_rates_level_category_pk" PRIMARY KEY("level","category")
);
--> statement-breakpoint
CREATE TABLE "rebate_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_day" date NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"members" integer DEFAULT 0 NOT NULL,
	"moves" integer DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"taken_back" bigint DEFAULT 0 NOT NULL,
	"forfeited" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_deposits" (
	"deposit_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"business_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" bigint NOT NULL,
	"category" text,
	"reward_amount" bigint NOT NULL,
	"title" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_tasks_ck" CHECK ("engagement_tasks"."target" > 0 and "engagement_tasks"."reward_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "engagement_wagers" (
	"product" text NOT NULL,
	"wager_id" text NOT NULL,
	"leg" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"category" text NOT NULL,
	"valid_stake" bigint NOT NULL,
	"rounds" integer NOT NULL,
	"version" integer NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"business_day" date NOT NULL,
	CONSTRAINT "engagement_wagers_product_wager_id_leg_pk" PRIMARY KEY("product","wager_id","leg")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_periods" (
	"leaderboard_id" bigint NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"frozen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_periods_leaderboard_id_first_day_pk" PRIMARY KEY("leaderboard_id","first_day")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_results" (
	"leaderboard_id" bigint NOT NULL,
	"first_day" date NOT NULL,
	"rank" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"valid_stake" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"prize" bigint NOT NULL,
	CONSTRAINT "leaderboard_results_leaderboard_id_first_day_rank_pk" PRIMARY KEY("leaderboard_id","first_day","rank")
);
--> statement-breakpoint
CREATE TABLE "leaderboards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"period" text NOT NULL,
	"category" text,
	"freeze_minutes" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_envelope_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"pool_amount" bigint NOT NULL,
	"mode" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"window_start" text NOT NULL,
	"window_minutes" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"audience" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_envelope_campaigns_amounts_ck" CHECK ("red_envelope_campaigns"."min_amount" > 0 and "red_envelope_campaigns"."max_amount" >= "red_envelope_campaigns"."min_amount" and "red_envelope_campaigns"."pool_amount" >= "red_envelope_campaigns"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "red_envelope_grabs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"window_starts_at" timestamp with time zone NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_envelope_windows" (
	"campaign_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"pool" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"grabs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "red_envelope_windows_campaign_id_starts_at_pk" PRIMARY KEY("campaign_id","starts_at"),
	CONSTRAINT "red_envelope_windows_pool_ck" CHECK ("red_envelope_windows"."paid" <= "red_envelope_windows"."pool")
);
--> statement-breakpoint
CREATE TABLE "reward_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"source_kind" text NOT NULL,
	"source_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"title_params" jsonb NOT NULL,
	"turnover_percent" integer DEFAULT 0 NOT NULL,
	"available_from" timestamp with time zone NOT NULL,
	"available_until" timestamp with time zone,
	"status" text DEFAULT 'unclaimed' NOT NULL,
	"claimed_at" timestamp with time zone,
	"ledger_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_items_amount_ck" CHECK ("reward_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sign_in_rewards" (
	"streak_day" integer PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "sign_in_rewards_ck" CHECK ("sign_in_rewards"."streak_day" between 1 and 31 and "sign_in_rewards"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"account_id" bigint NOT NULL,
	"business_day" date NOT NULL,
	"streak" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ins_account_id_business_day_pk" PRIMARY KEY("account_id","business_day")
);
--> statement-breakpoint
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
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_application_id_promotion_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_member_totals" ADD CONSTRAINT "promotion_member_totals_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_member_totals" ADD CONSTRAINT "promotion_member_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_opt_ins" ADD CONSTRAINT "promotion_opt_ins_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_opt_ins" ADD CONSTRAINT "promotion_opt_ins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_contributions" ADD CONSTRAINT "bonus_contributions_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_periods" ADD CONSTRAINT "leaderboard_periods_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_grabs" ADD CONSTRAINT "red_envelope_grabs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_windows" ADD CONSTRAINT "red_envelope_windows_campaign_id_red_envelope_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."red_envelope_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_items" ADD CONSTRAINT "reward_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_bonuses" ADD CONSTRAINT "vip_bonuses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_level_changes" ADD CONSTRAINT "vip_level_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_members" ADD CONSTRAINT "vip_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_awards" ADD CONSTRAINT "points_awards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_reward_id_points_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."points_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_waiting_uq" ON "promotion_applications" USING btree ("promotion_id","account_id") WHERE status = 'applying';--> statement-breakpoint
CREATE INDEX "promotion_applications_status_idx" ON "promotion_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_request_uq" ON "promotion_claims" USING btree ("promotion_id","account_id","request_key");--> statement-breakpoint
CREATE INDEX "promotion_claims_account_idx" ON "promotion_claims" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_opt_ins_waiting_uq" ON "promotion_opt_ins" USING btree ("account_id") WHERE status = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_opt_ins_deposit_uq" ON "promotion_opt_ins" USING btree ("deposit_id") WHERE deposit_id is not null;--> statement-breakpoint
CREATE INDEX "promotions_live_idx" ON "promotions" USING btree ("state","ends_at");--> statement-breakpoint
CREATE INDEX "bonus_contributions_bonus_idx" ON "bonus_contributions" USING btree ("bonus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_source_uq" ON "bonuses" USING btree ("account_id","source_kind","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_one_active_uq" ON "bonuses" USING btree ("account_id","currency") WHERE "bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bonuses_account_idx" ON "bonuses" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "bonuses_expiry_idx" ON "bonuses" USING btree ("wager_ends_at") WHERE "bonuses"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_first_uq" ON "referral_rewards" USING btree ("friend_id") WHERE "referral_rewards"."kind" = 'first_deposit';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_bets_uq" ON "referral_rewards" USING btree ("friend_id","business_day","currency") WHERE "referral_rewards"."kind" = 'bets';--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_rewards_day_idx" ON "referral_rewards" USING btree ("business_day");--> statement-breakpoint
CREATE INDEX "rebate_days_day_idx" ON "rebate_days" USING btree ("business_day");--> statement-breakpoint
CREATE INDEX "rebate_moves_account_idx" ON "rebate_moves" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "rebate_moves_day_idx" ON "rebate_moves" USING btree ("business_day");--> statement-breakpoint
CREATE INDEX "engagement_deposits_member_day_idx" ON "engagement_deposits" USING btree ("account_id","business_day");--> statement-breakpoint
CREATE INDEX "engagement_wagers_member_day_idx" ON "engagement_wagers" USING btree ("account_id","business_day");--> statement-breakpoint
CREATE INDEX "engagement_wagers_day_idx" ON "engagement_wagers" USING btree ("business_day");--> statement-breakpoint
CREATE INDEX "leaderboard_results_account_idx" ON "leaderboard_results" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_grabs_member_uq" ON "red_envelope_grabs" USING btree ("campaign_id","window_starts_at","account_id");--> statement-breakpoint
CREATE INDEX "red_envelope_grabs_account_idx" ON "red_envelope_grabs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_items_source_uq" ON "reward_items" USING btree ("source_kind","source_key");--> statement-breakpoint
CREATE INDEX "reward_items_account_idx" ON "reward_items" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "reward_items_expiry_idx" ON "reward_items" USING btree ("status","available_until");--> statement-breakpoint
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