ALTER TABLE "crash_chains" ALTER COLUMN "salt" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "published_by" integer;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "published_by_name" text;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salt_block_height" integer;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "proposed_salt" text;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salt_proposed_by" integer;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salt_proposed_by_name" text;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salt_proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salt_confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salt_confirmed_by_name" text;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salt_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "retired_reason" text;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_published_by_operators_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_salt_proposed_by_operators_id_fk" FOREIGN KEY ("salt_proposed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_salt_confirmed_by_operators_id_fk" FOREIGN KEY ("salt_confirmed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_checker_ck" CHECK ("crash_chains"."salt_confirmed_by" IS NULL OR "crash_chains"."salt_confirmed_by" <> "crash_chains"."salt_proposed_by");--> statement-breakpoint
-- hand-written: chains drawn before issue 22 item 11 were seeded with a salt written in the source
-- (CRASH_SALT), known to the operator before the chain was drawn: they are retired (no new game
-- starts from them; a round in play finishes), the retirement goes to the audit log, and crash
-- waits for a new chain's seeding event. Their published time is the time they were drawn.
UPDATE "crash_chains" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "crash_chains" SET "retired_at" = now(), "retired_reason" = 'constant_salt' WHERE "retired_at" IS NULL;--> statement-breakpoint
INSERT INTO "audit_log" ("operator_id", "operator_username", "action", "target_type", "target_id", "after")
  SELECT NULL, NULL, 'crash.chain.retire', 'crash_chain', "id"::text,
         jsonb_build_object('reason', 'constant_salt', 'salt', "salt", 'terminator', "terminator")
    FROM "crash_chains" WHERE "retired_reason" = 'constant_salt';--> statement-breakpoint
-- A salt is in play only once a second operator confirmed it (retired chains keep theirs).
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_salt_confirmed_ck" CHECK ("salt" IS NULL OR "salt_confirmed_at" IS NOT NULL OR "retired_at" IS NOT NULL);
