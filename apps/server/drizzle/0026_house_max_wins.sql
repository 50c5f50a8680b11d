CREATE TABLE "house_max_wins" (
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"max_win" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_max_wins_game_code_currency_pk" PRIMARY KEY("game_code","currency"),
	CONSTRAINT "house_max_wins_positive_ck" CHECK ("house_max_wins"."max_win" > 0)
);
