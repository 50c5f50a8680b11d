CREATE TABLE "kyc_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_account_idx" ON "kyc_documents" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "kyc_documents_pending_idx" ON "kyc_documents" USING btree ("uploaded_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_one_live_uq" ON "kyc_documents" USING btree ("account_id","kind") WHERE status in ('pending', 'approved');