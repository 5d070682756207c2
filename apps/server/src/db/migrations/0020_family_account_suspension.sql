ALTER TABLE "profiles" ADD COLUMN "suspensa_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspensao_motivo" text;