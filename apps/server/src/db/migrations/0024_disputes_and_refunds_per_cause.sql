CREATE TABLE "booking_dispute_days" (
	"dispute_id" uuid NOT NULL,
	"reserva_id" uuid NOT NULL,
	CONSTRAINT "booking_dispute_days_dispute_id_reserva_id_pk" PRIMARY KEY("dispute_id","reserva_id")
);
--> statement-breakpoint
CREATE TABLE "booking_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pedido_id" uuid NOT NULL,
	"motivo" text NOT NULL,
	"descricao" text,
	"status" text DEFAULT 'aberta' NOT NULL,
	"decisao" text,
	"reembolso_centavos" integer,
	"nota" text,
	"decidida_por" text,
	"decidida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_disputes_status_check" CHECK ("booking_disputes"."status" in ('aberta', 'decidida')),
	CONSTRAINT "booking_disputes_decisao_check" CHECK ("booking_disputes"."decisao" is null or "booking_disputes"."decisao" in ('reembolso_total', 'reembolso_parcial', 'liberado')),
	CONSTRAINT "booking_disputes_decided_check" CHECK (("booking_disputes"."status" = 'aberta') = ("booking_disputes"."decisao" is null)),
	CONSTRAINT "booking_disputes_refund_check" CHECK ("booking_disputes"."reembolso_centavos" is null or "booking_disputes"."reembolso_centavos" >= 0)
);
--> statement-breakpoint
DROP INDEX "booking_refunds_payment_idx";--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
-- Refunds owed before this change were one per payment, posted as refund:<booking payment id>.
UPDATE "booking_refunds" SET "idempotency_key" = 'refund:' || "booking_payment_id"::text;--> statement-breakpoint
ALTER TABLE "booking_refunds" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_dispute_days" ADD CONSTRAINT "booking_dispute_days_dispute_id_booking_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."booking_disputes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_dispute_days" ADD CONSTRAINT "booking_dispute_days_reserva_id_reservas_id_fk" FOREIGN KEY ("reserva_id") REFERENCES "public"."reservas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_disputes" ADD CONSTRAINT "booking_disputes_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_disputes" ADD CONSTRAINT "booking_disputes_decidida_por_user_id_fk" FOREIGN KEY ("decidida_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_dispute_days_reserva_idx" ON "booking_dispute_days" USING btree ("reserva_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_disputes_open_once_idx" ON "booking_disputes" USING btree ("pedido_id") WHERE "booking_disputes"."status" = 'aberta';--> statement-breakpoint
CREATE INDEX "booking_disputes_status_idx" ON "booking_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "booking_disputes_pedido_idx" ON "booking_disputes" USING btree ("pedido_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_refunds_key_idx" ON "booking_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "booking_refunds_payment_idx" ON "booking_refunds" USING btree ("booking_payment_id");