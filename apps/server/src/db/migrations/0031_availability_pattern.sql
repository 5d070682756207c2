CREATE TABLE "disponibilidade_folgas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cuidador_id" text NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disponibilidade_folgas_range_check" CHECK ("disponibilidade_folgas"."data_fim" >= "disponibilidade_folgas"."data_inicio")
);
--> statement-breakpoint
CREATE TABLE "disponibilidade_padroes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cuidador_id" text NOT NULL,
	"faixas" jsonb NOT NULL,
	"valido_de" date NOT NULL,
	"valido_ate" date,
	"materializado_ate" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disponibilidade_padroes_validade_check" CHECK ("disponibilidade_padroes"."valido_ate" is null or "disponibilidade_padroes"."valido_ate" >= "disponibilidade_padroes"."valido_de"),
	CONSTRAINT "disponibilidade_padroes_faixas_check" CHECK (jsonb_typeof("disponibilidade_padroes"."faixas") = 'array' and jsonb_array_length("disponibilidade_padroes"."faixas") between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "disponibilidade" ADD COLUMN "padrao_id" uuid;--> statement-breakpoint
ALTER TABLE "disponibilidade_folgas" ADD CONSTRAINT "disponibilidade_folgas_cuidador_id_cuidador_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."cuidador_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disponibilidade_padroes" ADD CONSTRAINT "disponibilidade_padroes_cuidador_id_cuidador_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."cuidador_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disponibilidade_folgas_cuidador_idx" ON "disponibilidade_folgas" USING btree ("cuidador_id","data_fim");--> statement-breakpoint
CREATE UNIQUE INDEX "disponibilidade_padroes_cuidador_idx" ON "disponibilidade_padroes" USING btree ("cuidador_id");--> statement-breakpoint
ALTER TABLE "disponibilidade" ADD CONSTRAINT "disponibilidade_padrao_id_disponibilidade_padroes_id_fk" FOREIGN KEY ("padrao_id") REFERENCES "public"."disponibilidade_padroes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disponibilidade_padrao_idx" ON "disponibilidade" USING btree ("padrao_id","start_datetime");--> statement-breakpoint
-- One caregiver's days off never overlap (the service says so first; this keeps it true under races).
ALTER TABLE "disponibilidade_folgas" ADD CONSTRAINT "disponibilidade_folgas_sem_sobreposicao"
  EXCLUDE USING gist ("cuidador_id" WITH =, daterange("data_inicio", "data_fim", '[]') WITH &&);
