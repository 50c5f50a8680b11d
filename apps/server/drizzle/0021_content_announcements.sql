CREATE TABLE "content_message_recipients" (
	"account_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "content_message_recipients_pk" PRIMARY KEY("account_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "content_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"format" text NOT NULL,
	"audience" jsonb NOT NULL,
	"broadcast" boolean DEFAULT false NOT NULL,
	"recipients" integer NOT NULL,
	"sent_by" bigint,
	"sent_by_username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"texts" jsonb NOT NULL,
	"audiences" text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"execution" text,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_message_recipients" ADD CONSTRAINT "content_message_recipients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_message_recipients" ADD CONSTRAINT "content_message_recipients_message_id_content_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."content_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_messages" ADD CONSTRAINT "content_messages_sent_by_operators_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_message_recipients_read_idx" ON "content_message_recipients" USING btree ("message_id") WHERE "content_message_recipients"."read_at" is not null;--> statement-breakpoint
CREATE INDEX "content_messages_broadcast_idx" ON "content_messages" USING btree ("created_at") WHERE "content_messages"."broadcast";--> statement-breakpoint
CREATE INDEX "announcements_type_idx" ON "announcements" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "announcements_live_idx" ON "announcements" USING btree ("enabled","ends_at");