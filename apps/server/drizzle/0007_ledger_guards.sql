-- Ledger guards: history is append-only, accounts keep their identity, and the entries written
-- by one statement balance to zero per transfer and currency without mixing play money.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_update_delete BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_delete BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Only the balance (with its version and time) of an account may change.
CREATE OR REPLACE FUNCTION ledger_accounts_keep_identity() RETURNS trigger AS $$
BEGIN
  IF NEW.id <> OLD.id OR NEW.owner_type <> OLD.owner_type
     OR NEW.owner_id IS DISTINCT FROM OLD.owner_id OR NEW.purpose <> OLD.purpose
     OR NEW.vendor <> OLD.vendor OR NEW.currency <> OLD.currency
     OR NEW.allow_negative <> OLD.allow_negative OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'ledger account % may change only its balance', OLD.id;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_identity BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_keep_identity();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_entries_balanced() RETURNS trigger AS $$
DECLARE
  bad bigint;
BEGIN
  SELECT e.transfer_id INTO bad
    FROM inserted e JOIN ledger_accounts a ON a.id = e.account_id
    GROUP BY e.transfer_id
    HAVING bool_or(a.currency = 'PLAY') AND bool_or(a.currency <> 'PLAY')
    LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % mixes play money with real money', bad;
  END IF;
  SELECT e.transfer_id INTO bad
    FROM inserted e JOIN ledger_accounts a ON a.id = e.account_id
    GROUP BY e.transfer_id, a.currency
    HAVING sum(e.amount) <> 0
    LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % does not balance to zero', bad;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_balanced();
