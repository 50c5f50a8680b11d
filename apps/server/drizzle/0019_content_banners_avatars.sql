CREATE TABLE "content_avatars" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"image_url" text NOT NULL,
	"images" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link_type" text DEFAULT 'none' NOT NULL,
	"link_target" text DEFAULT '' NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_banners_group_ck" CHECK ("content_banners"."group_name" in ('w_home', 'w_login', 'w_reg', 'w_leftmenu', 'w_forget')),
	CONSTRAINT "content_banners_link_ck" CHECK ("content_banners"."link_type" in ('none', 'internal', 'external')),
	CONSTRAINT "content_banners_audience_ck" CHECK ("content_banners"."audience" in ('visitors', 'members', 'all'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "avatar" text;--> statement-breakpoint
CREATE INDEX "content_banners_group_idx" ON "content_banners" USING btree ("group_name","sort_order");