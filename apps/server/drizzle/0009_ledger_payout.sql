ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_system_ck";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_system_ck" CHECK ("ledger_accounts"."owner_type" = 'account' OR "ledger_accounts"."purpose" IN ('deposit_transit', 'withdrawal_transit',
        'payout', 'game_result', 'promotion', 'commission', 'adjustment'));