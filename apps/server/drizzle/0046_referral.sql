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
CREATE UNIQUE INDEX "referral_rewards_first_uq" ON "referral_rewards" USING btree ("friend_id") WHERE "referral_rewards"."kind" = 'first_deposit';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_bets_uq" ON "referral_rewards" USING btree ("friend_id","business_day","currency") WHERE "referral_rewards"."kind" = 'bets';--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_rewards_day_idx" ON "referral_rewards" USING btree ("business_day");--> statement-breakpoint
CREATE INDEX "rebate_days_day_idx" ON "rebate_days" USING btree ("business_day");--> statement-breakpoint
CREATE INDEX "rebate_moves_account_idx" ON "rebate_moves" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "rebate_moves_day_idx" ON "rebate_moves" USING btree ("business_day");