-- Reliability (docs/product.md#reliability): a caregiver cancelling some days of a request (one day
-- of a series or of consecutive days, or the rest from one day on: ADR 0045) counts as one
-- cancellation by the caregiver, exactly as cancelling a whole request does, however many days it
-- covers. One cancellation is one (request, instant) among the days the caregiver cancelled on
-- their own. Same function as migration 0037 plus those, and a trigger on the days.
CREATE OR REPLACE FUNCTION cuidador_confiabilidade_atualiza(alvo text) RETURNS void LANGUAGE sql AS $$
  UPDATE cuidador_profiles c SET
    reservas_concluidas = s.concluidas,
    cancelamentos_cuidador = s.cancelamentos,
    resposta_mediana_min = s.mediana
  FROM (
    SELECT count(*) FILTER (WHERE p.status = 'concluida')::int AS concluidas,
           (count(*) FILTER (WHERE p.cancelado_por = 'cuidador')
             + (SELECT count(*) FROM visit_presence v WHERE v.cuidador_id = alvo AND v.falta_em IS NOT NULL)
             + (SELECT count(DISTINCT (r.pedido_id, r.cancelado_em)) FROM reservas r
                 WHERE r.cuidador_id = alvo AND r.cancelado_por = 'cuidador' AND r.cancelado_em IS NOT NULL))::int AS cancelamentos,
           round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM p.responded_at - p.pago_em))
             FILTER (WHERE p.responded_at IS NOT NULL AND p.pago_em IS NOT NULL AND p.responded_at >= p.pago_em)) / 60)::int AS mediana
      FROM pedidos_reserva p
     WHERE p.cuidador_id = alvo
  ) s
  WHERE c.id = alvo
    AND (c.reservas_concluidas, c.cancelamentos_cuidador, c.resposta_mediana_min) IS DISTINCT FROM (s.concluidas, s.cancelamentos, s.mediana);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reservas_cancelamento_confiabilidade() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.cuidador_id IS NOT NULL THEN PERFORM cuidador_confiabilidade_atualiza(OLD.cuidador_id); END IF;
  ELSIF NEW.cuidador_id IS NOT NULL THEN
    PERFORM cuidador_confiabilidade_atualiza(NEW.cuidador_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reservas_cancelamento_confiabilidade_upd
  AFTER UPDATE OF cancelado_por, cancelado_em ON reservas
  FOR EACH ROW
  WHEN (OLD.cancelado_por IS DISTINCT FROM NEW.cancelado_por OR OLD.cancelado_em IS DISTINCT FROM NEW.cancelado_em)
  EXECUTE FUNCTION reservas_cancelamento_confiabilidade();
--> statement-breakpoint
CREATE TRIGGER reservas_cancelamento_confiabilidade_del
  AFTER DELETE ON reservas
  FOR EACH ROW
  WHEN (OLD.cancelado_por = 'cuidador')
  EXECUTE FUNCTION reservas_cancelamento_confiabilidade();
--> statement-breakpoint
-- Days caregivers already cancelled on their own count from now on.
SELECT cuidador_confiabilidade_atualiza(r.cuidador_id) FROM (SELECT DISTINCT cuidador_id FROM reservas WHERE cancelado_por = 'cuidador' AND cuidador_id IS NOT NULL) r;
