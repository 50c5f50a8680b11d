CREATE TABLE "agent_bill_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"for_bill_id" bigint NOT NULL,
	"own_before" bigint NOT NULL,
	"own_after" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_bills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"payer_id" bigint,
	"depth" integer NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"team_valid_stake" bigint NOT NULL,
	"team_loss" bigint NOT NULL,
	"winning_valid_stake" bigint NOT NULL,
	"losing_valid_stake" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"tier" integer,
	"carry_in" bigint NOT NULL,
	"own_amount" bigint NOT NULL,
	"downline_amount" bigint NOT NULL,
	"adjustment_amount" bigint NOT NULL,
	"adjustment_carry_in" bigint NOT NULL,
	"payable" bigint NOT NULL,
	"paid_amount" bigint NOT NULL,
	"status" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"holder_id" bigint NOT NULL,
	"upline_id" bigint,
	"operator_id" integer,
	"status" text NOT NULL,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
ALTER TABLE "agent_bill_adjustments" ADD CONSTRAINT "agent_bill_adjustments_bill_id_agent_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."agent_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bill_adjustments" ADD CONSTRAINT "agent_bill_adjustments_for_bill_id_agent_bills_id_fk" FOREIGN KEY ("for_bill_id") REFERENCES "public"."agent_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bills" ADD CONSTRAINT "agent_bills_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bills" ADD CONSTRAINT "agent_bills_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bills" ADD CONSTRAINT "agent_bills_payer_id_accounts_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_holder_id_accounts_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_accounts_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bill_adjustments_uq" ON "agent_bill_adjustments" USING btree ("bill_id","for_bill_id");--> statement-breakpoint
CREATE INDEX "agent_bill_adjustments_for_idx" ON "agent_bill_adjustments" USING btree ("for_bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bills_contract_period_uq" ON "agent_bills" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_bills_period_idx" ON "agent_bills" USING btree ("kind","period_key");--> statement-breakpoint
CREATE INDEX "agent_bills_agent_idx" ON "agent_bills" USING btree ("agent_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_bills_payer_idx" ON "agent_bills" USING btree ("payer_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_pending_uq" ON "agent_contracts" USING btree ("holder_id","kind") WHERE "agent_contracts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active_uq" ON "agent_contracts" USING btree ("holder_id","kind") WHERE "agent_contracts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_kind_idx" ON "agent_contracts" USING btree ("kind","status");