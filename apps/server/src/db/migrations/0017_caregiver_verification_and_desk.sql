CREATE TABLE "caregiver_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cuidador_id" text NOT NULL,
	"posicao" integer NOT NULL,
	"nome" text NOT NULL,
	"relacao" text NOT NULL,
	"telefone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caregiver_references_posicao_check" CHECK ("caregiver_references"."posicao" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text,
	"reported_id" text NOT NULL,
	"alvo_tipo" text NOT NULL,
	"alvo_id" text NOT NULL,
	"motivo" text NOT NULL,
	"descricao" text,
	"status" text DEFAULT 'aberta' NOT NULL,
	"resultado" text,
	"resultado_nota" text,
	"tratada_por" text,
	"tratada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_alvo_tipo_check" CHECK ("reports"."alvo_tipo" in ('perfil', 'mensagem', 'reserva')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('aberta', 'resolvida')),
	CONSTRAINT "reports_resultado_check" CHECK ("reports"."resultado" is null or "reports"."resultado" in ('suspensao', 'advertencia', 'arquivada'))
);
--> statement-breakpoint
CREATE TABLE "verification_checks" (
	"cuidador_id" text NOT NULL,
	"item" text NOT NULL,
	"nota" text,
	"realizada_em" date,
	"marcado_por" text,
	"marcado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_checks_cuidador_id_item_pk" PRIMARY KEY("cuidador_id","item"),
	CONSTRAINT "verification_checks_item_check" CHECK ("verification_checks"."item" in ('documentos_conferem', 'antecedentes_validos', 'referencia_1', 'referencia_2', 'entrevista'))
);
--> statement-breakpoint
CREATE TABLE "verification_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cuidador_id" text NOT NULL,
	"operador_id" text,
	"de_estado" text NOT NULL,
	"para_estado" text NOT NULL,
	"motivo" text,
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificados" ADD COLUMN "tipo" text DEFAULT 'certificado' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificados" ADD COLUMN "emitido_em" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "resposta_texto" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "respondida_por" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "respondida_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "verificacao" text DEFAULT 'cadastro_incompleto' NOT NULL;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "verificacao_desde" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "antecedentes_emitida_em" date;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "antecedentes_valida_ate" date;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "antecedentes_aviso_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "caregiver_references" ADD CONSTRAINT "caregiver_references_cuidador_id_cuidador_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."cuidador_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_id_user_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_tratada_por_user_id_fk" FOREIGN KEY ("tratada_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_checks" ADD CONSTRAINT "verification_checks_cuidador_id_cuidador_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."cuidador_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_checks" ADD CONSTRAINT "verification_checks_marcado_por_user_id_fk" FOREIGN KEY ("marcado_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_decisions" ADD CONSTRAINT "verification_decisions_cuidador_id_cuidador_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."cuidador_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_decisions" ADD CONSTRAINT "verification_decisions_operador_id_user_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caregiver_references_posicao_idx" ON "caregiver_references" USING btree ("cuidador_id","posicao");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_reported_idx" ON "reports" USING btree ("reported_id");--> statement-breakpoint
CREATE INDEX "verification_decisions_cuidador_idx" ON "verification_decisions" USING btree ("cuidador_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_respondida_por_user_id_fk" FOREIGN KEY ("respondida_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cuidador_profiles_cpf_idx" ON "cuidador_profiles" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "cuidador_profiles_verificacao_idx" ON "cuidador_profiles" USING btree ("verificacao","verificacao_desde");--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_tipo_check" CHECK ("certificados"."tipo" in ('certificado', 'identidade', 'antecedentes_federal', 'antecedentes_estadual'));--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD CONSTRAINT "cuidador_profiles_verificacao_check" CHECK ("cuidador_profiles"."verificacao" in ('cadastro_incompleto', 'em_analise', 'aprovado', 'reprovado', 'suspenso', 'verificacao_vencida'));--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD CONSTRAINT "cuidador_profiles_cpf_check" CHECK ("cuidador_profiles"."cpf" is null or "cuidador_profiles"."cpf" ~ '^[0-9]{11}$');--> statement-breakpoint
-- Only approved caregivers can be suggested (docs/product.md#verification): 'buscavel' now also
-- needs verificacao = 'aprovado', so the search index, the places list and every query built on
-- them leave everybody else out, whatever code path changes the state.
CREATE OR REPLACE FUNCTION cuidador_profiles_busca() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      NEW.competencias_busca := ARRAY(
        SELECT DISTINCT n FROM (SELECT cuidar_normalize(skill) AS n FROM unnest(coalesce(NEW.competencias, '{}'::text[])) AS skill) s
        WHERE n <> ''
      );
      NEW.cidade_busca := cuidar_normalize(NEW.cidade);
      NEW.bairro_busca := cuidar_normalize(NEW.bairro);
      NEW.buscavel := NEW.verificacao = 'aprovado'
        AND coalesce(btrim(NEW.bio), '') <> ''
        AND cardinality(NEW.competencias) > 0
        AND coalesce(btrim(NEW.cidade), '') <> ''
        AND coalesce(btrim(NEW.estado), '') <> ''
        AND EXISTS (
          SELECT 1 FROM profiles p
           WHERE p.id = NEW.id AND p.role = 'cuidador' AND btrim(p.first_name) <> '' AND btrim(p.last_name) <> ''
        );
      RETURN NEW;
    END;
  $$;
--> statement-breakpoint
-- Caregivers already registered were never verified: a complete registration waits in the
-- operators' queue, an incomplete one stays incomplete. Nobody is approved by a migration.
UPDATE cuidador_profiles SET verificacao = CASE WHEN buscavel THEN 'em_analise' ELSE 'cadastro_incompleto' END, verificacao_desde = now();
