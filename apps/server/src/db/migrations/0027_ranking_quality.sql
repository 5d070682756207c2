ALTER TABLE "cuidador_profiles" ADD COLUMN "qualidade" double precision GENERATED ALWAYS AS (round(((21.0 + coalesce(rating, 0) * total_avaliacoes) / (5 + total_avaliacoes) - cancelamentos_cuidador::numeric / greatest(reservas_concluidas + cancelamentos_cuidador, 1) + case when resposta_mediana_min is null then 0 when resposta_mediana_min <= 60 then 0.15 when resposta_mediana_min <= 240 then 0.1 when resposta_mediana_min <= 1440 then 0.05 else 0 end)::numeric, 4)::double precision) STORED NOT NULL;--> statement-breakpoint
-- The search indexes in the new ranking order (ADR 0038): quality instead of rating and review
-- count, with the price and the rating the page's filters read, still covering (index-only) and
-- partial (WHERE buscavel). Per neighbourhood (the city step's best-first for the family's
-- neighbourhood) and per city (the rest of the city, and the state).
DROP INDEX IF EXISTS cuidador_profiles_ordem_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS cuidador_profiles_cidade_ordem_idx;
--> statement-breakpoint
CREATE INDEX cuidador_profiles_ordem_idx ON cuidador_profiles (estado, cidade_busca, bairro_busca, qualidade DESC, id)
  INCLUDE (genero, competencias_busca, disponibilidade, agenda_manha_ate, agenda_tarde_ate, agenda_noite_ate, agenda_integral_ate, preco_hora_centavos, rating)
  WHERE buscavel;
--> statement-breakpoint
CREATE INDEX cuidador_profiles_cidade_ordem_idx ON cuidador_profiles (estado, cidade_busca, qualidade DESC, id)
  INCLUDE (bairro_busca, genero, competencias_busca, disponibilidade, agenda_manha_ate, agenda_tarde_ate, agenda_noite_ate, agenda_integral_ate, preco_hora_centavos, rating)
  WHERE buscavel;
