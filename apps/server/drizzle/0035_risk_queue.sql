CREATE TABLE "risk_case_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"operator_id" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"status" text NOT NULL,
	"score" integer NOT NULL,
	"findings" jsonb NOT NULL,
	"assigned_to" bigint,
	"outcome" text,
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "risk_deposits" (
	"deposit_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_member_scores" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"scored_at" timestamp with time zone,
	"dirty_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "risk_case_notes" ADD CONSTRAINT "risk_case_notes_case_id_risk_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."risk_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_case_notes" ADD CONSTRAINT "risk_case_notes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_cases" ADD CONSTRAINT "risk_cases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_cases" ADD CONSTRAINT "risk_cases_assigned_to_operators_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_case_notes_case_idx" ON "risk_case_notes" USING btree ("case_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_cases_one_active_uq" ON "risk_cases" USING btree ("account_id") WHERE status <> 'closed';--> statement-breakpoint
CREATE INDEX "risk_cases_status_opened_idx" ON "risk_cases" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "risk_deposits_account_at_idx" ON "risk_deposits" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "risk_member_scores_dirty_idx" ON "risk_member_scores" USING btree ("dirty_since") WHERE dirty_since IS NOT NULL;