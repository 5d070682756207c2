CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pedido_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_payment_id" text,
	"redirect_url" text,
	"pix_code" text,
	"pix_qr_image" text,
	"pix_expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_amount_check" CHECK ("booking_payments"."amount_cents" > 0),
	CONSTRAINT "booking_payments_method_check" CHECK ("booking_payments"."method" in ('card', 'pix')),
	CONSTRAINT "booking_payments_status_check" CHECK ("booking_payments"."status" in ('pending', 'succeeded'))
);
--> statement-breakpoint
CREATE TABLE "booking_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_payment_id" uuid NOT NULL,
	"pedido_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "booking_refunds_amount_check" CHECK ("booking_refunds"."amount_cents" > 0),
	CONSTRAINT "booking_refunds_status_check" CHECK ("booking_refunds"."status" in ('pending', 'succeeded'))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text,
	"pedido_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('family_payments', 'escrow', 'caregiver_available', 'platform_fee', 'refunds'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"pedido_id" uuid,
	"payment_event_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('payment', 'refund', 'release'))
);
--> statement-breakpoint
ALTER TABLE "pedidos_reserva" DROP CONSTRAINT "pedidos_reserva_status_check";--> statement-breakpoint
ALTER TABLE "pedidos_reserva" DROP CONSTRAINT "pedidos_reserva_preco_check";--> statement-breakpoint
ALTER TABLE "reservas" DROP CONSTRAINT "reservas_preco_check";--> statement-breakpoint
ALTER TABLE "reservas" DROP CONSTRAINT "reservas_status_check";--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "pedido_id" uuid;--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD COLUMN "taxa_servico_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD COLUMN "pago_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "taxa_servico_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_payment_id_booking_payments_id_fk" FOREIGN KEY ("booking_payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payment_event_id_payment_events_id_fk" FOREIGN KEY ("payment_event_id") REFERENCES "public"."payment_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_attempt_idx" ON "booking_payments" USING btree ("pedido_id","method","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_provider_idx" ON "booking_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_refunds_payment_idx" ON "booking_refunds" USING btree ("booking_payment_id");--> statement-breakpoint
CREATE INDEX "booking_refunds_pending_idx" ON "booking_refunds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_pedido_idx" ON "ledger_transactions" USING btree ("pedido_id");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD CONSTRAINT "pedidos_reserva_status_check" CHECK ("pedidos_reserva"."status" in ('aguardando_pagamento', 'pendente', 'confirmada', 'recusada', 'cancelada', 'expirada', 'concluida'));--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD CONSTRAINT "pedidos_reserva_preco_check" CHECK ("pedidos_reserva"."preco_total_centavos" >= 0 and "pedidos_reserva"."preco_hora_centavos" >= 0 and "pedidos_reserva"."taxa_servico_centavos" >= 0);--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_preco_check" CHECK ("reservas"."preco_total_centavos" >= 0 and "reservas"."taxa_servico_centavos" >= 0);--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_status_check" CHECK ("reservas"."status" in ('aguardando_pagamento', 'pendente', 'confirmada', 'recusada', 'cancelada', 'expirada', 'concluida'));