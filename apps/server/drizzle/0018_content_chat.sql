CREATE TABLE "chat_canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"visitor_id" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"player_last_read_id" bigint DEFAULT 0 NOT NULL,
	"operator_last_read_id" bigint DEFAULT 0 NOT NULL,
	"rating" smallint,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"rate_window_start" timestamp with time zone,
	"rate_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_conversations_party_ck" CHECK (("chat_conversations"."member_id" IS NULL) <> ("chat_conversations"."visitor_id" IS NULL)),
	CONSTRAINT "chat_conversations_rating_ck" CHECK ("chat_conversations"."rating" IS NULL OR "chat_conversations"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "chat_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_images_type_ck" CHECK ("chat_images"."content_type" IN ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "chat_images_size_ck" CHECK ("chat_images"."size" > 0 AND "chat_images"."size" <= 2097152)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender" text NOT NULL,
	"operator_id" integer,
	"body" text,
	"image_id" integer,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"visitor_chat" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_member_open_uq" ON "chat_conversations" USING btree ("member_id") WHERE "chat_conversations"."status" <> 'closed' AND "chat_conversations"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_visitor_open_uq" ON "chat_conversations" USING btree ("visitor_id") WHERE "chat_conversations"."status" <> 'closed' AND "chat_conversations"."visitor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_conversations_member_idx" ON "chat_conversations" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_status_idx" ON "chat_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_operator_idx" ON "chat_conversations" USING btree ("operator_id","status");--> statement-breakpoint
CREATE INDEX "chat_images_conversation_idx" ON "chat_images" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");