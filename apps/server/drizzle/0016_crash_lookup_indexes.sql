CREATE INDEX "crash_rounds_hash_idx" ON "crash_rounds" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "crash_rounds_game_number_idx" ON "crash_rounds" USING btree ("game_number");