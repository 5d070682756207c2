-- A second covering index in ranking order, per city instead of per neighbourhood: the best-first
-- search of the relaxed steps (the family's city, then the state) reads each city's caregivers
-- best-rated first and stops at the tenth that has every chosen skill and is free in the shift,
-- instead of ten per neighbourhood merged afterwards (ADR 0025).
CREATE INDEX cuidador_profiles_cidade_ordem_idx ON cuidador_profiles (estado, cidade_busca, rating DESC NULLS LAST, total_avaliacoes DESC, id)
  INCLUDE (bairro_busca, genero, competencias_busca, disponibilidade, agenda_manha_ate, agenda_tarde_ate, agenda_noite_ate, agenda_integral_ate)
  WHERE buscavel;
