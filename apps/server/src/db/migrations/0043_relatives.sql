CREATE TABLE "familiares_convidados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"familia_id" text NOT NULL,
	"email" text NOT NULL,
	"familiar_id" text,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"convidado_em" timestamp with time zone NOT NULL,
	"aceito_em" timestamp with time zone,
	"pode_confirmar_presenca" boolean DEFAULT false NOT NULL,
	"notifica_chegadas" boolean DEFAULT true NOT NULL,
	"notifica_alertas" boolean DEFAULT true NOT NULL,
	"notifica_reservas" boolean DEFAULT true NOT NULL,
	CONSTRAINT "familiares_convidados_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "familiares_convidados_aceito_check" CHECK (("familiares_convidados"."familiar_id" is null) = ("familiares_convidados"."aceito_em" is null)),
	CONSTRAINT "familiares_convidados_token_check" CHECK ("familiares_convidados"."familiar_id" is null or "familiares_convidados"."token_hash" is null),
	CONSTRAINT "familiares_convidados_email_check" CHECK ("familiares_convidados"."email" = lower("familiares_convidados"."email"))
);
--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_role_check";--> statement-breakpoint
ALTER TABLE "familiares_convidados" ADD CONSTRAINT "familiares_convidados_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "familiares_convidados" ADD CONSTRAINT "familiares_convidados_familiar_id_profiles_id_fk" FOREIGN KEY ("familiar_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "familiares_convidados_email_idx" ON "familiares_convidados" USING btree ("familia_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "familiares_convidados_familiar_idx" ON "familiares_convidados" USING btree ("familia_id","familiar_id");--> statement-breakpoint
CREATE INDEX "familiares_convidados_seguidor_idx" ON "familiares_convidados" USING btree ("familiar_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('familia', 'cuidador', 'operador', 'familiar'));