CREATE TABLE "diario_entradas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reserva_id" uuid NOT NULL,
	"familia_id" text NOT NULL,
	"cuidador_id" text NOT NULL,
	"tipo" text NOT NULL,
	"ocorrido_em" timestamp with time zone NOT NULL,
	"dados" jsonb NOT NULL,
	"corrige_id" uuid,
	"motivo_correcao" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "diario_entradas_tipo_check" CHECK ("diario_entradas"."tipo" in ('medicacao', 'refeicao', 'higiene', 'mobilidade', 'sono', 'humor', 'incidente', 'observacao')),
	CONSTRAINT "diario_entradas_correcao_check" CHECK (("diario_entradas"."corrige_id" is null) = ("diario_entradas"."motivo_correcao" is null))
);
--> statement-breakpoint
CREATE TABLE "diario_fotos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entrada_id" uuid NOT NULL,
	"familia_id" text NOT NULL,
	"cuidador_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "diario_fotos_mime_check" CHECK ("diario_fotos"."mime" in ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "diario_entradas" ADD CONSTRAINT "diario_entradas_reserva_id_reservas_id_fk" FOREIGN KEY ("reserva_id") REFERENCES "public"."reservas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_entradas" ADD CONSTRAINT "diario_entradas_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_entradas" ADD CONSTRAINT "diario_entradas_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_entradas" ADD CONSTRAINT "diario_entradas_corrige_id_diario_entradas_id_fk" FOREIGN KEY ("corrige_id") REFERENCES "public"."diario_entradas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_fotos" ADD CONSTRAINT "diario_fotos_entrada_id_diario_entradas_id_fk" FOREIGN KEY ("entrada_id") REFERENCES "public"."diario_entradas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_fotos" ADD CONSTRAINT "diario_fotos_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diario_fotos" ADD CONSTRAINT "diario_fotos_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diario_entradas_corrige_idx" ON "diario_entradas" USING btree ("corrige_id");--> statement-breakpoint
CREATE INDEX "diario_entradas_familia_idx" ON "diario_entradas" USING btree ("familia_id","ocorrido_em");--> statement-breakpoint
CREATE INDEX "diario_entradas_reserva_idx" ON "diario_entradas" USING btree ("reserva_id");--> statement-breakpoint
CREATE INDEX "diario_entradas_cuidador_idx" ON "diario_entradas" USING btree ("cuidador_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diario_fotos_storage_key_idx" ON "diario_fotos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "diario_fotos_entrada_idx" ON "diario_fotos" USING btree ("entrada_id");--> statement-breakpoint
CREATE INDEX "diario_fotos_familia_idx" ON "diario_fotos" USING btree ("familia_id");