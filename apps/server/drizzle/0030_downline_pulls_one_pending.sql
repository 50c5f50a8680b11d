-- Before the index: of several open requests of one agent to one member, the newest stays open.
UPDATE "downline_pulls" AS "p" SET "status" = 'expired', "decided_at" = now()
WHERE "p"."status" = 'pending' AND EXISTS (
  SELECT 1 FROM "downline_pulls" AS "q"
  WHERE "q"."agent_id" = "p"."agent_id" AND "q"."member_id" = "p"."member_id"
    AND "q"."status" = 'pending' AND "q"."id" > "p"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "downline_pulls_one_pending_uq" ON "downline_pulls" USING btree ("agent_id","member_id") WHERE "downline_pulls"."status" = 'pending';