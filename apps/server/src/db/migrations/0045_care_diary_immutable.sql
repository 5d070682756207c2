-- The care diary is never edited (docs/product.md#care-diary, ADR 0050): a correction is a new row
-- pointing at the version it replaces. Rows are removed only with the family's account (its
-- patient's health data), never updated.
CREATE OR REPLACE FUNCTION diario_entradas_no_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      RAISE EXCEPTION 'diario_entradas is never updated (a correction is a new version)' USING ERRCODE = 'check_violation';
    END;
  $$;
--> statement-breakpoint
CREATE TRIGGER diario_entradas_no_update BEFORE UPDATE ON diario_entradas
  FOR EACH ROW EXECUTE FUNCTION diario_entradas_no_update();
