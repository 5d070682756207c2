-- A booking's contract never changes once made (docs/product.md#contract, ADR 0037). The one
-- exception is account deletion, which erases the PDF bytes: pdf becomes null and erased_at is set,
-- while the booking, the template version, the SHA-256 and the date stay exactly as they were.
CREATE OR REPLACE FUNCTION booking_contracts_immutable() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF TG_OP = 'UPDATE'
        AND OLD.pdf IS NOT NULL AND NEW.pdf IS NULL
        AND OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL
        AND NEW.id = OLD.id AND NEW.pedido_id = OLD.pedido_id AND NEW.template_version = OLD.template_version
        AND NEW.sha256 = OLD.sha256 AND NEW.created_at = OLD.created_at THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'booking_contracts is immutable (only account deletion may erase the PDF)' USING ERRCODE = 'check_violation';
    END;
  $$;
--> statement-breakpoint
CREATE TRIGGER booking_contracts_immutable BEFORE UPDATE OR DELETE ON booking_contracts
  FOR EACH ROW EXECUTE FUNCTION booking_contracts_immutable();
--> statement-breakpoint
-- Receipts are a record of what happened: never changed or removed (the same function as the ledger's).
CREATE TRIGGER receipts_append_only BEFORE UPDATE OR DELETE ON receipts
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
