CREATE TABLE "plan_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"familia_id" text NOT NULL,
	"cuidador_id" text NOT NULL,
	"dias_semana" smallint[] NOT NULL,
	"turno" text NOT NULL,
	"status" text DEFAULT 'proposta' NOT NULL,
	"valor_diaria_centavos" integer NOT NULL,
	"taxa_centavos" integer NOT NULL,
	"repasse_centavos" integer NOT NULL,
	"vinculo_escolha" text,
	"pedido_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "plan_assignments_status_check" CHECK ("plan_assignments"."status" in ('proposta', 'aceita', 'recusada', 'encerrada')),
	CONSTRAINT "plan_assignments_turno_check" CHECK ("plan_assignments"."turno" in ('dia', 'noite')),
	CONSTRAINT "plan_assignments_dias_check" CHECK (cardinality("plan_assignments"."dias_semana") between 1 and 5 and "plan_assignments"."dias_semana" <@ array[1, 2, 3, 4, 5]::smallint[]),
	CONSTRAINT "plan_assignments_money_check" CHECK ("plan_assignments"."valor_diaria_centavos" > 0 and "plan_assignments"."taxa_centavos" >= 0 and "plan_assignments"."repasse_centavos" = "plan_assignments"."valor_diaria_centavos" - "plan_assignments"."taxa_centavos"),
	CONSTRAINT "plan_assignments_vinculo_check" CHECK ("plan_assignments"."vinculo_escolha" is null or "plan_assignments"."vinculo_escolha" in ('alternar_cuidadores', 'contratar_formalmente'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD COLUMN "plan_subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD CONSTRAINT "plan_assignments_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD CONSTRAINT "plan_assignments_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD CONSTRAINT "plan_assignments_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD CONSTRAINT "plan_assignments_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_assignments_subscription_idx" ON "plan_assignments" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "plan_assignments_cuidador_idx" ON "plan_assignments" USING btree ("cuidador_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_assignments_pedido_idx" ON "plan_assignments" USING btree ("pedido_id");--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD CONSTRAINT "pedidos_reserva_plan_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("plan_subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('family_payments', 'escrow', 'caregiver_available', 'platform_fee', 'refunds', 'payouts_sent', 'plan_funds'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('payment', 'refund', 'release', 'payout', 'payout_reversal', 'plan_payment', 'plan_allocation', 'plan_return', 'plan_refund'));