CREATE TABLE "identity_devices" (
	"account_id" bigint NOT NULL,
	"device_id" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_devices_account_id_device_id_pk" PRIMARY KEY("account_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "identity_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"account_id" bigint,
	"attempt_username" text,
	"ip" text,
	"matched_account_id" bigint NOT NULL,
	"matched_reason" text NOT NULL,
	"fields" text[] NOT NULL,
	"decision" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_devices" ADD CONSTRAINT "identity_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_matches" ADD CONSTRAINT "identity_matches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_matches" ADD CONSTRAINT "identity_matches_matched_account_id_accounts_id_fk" FOREIGN KEY ("matched_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_devices_device_idx" ON "identity_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "identity_matches_account_idx" ON "identity_matches" USING btree ("account_id") WHERE "identity_matches"."account_id" is not null;--> statement-breakpoint
CREATE INDEX "identity_matches_matched_idx" ON "identity_matches" USING btree ("matched_account_id");--> statement-breakpoint
CREATE INDEX "accounts_restricted_idx" ON "accounts" USING btree ("id") WHERE "accounts"."status" = 'disabled' or "accounts"."play_restriction" is not null or "accounts"."play_restricted_until" is not null;