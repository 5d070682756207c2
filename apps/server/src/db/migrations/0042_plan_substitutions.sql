CREATE TABLE "plan_substitutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"familia_id" text NOT NULL,
	"cuidador_id" text NOT NULL,
	"datas" date[] NOT NULL,
	"turno" text NOT NULL,
	"status" text DEFAULT 'proposta' NOT NULL,
	"valor_diaria_centavos" integer NOT NULL,
	"taxa_centavos" integer NOT NULL,
	"repasse_centavos" integer NOT NULL,
	"vinculo_escolha" text,
	"pedido_id" uuid,
	"expira_em" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "plan_substitutions_status_check" CHECK ("plan_substitutions"."status" in ('proposta', 'aceita', 'recusada')),
	CONSTRAINT "plan_substitutions_turno_check" CHECK ("plan_substitutions"."turno" in ('dia', 'noite')),
	CONSTRAINT "plan_substitutions_datas_check" CHECK (cardinality("plan_substitutions"."datas") >= 1),
	CONSTRAINT "plan_substitutions_money_check" CHECK ("plan_substitutions"."valor_diaria_centavos" > 0 and "plan_substitutions"."taxa_centavos" >= 0 and "plan_substitutions"."repasse_centavos" = "plan_substitutions"."valor_diaria_centavos" - "plan_substitutions"."taxa_centavos"),
	CONSTRAINT "plan_substitutions_vinculo_check" CHECK ("plan_substitutions"."vinculo_escolha" is null or "plan_substitutions"."vinculo_escolha" in ('alternar_cuidadores', 'contratar_formalmente'))
);
--> statement-breakpoint
ALTER TABLE "plan_substitutions" ADD CONSTRAINT "plan_substitutions_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_substitutions" ADD CONSTRAINT "plan_substitutions_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_substitutions" ADD CONSTRAINT "plan_substitutions_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_substitutions" ADD CONSTRAINT "plan_substitutions_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_substitutions_subscription_idx" ON "plan_substitutions" USING btree ("subscription_id","status");--> statement-breakpoint
CREATE INDEX "plan_substitutions_cuidador_idx" ON "plan_substitutions" USING btree ("cuidador_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_substitutions_pedido_idx" ON "plan_substitutions" USING btree ("pedido_id");