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
ALTER TABLE "cuidador_profiles" ADD COLUMN "competencias_busca" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "cidade_busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD COLUMN "bairro_busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_active_idx" ON "consents" USING btree ("user_id","kind") WHERE "consents"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "cuidador_profiles_competencias_busca_idx" ON "cuidador_profiles" USING gin ("competencias_busca");--> statement-breakpoint
CREATE INDEX "cuidador_profiles_cidade_busca_trgm_idx" ON "cuidador_profiles" USING gin ("cidade_busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cuidador_profiles_bairro_busca_trgm_idx" ON "cuidador_profiles" USING gin ("bairro_busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cuidador_profiles_estado_idx" ON "cuidador_profiles" USING btree ("estado","genero");