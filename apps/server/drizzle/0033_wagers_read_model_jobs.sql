CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"data" jsonb,
	"requested_by" text
);
--> statement-breakpoint
CREATE TABLE "settled_wagers" (
	"product" text NOT NULL,
	"wager_id" text NOT NULL,
	"leg" integer NOT NULL,
	"category" text NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"game_id" bigint,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"agent_path" bigint[] NOT NULL,
	"stake" bigint NOT NULL,
	"valid_stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"status" text NOT NULL,
	"result" text,
	"version" integer NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"business_day" date NOT NULL,
	CONSTRAINT "settled_wagers_product_wager_id_leg_pk" PRIMARY KEY("product","wager_id","leg")
);
--> statement-breakpoint
CREATE TABLE "wager_days" (
	"business_day" date NOT NULL,
	"account_id" bigint NOT NULL,
	"product" text NOT NULL,
	"currency" text NOT NULL,
	"wagers" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "wager_days_business_day_account_id_product_currency_pk" PRIMARY KEY("business_day","account_id","product","currency")
);
--> statement-breakpoint
CREATE TABLE "wager_operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"wager_id" text NOT NULL,
	"leg" integer NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"request_hash" text NOT NULL,
	"account_id" bigint NOT NULL,
	"round_id" bigint,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wager_operations_key_uq" UNIQUE("product","wager_id","leg","kind","seq")
);
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_vendor_round_uq";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "leg" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_kind_key_idx" ON "job_runs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "job_runs_kind_id_idx" ON "job_runs" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "job_runs_state_next_idx" ON "job_runs" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "settled_wagers_account_time_idx" ON "settled_wagers" USING btree ("account_id","settled_at");--> statement-breakpoint
CREATE INDEX "settled_wagers_day_product_idx" ON "settled_wagers" USING btree ("business_day","product");--> statement-breakpoint
CREATE INDEX "settled_wagers_time_idx" ON "settled_wagers" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "wager_days_account_day_idx" ON "wager_days" USING btree ("account_id","business_day");--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_vendor_round_leg_uq" UNIQUE("vendor","vendor_round_id","leg");