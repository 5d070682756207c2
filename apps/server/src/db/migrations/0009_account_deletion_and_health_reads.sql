CREATE TABLE "health_data_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"familia_id" text NOT NULL,
	"cuidador_id" text NOT NULL,
	"pedido_id" uuid,
	"fields" text[] NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_data_reads_fields_check" CHECK ("health_data_reads"."fields" <@ array['pacienteNome', 'pacienteIdade', 'pacienteCondicao']::text[])
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "health_data_reads" ADD CONSTRAINT "health_data_reads_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_data_reads" ADD CONSTRAINT "health_data_reads_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_data_reads" ADD CONSTRAINT "health_data_reads_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_data_reads_familia_idx" ON "health_data_reads" USING btree ("familia_id","read_at");--> statement-breakpoint
CREATE INDEX "health_data_reads_cuidador_idx" ON "health_data_reads" USING btree ("cuidador_id","read_at");