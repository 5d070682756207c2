-- Check-in begins now (docs/product.md#visits, ADR 0048): only requests accepted from this instant
-- on are watched for late arrivals and no-shows, so bookings accepted before caregivers had any
-- way to check in are never marked a no-show by the first run of the job.
INSERT INTO visit_tracking (id, desde) VALUES (1, now()) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- Reliability (docs/product.md#cancellation-policy): a no-show counts like a caregiver's
-- cancellation. Same function as migration 0029, plus the caregiver's days recorded as a no-show.
CREATE OR REPLACE FUNCTION cuidador_confiabilidade_atualiza(alvo text) RETURNS void LANGUAGE sql AS $$
  UPDATE cuidador_profiles c SET
    reservas_concluidas = s.concluidas,
    cancelamentos_cuidador = s.cancelamentos,
    resposta_mediana_min = s.mediana
  FROM (
    SELECT count(*) FILTER (WHERE p.status = 'concluida')::int AS concluidas,
           (count(*) FILTER (WHERE p.cancelado_por = 'cuidador')
             + (SELECT count(*) FROM visit_presence v WHERE v.cuidador_id = alvo AND v.falta_em IS NOT NULL))::int AS cancelamentos,
           round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM p.responded_at - p.pago_em))
             FILTER (WHERE p.responded_at IS NOT NULL AND p.pago_em IS NOT NULL AND p.responded_at >= p.pago_em)) / 60)::int AS mediana
      FROM pedidos_reserva p
     WHERE p.cuidador_id = alvo
  ) s
  WHERE c.id = alvo
    AND (c.reservas_concluidas, c.cancelamentos_cuidador, c.resposta_mediana_min) IS DISTINCT FROM (s.concluidas, s.cancelamentos, s.mediana);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION visit_presence_confiabilidade() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM cuidador_confiabilidade_atualiza(OLD.cuidador_id);
  ELSE
    PERFORM cuidador_confiabilidade_atualiza(NEW.cuidador_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER visit_presence_confiabilidade_upd
  AFTER UPDATE OF falta_em ON visit_presence
  FOR EACH ROW
  WHEN (OLD.falta_em IS DISTINCT FROM NEW.falta_em)
  EXECUTE FUNCTION visit_presence_confiabilidade();
--> statement-breakpoint
CREATE TRIGGER visit_presence_confiabilidade_ins
  AFTER INSERT ON visit_presence
  FOR EACH ROW
  WHEN (NEW.falta_em IS NOT NULL)
  EXECUTE FUNCTION visit_presence_confiabilidade();
--> statement-breakpoint
CREATE TRIGGER visit_presence_confiabilidade_del
  AFTER DELETE ON visit_presence
  FOR EACH ROW
  WHEN (OLD.falta_em IS NOT NULL)
  EXECUTE FUNCTION visit_presence_confiabilidade();
