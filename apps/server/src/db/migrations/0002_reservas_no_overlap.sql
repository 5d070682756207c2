-- No double-booking, enforced by the database: two active day rows (pendente or confirmada) of
-- one caregiver may not overlap in time. Needs btree_gist for the equality on cuidador_id.
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_sem_sobreposicao"
  EXCLUDE USING gist ("cuidador_id" WITH =, tstzrange("start_datetime", "end_datetime", '[)') WITH &&)
  WHERE ("status" IN ('pendente', 'confirmada'));
