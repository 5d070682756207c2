-- An unpaid request (aguardando_pagamento) holds the caregiver's time like a pending one: the
-- no-double-booking exclusion now covers it too (docs/decisions/0033).
ALTER TABLE "reservas" DROP CONSTRAINT "reservas_sem_sobreposicao";
--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_sem_sobreposicao"
  EXCLUDE USING gist ("cuidador_id" WITH =, tstzrange("start_datetime", "end_datetime", '[)') WITH &&)
  WHERE ("status" IN ('aguardando_pagamento', 'pendente', 'confirmada'));
--> statement-breakpoint
CREATE INDEX "pedidos_reserva_aguardando_idx" ON "pedidos_reserva" ("created_at") WHERE "status" = 'aguardando_pagamento';
--> statement-breakpoint
-- The ledger is a record of what happened: entries and transactions are never changed or removed.
CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'check_violation';
    END;
  $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- Checked at commit (the entries of one transaction are written by several statements): every
-- transaction has at least two entries summing to zero, and no escrow account goes below zero.
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
      IF account_kind = 'escrow' THEN
        SELECT coalesce(sum(amount_cents), 0) INTO balance FROM ledger_entries WHERE account_id = NEW.account_id;
        IF balance < 0 THEN
          RAISE EXCEPTION 'escrow account % would be negative (%)', NEW.account_id, balance USING ERRCODE = 'check_violation';
        END IF;
      END IF;
      RETURN NULL;
    END;
  $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_entry();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_check_transaction() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF (SELECT count(*) FROM ledger_entries WHERE transaction_id = NEW.id) < 2 THEN
        RAISE EXCEPTION 'ledger transaction % has fewer than two entries', NEW.id USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END;
  $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_have_entries AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction();
