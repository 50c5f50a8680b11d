CREATE TABLE "reality_check_preferences" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"interval_minutes" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reality_check_preferences" ADD CONSTRAINT "reality_check_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;