CREATE TABLE "avaliacoes_familias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pedido_id" uuid NOT NULL,
	"cuidador_id" text NOT NULL,
	"familia_id" text NOT NULL,
	"estrelas" integer NOT NULL,
	"nota" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avaliacoes_familias_estrelas_check" CHECK ("avaliacoes_familias"."estrelas" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD COLUMN "publicar_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD COLUMN "publicada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD COLUMN "resposta" text;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD COLUMN "resposta_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "avaliacoes_familias" ADD CONSTRAINT "avaliacoes_familias_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes_familias" ADD CONSTRAINT "avaliacoes_familias_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes_familias" ADD CONSTRAINT "avaliacoes_familias_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avaliacoes_familias_pedido_idx" ON "avaliacoes_familias" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "avaliacoes_familias_familia_idx" ON "avaliacoes_familias" USING btree ("familia_id");--> statement-breakpoint
CREATE INDEX "avaliacoes_familias_cuidador_idx" ON "avaliacoes_familias" USING btree ("cuidador_id","created_at");--> statement-breakpoint
CREATE INDEX "avaliacoes_a_publicar_idx" ON "avaliacoes" USING btree ("publicar_em") WHERE "avaliacoes"."publicada_em" is null;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_resposta_check" CHECK (("avaliacoes"."resposta" is null) = ("avaliacoes"."resposta_em" is null));--> statement-breakpoint
-- Reviews written before double-blind were already public (docs/product.md#reviews).
UPDATE "avaliacoes" SET "publicar_em" = "created_at", "publicada_em" = "created_at";
