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
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_application_id_promotion_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_member_totals" ADD CONSTRAINT "promotion_member_totals_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_member_totals" ADD CONSTRAINT "promotion_member_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_opt_ins" ADD CONSTRAINT "promotion_opt_ins_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_opt_ins" ADD CONSTRAINT "promotion_opt_ins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_waiting_uq" ON "promotion_applications" USING btree ("promotion_id","account_id") WHERE status = 'applying';--> statement-breakpoint
CREATE INDEX "promotion_applications_status_idx" ON "promotion_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_request_uq" ON "promotion_claims" USING btree ("promotion_id","account_id","request_key");--> statement-breakpoint
CREATE INDEX "promotion_claims_account_idx" ON "promotion_claims" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_opt_ins_waiting_uq" ON "promotion_opt_ins" USING btree ("account_id") WHERE status = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_opt_ins_deposit_uq" ON "promotion_opt_ins" USING btree ("deposit_id") WHERE deposit_id is not null;--> statement-breakpoint
CREATE INDEX "promotions_live_idx" ON "promotions" USING btree ("state","ends_at");