CREATE TABLE "crash_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"auto_cash_out" integer,
	"status" text NOT NULL,
	"cashed_out_at" integer,
	"win" bigint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_bets_round_account_uq" UNIQUE("round_id","account_id"),
	CONSTRAINT "crash_bets_request_uq" UNIQUE("account_id","request_id"),
	CONSTRAINT "crash_bets_amount_ck" CHECK ("crash_bets"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"terminator" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"checkpoint_every" integer NOT NULL,
	"sealed_checkpoints" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_chains_terminator_unique" UNIQUE("terminator")
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"game_number" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_point" integer NOT NULL,
	"phase" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"crashed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_rounds_game_uq" UNIQUE("chain_id","game_number"),
	CONSTRAINT "crash_rounds_point_ck" CHECK ("crash_rounds"."crash_point" >= 100)
);
--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crash_bets_account_idx" ON "crash_bets" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "crash_bets_unsettled_idx" ON "crash_bets" USING btree ("round_id") WHERE "crash_bets"."settled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "crash_rounds_phase_idx" ON "crash_rounds" USING btree ("phase","id");