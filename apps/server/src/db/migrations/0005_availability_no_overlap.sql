-- One caregiver's availability slots never overlap (touching ends are fine: [start, end) ranges).
-- The service refuses an overlap with a message naming the other slot; this constraint keeps the
-- rule true under concurrent requests too. Needs btree_gist for the equality on cuidador_id.
ALTER TABLE "disponibilidade" ADD CONSTRAINT "disponibilidade_sem_sobreposicao"
  EXCLUDE USING gist ("cuidador_id" WITH =, tstzrange("start_datetime", "end_datetime", '[)') WITH &&);
