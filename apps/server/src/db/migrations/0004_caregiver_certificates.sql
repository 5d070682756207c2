CREATE TABLE "certificados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cuidador_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"nome_original" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho_bytes" integer NOT NULL,
	"anexado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificados_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "certificados_tamanho_check" CHECK ("certificados"."tamanho_bytes" between 1 and 5242880),
	CONSTRAINT "certificados_mime_check" CHECK ("certificados"."mime" in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "certificados" ADD CONSTRAINT "certificados_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificados_cuidador_idx" ON "certificados" USING btree ("cuidador_id","created_at");