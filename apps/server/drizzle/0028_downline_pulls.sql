CREATE TABLE "downline_pull_daily_totals" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "downline_pull_daily_totals_agent_id_day_pk" PRIMARY KEY("agent_id","day"),
	CONSTRAINT "downline_pull_daily_totals_positive" CHECK ("downline_pull_daily_totals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "downline_pulls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "downline_pulls_amount_ck" CHECK ("downline_pulls"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "downline_pull_daily_totals" ADD CONSTRAINT "downline_pull_daily_totals_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downline_pulls" ADD CONSTRAINT "downline_pulls_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downline_pulls" ADD CONSTRAINT "downline_pulls_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downline_pulls" ADD CONSTRAINT "downline_pulls_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "downline_pulls_request_uq" ON "downline_pulls" USING btree ("agent_id","request_id");--> statement-breakpoint
CREATE INDEX "downline_pulls_member_idx" ON "downline_pulls" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "downline_pulls_agent_idx" ON "downline_pulls" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "downline_pulls_pending_idx" ON "downline_pulls" USING btree ("expires_at") WHERE "downline_pulls"."status" = 'pending';