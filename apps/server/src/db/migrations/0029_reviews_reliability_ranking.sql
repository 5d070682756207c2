-- (0024_double_blind_reviews, written on its branch; merged into one migration after the payments migrations)
CREATE TABLE "avaliacoes_familias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pedido_id" uuid NOT NULL,
	"cuidador_id" text NOT NULL,
	"familia_id" text NOT NULL,
	"estrelas" integer NOT NULL,
	"nota" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avaliacoes_familias_estrelas_check" CHECK ("avaliacoes_familias"."estrelas" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD COLUMN "publicar_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD COLUMN "publicada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD COLUMN "resposta" text;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD COLUMN "resposta_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "avaliacoes_familias" ADD CONSTRAINT "avaliacoes_familias_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes_familias" ADD CONSTRAINT "avaliacoes_familias_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes_familias" ADD CONSTRAINT "avaliacoes_familias_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avaliacoes_familias_pedido_idx" ON "avaliacoes_familias" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "avaliacoes_familias_familia_idx" ON "avaliacoes_familias" USING btree ("familia_id");--> statement-breakpoint
CREATE INDEX "avaliacoes_familias_cuidador_idx" ON "avaliacoes_familias" USING btree ("cuidador_id","created_at");--> statement-breakpoint
CREATE INDEX "avaliacoes_a_publicar_idx" ON "avaliacoes" USING btree ("publicar_em") WHERE "avaliacoes"."publicada_em" is null;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_resposta_check" CHECK (("avaliacoes"."resposta" is null) = ("avaliacoes"."resposta_em" is null));--> statement-breakpoint
-- Reviews written before double-blind were already public (docs/product.md#reviews).
UPDATE "avaliacoes" SET "publicar_em" = "created_at", "publicada_em" = "created_at";
--> statement-breakpoint
-- (0025_caregiver_reliability, written on its branch; merged into one migration after the payments migrations)
ALTER TABLE "cuidador_profiles" ADD COLUMN "reservas_concluidas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "cancelamentos_cuidador" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "resposta_mediana_min" integer;
--> statement-breakpoint
-- (0026_reliability_trigger, written on its branch; merged into one migration after the payments migrations)
-- A caregiver's reliability (docs/product.md#caregiver-page, ADR 0038), kept on cuidador_profiles
-- so cards and the ranking read it without a join: concluded requests, requests the caregiver
-- cancelled, and the median minutes from payment to the caregiver's answer (accept or decline).
-- Recomputed from the caregiver's own requests (pedidos_reserva_cuidador_idx) only when a column
-- that matters changes; a plain new request (unpaid, unanswered) costs nothing.
CREATE OR REPLACE FUNCTION cuidador_confiabilidade_atualiza(alvo text) RETURNS void LANGUAGE sql AS $$
  UPDATE cuidador_profiles c SET
    reservas_concluidas = s.concluidas,
    cancelamentos_cuidador = s.cancelamentos,
    resposta_mediana_min = s.mediana
  FROM (
    SELECT count(*) FILTER (WHERE p.status = 'concluida')::int AS concluidas,
           count(*) FILTER (WHERE p.cancelado_por = 'cuidador')::int AS cancelamentos,
           round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM p.responded_at - p.pago_em))
             FILTER (WHERE p.responded_at IS NOT NULL AND p.pago_em IS NOT NULL AND p.responded_at >= p.pago_em)) / 60)::int AS mediana
      FROM pedidos_reserva p
     WHERE p.cuidador_id = alvo
  ) s
  WHERE c.id = alvo
    AND (c.reservas_concluidas, c.cancelamentos_cuidador, c.resposta_mediana_min) IS DISTINCT FROM (s.concluidas, s.cancelamentos, s.mediana);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pedidos_reserva_confiabilidade() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM cuidador_confiabilidade_atualiza(OLD.cuidador_id);
  ELSE
    PERFORM cuidador_confiabilidade_atualiza(NEW.cuidador_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pedidos_reserva_confiabilidade_upd
  AFTER UPDATE OF status, cancelado_por, responded_at, pago_em ON pedidos_reserva
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.cancelado_por IS DISTINCT FROM NEW.cancelado_por
        OR OLD.responded_at IS DISTINCT FROM NEW.responded_at OR OLD.pago_em IS DISTINCT FROM NEW.pago_em)
  EXECUTE FUNCTION pedidos_reserva_confiabilidade();
--> statement-breakpoint
CREATE TRIGGER pedidos_reserva_confiabilidade_ins
  AFTER INSERT ON pedidos_reserva
  FOR EACH ROW
  WHEN (NEW.status = 'concluida' OR NEW.cancelado_por IS NOT NULL OR NEW.responded_at IS NOT NULL)
  EXECUTE FUNCTION pedidos_reserva_confiabilidade();
--> statement-breakpoint
CREATE TRIGGER pedidos_reserva_confiabilidade_del
  AFTER DELETE ON pedidos_reserva
  FOR EACH ROW
  EXECUTE FUNCTION pedidos_reserva_confiabilidade();
--> statement-breakpoint
-- The history already there.
SELECT cuidador_confiabilidade_atualiza(id) FROM cuidador_profiles;
--> statement-breakpoint
-- (0027_ranking_quality, written on its branch; merged into one migration after the payments migrations)
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
