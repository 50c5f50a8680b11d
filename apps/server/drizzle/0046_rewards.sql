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
ALTER TABLE "leaderboard_periods" ADD CONSTRAINT "leaderboard_periods_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_grabs" ADD CONSTRAINT "red_envelope_grabs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_windows" ADD CONSTRAINT "red_envelope_windows_campaign_id_red_envelope_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."red_envelope_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_items" ADD CONSTRAINT "reward_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_deposits_member_day_idx" ON "engagement_deposits" USING btree ("account_id","business_day");--> statement-breakpoint
CREATE INDEX "engagement_wagers_member_day_idx" ON "engagement_wagers" USING btree ("account_id","business_day");--> statement-breakpoint
CREATE INDEX "engagement_wagers_day_idx" ON "engagement_wagers" USING btree ("business_day");--> statement-breakpoint
CREATE INDEX "leaderboard_results_account_idx" ON "leaderboard_results" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_grabs_member_uq" ON "red_envelope_grabs" USING btree ("campaign_id","window_starts_at","account_id");--> statement-breakpoint
CREATE INDEX "red_envelope_grabs_account_idx" ON "red_envelope_grabs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_items_source_uq" ON "reward_items" USING btree ("source_kind","source_key");--> statement-breakpoint
CREATE INDEX "reward_items_account_idx" ON "reward_items" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "reward_items_expiry_idx" ON "reward_items" USING btree ("status","available_until");