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
ALTER TABLE "bonus_contributions" ADD CONSTRAINT "bonus_contributions_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_contributions_bonus_idx" ON "bonus_contributions" USING btree ("bonus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_source_uq" ON "bonuses" USING btree ("account_id","source_kind","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_one_active_uq" ON "bonuses" USING btree ("account_id","currency") WHERE "bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bonuses_account_idx" ON "bonuses" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "bonuses_expiry_idx" ON "bonuses" USING btree ("wager_ends_at") WHERE "bonuses"."status" = 'active';