ALTER TABLE "cuidador_profiles" ADD COLUMN "reservas_concluidas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "cancelamentos_cuidador" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "resposta_mediana_min" integer;