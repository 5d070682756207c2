CREATE TABLE "labour_law_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pedido_id" uuid NOT NULL,
	"familia_id" text NOT NULL,
	"cuidador_id" text NOT NULL,
	"escolha" text NOT NULL,
	"semanas" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "labour_law_acknowledgements_escolha_check" CHECK ("labour_law_acknowledgements"."escolha" in ('alternar_cuidadores', 'contratar_formalmente'))
);
--> statement-breakpoint
ALTER TABLE "labour_law_acknowledgements" ADD CONSTRAINT "labour_law_acknowledgements_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_law_acknowledgements" ADD CONSTRAINT "labour_law_acknowledgements_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_law_acknowledgements" ADD CONSTRAINT "labour_law_acknowledgements_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "labour_law_acknowledgements_pedido_idx" ON "labour_law_acknowledgements" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "labour_law_acknowledgements_familia_idx" ON "labour_law_acknowledgements" USING btree ("familia_id");--> statement-breakpoint
CREATE INDEX "labour_law_acknowledgements_cuidador_idx" ON "labour_law_acknowledgements" USING btree ("cuidador_id");