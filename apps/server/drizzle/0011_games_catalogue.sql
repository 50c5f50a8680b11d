CREATE TABLE "game_favourites" (
	"account_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_account_id_game_id_pk" PRIMARY KEY("account_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_recent_plays" (
	"account_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	"launches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "game_recent_plays_account_id_game_id_pk" PRIMARY KEY("account_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"wallet_mode" text NOT NULL,
	"base_url" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance_from" timestamp with time zone,
	"maintenance_until" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"logo_url" text,
	"last_sync_at" timestamp with time zone,
	"last_sync_result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_vendors_code_ck" CHECK ("game_vendors"."code" ~ '^[A-Z0-9_]{2,20}$')
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text DEFAULT '' NOT NULL,
	"names" jsonb NOT NULL,
	"vendor_icon_url" text DEFAULT '' NOT NULL,
	"vendor_large_icon_url" text DEFAULT '' NOT NULL,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"min_line_num" integer DEFAULT 0 NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"vendor_hot" boolean DEFAULT false NOT NULL,
	"vendor_new" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"hot_override" boolean,
	"new_override" boolean,
	"sort_order" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"custom_icon_url" text,
	"custom_names" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_vendor_code_uq" UNIQUE("vendor","game_code"),
	CONSTRAINT "games_support_play_ck" CHECK ("games"."support_play" IN (0, 1)),
	CONSTRAINT "games_min_bet_ck" CHECK ("games"."min_bet" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent_plays" ADD CONSTRAINT "game_recent_plays_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent_plays" ADD CONSTRAINT "game_recent_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_game_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_recent_plays_account_idx" ON "game_recent_plays" USING btree ("account_id","last_played_at");--> statement-breakpoint
CREATE INDEX "games_type_vendor_idx" ON "games" USING btree ("game_type","vendor");