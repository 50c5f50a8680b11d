CREATE TABLE "play_restrictions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"source" text NOT NULL,
	"operator_id" integer,
	"reason" text,
	"lift_requested_at" timestamp with time zone,
	"lift_requested_by" integer,
	"lift_reason" text,
	"lift_effective_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "play_restricted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "play_restriction" text;--> statement-breakpoint
ALTER TABLE "play_restrictions" ADD CONSTRAINT "play_restrictions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_restrictions" ADD CONSTRAINT "play_restrictions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_restrictions" ADD CONSTRAINT "play_restrictions_lift_requested_by_operators_id_fk" FOREIGN KEY ("lift_requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_restrictions_account_idx" ON "play_restrictions" USING btree ("account_id","id");