CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_kind_check" CHECK ("consents"."kind" in ('dados_saude')),
	CONSTRAINT "consents_withdrawn_check" CHECK ("consents"."withdrawn_at" is null or "consents"."withdrawn_at" >= "consents"."accepted_at")
);
--> statement-breakpoint
CREATE TABLE "locais_busca" (
	"estado" text NOT NULL,
	"cidade_busca" text NOT NULL,
	"bairro_busca" text NOT NULL,
	"cuidadores" integer NOT NULL,
	CONSTRAINT "locais_busca_estado_cidade_busca_bairro_busca_pk" PRIMARY KEY("estado","cidade_busca","bairro_busca"),
	CONSTRAINT "locais_busca_cuidadores_check" CHECK ("locais_busca"."cuidadores" > 0)
);
--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "competencias_busca" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "cidade_busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "bairro_busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "buscavel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "agenda_manha_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "agenda_tarde_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "agenda_noite_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "agenda_integral_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_active_idx" ON "consents" USING btree ("user_id","kind") WHERE "consents"."withdrawn_at" is null;