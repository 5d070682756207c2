-- Payouts (docs/decisions/0035): a caregiver's available balance never goes below zero, checked at
-- commit like the escrow (migration 0023). The same function, with caregiver_available added.
CREATE OR REPLACE FUNCTION ledger_check_entry() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    DECLARE
      total bigint;
      legs integer;
      account_kind text;
      balance bigint;
    BEGIN
      SELECT coalesce(sum(amount_cents), 0), count(*) INTO total, legs FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
      IF total <> 0 OR legs < 2 THEN
        RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %, % entries)', NEW.transaction_id, total, legs USING ERRCODE = 'check_violation';
      END IF;
      SELECT kind INTO account_kind FROM ledger_accounts WHERE id = NEW.account_id;
      IF account_kind IN ('escrow', 'caregiver_available') THEN
        SELECT coalesce(sum(amount_cents), 0) INTO balance FROM ledger_entries WHERE account_id = NEW.account_id;
        IF balance < 0 THEN
          RAISE EXCEPTION '% account % would be negative (%)', account_kind, NEW.account_id, balance USING ERRCODE = 'check_violation';
        END IF;
      END IF;
      RETURN NULL;
    END;
  $$;
