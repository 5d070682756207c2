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
