CREATE TABLE "vendor_wallet_reads" (
	"account_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"balance" bigint,
	"read_at" timestamp with time zone,
	"attempted_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "vendor_wallet_reads_balance_ck" CHECK ("vendor_wallet_reads"."balance" IS NULL OR "vendor_wallet_reads"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_wallet_reads" ADD CONSTRAINT "vendor_wallet_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_wallet_reads_uq" ON "vendor_wallet_reads" USING btree ("account_id","vendor");