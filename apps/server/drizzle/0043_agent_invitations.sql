CREATE TABLE "agent_invitation_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_invitation_links_signups_ck" CHECK ("agent_invitation_links"."signups" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_invitation_signups" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"link_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_invitation_links" ADD CONSTRAINT "agent_invitation_links_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitation_signups" ADD CONSTRAINT "agent_invitation_signups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitation_signups" ADD CONSTRAINT "agent_invitation_signups_link_id_agent_invitation_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."agent_invitation_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invitation_links_code_uq" ON "agent_invitation_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "agent_invitation_links_agent_idx" ON "agent_invitation_links" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "agent_invitation_signups_link_idx" ON "agent_invitation_signups" USING btree ("link_id");