-- The log of reads of a patient's health data is a record of what happened: rows are added by the
-- server as reads happen and never changed afterwards, whatever code path tries.
CREATE OR REPLACE FUNCTION health_data_reads_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      RAISE EXCEPTION 'health_data_reads is append-only' USING ERRCODE = 'check_violation';
    END;
  $$;
--> statement-breakpoint
CREATE TRIGGER health_data_reads_append_only
  BEFORE UPDATE ON health_data_reads
  FOR EACH ROW EXECUTE FUNCTION health_data_reads_append_only();
