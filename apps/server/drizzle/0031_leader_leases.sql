CREATE TABLE "leader_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"token" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
