CREATE TABLE "antecedentes_renovacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cuidador_id" text NOT NULL,
	"certificado_id" uuid,
	"emitido_em" date NOT NULL,
	"de_estado" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"motivo" text,
	"observacao" text,
	"decidida_por" text,
	"decidida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "antecedentes_renovacoes_status_check" CHECK ("antecedentes_renovacoes"."status" in ('pendente', 'aceita', 'recusada'))
);
--> statement-breakpoint
ALTER TABLE "certificados" DROP CONSTRAINT "certificados_tipo_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspensa_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspensao_motivo" text;--> statement-breakpoint
ALTER TABLE "antecedentes_renovacoes" ADD CONSTRAINT "antecedentes_renovacoes_cuidador_id_cuidador_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."cuidador_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antecedentes_renovacoes" ADD CONSTRAINT "antecedentes_renovacoes_certificado_id_certificados_id_fk" FOREIGN KEY ("certificado_id") REFERENCES "public"."certificados"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antecedentes_renovacoes" ADD CONSTRAINT "antecedentes_renovacoes_decidida_por_user_id_fk" FOREIGN KEY ("decidida_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "antecedentes_renovacoes_pendente_idx" ON "antecedentes_renovacoes" USING btree ("cuidador_id") WHERE "antecedentes_renovacoes"."status" = 'pendente';--> statement-breakpoint
CREATE INDEX "antecedentes_renovacoes_fila_idx" ON "antecedentes_renovacoes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_tipo_check" CHECK ("certificados"."tipo" in ('certificado', 'identidade', 'antecedentes_federal', 'antecedentes_estadual', 'antecedentes_renovacao'));