-- The search's covering index, now in ranking order inside each place (rating, then number of
-- reviews, then id), with the gender among the included columns instead of the key: the best-first
-- search reads a place's caregivers best-rated first and stops at the tenth that has every chosen
-- skill and is free in the shift (ADR 0022). The full ranking reads the same rows as before.
DROP INDEX IF EXISTS cuidador_profiles_busca_idx;
--> statement-breakpoint
CREATE INDEX cuidador_profiles_ordem_idx ON cuidador_profiles (estado, cidade_busca, bairro_busca, rating DESC NULLS LAST, total_avaliacoes DESC, id)
  INCLUDE (genero, competencias_busca, disponibilidade, agenda_manha_ate, agenda_tarde_ate, agenda_noite_ate, agenda_integral_ate)
  WHERE buscavel;
