CREATE INDEX "reservas_confirmada_start_idx" ON "reservas" USING btree ("start_datetime") WHERE "reservas"."status" = 'confirmada' and "reservas"."cancelado_em" is null;--> statement-breakpoint
-- Reminders are per day of a booking now (docs/product.md#bookings), keyed lembrete:dia:<day>:<person>.
-- A reminder sent before under its request's key (lembrete:<request>:<person>) was about the
-- request's first day that had not started then: it takes that day's key, so the job neither
-- notifies nor e-mails that day again.
UPDATE "notificacoes" SET "dedupe_key" = coalesce(
  'lembrete:dia:' || (
    SELECT r."id"::text FROM "reservas" r
    WHERE r."pedido_id"::text = split_part("notificacoes"."dedupe_key", ':', 2) AND r."start_datetime" > "notificacoes"."created_at"
      AND (r."cancelado_em" IS NULL OR r."cancelado_em" > "notificacoes"."created_at")
    ORDER BY r."start_datetime" LIMIT 1
  ) || ':' || "notificacoes"."user_id",
  "dedupe_key"
)
WHERE "tipo" = 'lembrete' AND "dedupe_key" LIKE 'lembrete:%' AND "dedupe_key" NOT LIKE 'lembrete:dia:%';
