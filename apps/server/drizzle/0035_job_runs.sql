CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"data" jsonb,
	"requested_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_kind_key_idx" ON "job_runs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "job_runs_kind_id_idx" ON "job_runs" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "job_runs_state_next_idx" ON "job_runs" USING btree ("state","next_attempt_at");