CREATE TABLE "game_images" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_images_type_ck" CHECK ("game_images"."content_type" IN ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "game_images_size_ck" CHECK ("game_images"."size" > 0 AND "game_images"."size" <= 1048576)
);
