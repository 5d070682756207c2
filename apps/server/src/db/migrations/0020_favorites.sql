CREATE TABLE "favoritos" (
	"familia_id" text NOT NULL,
	"cuidador_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favoritos_familia_id_cuidador_id_pk" PRIMARY KEY("familia_id","cuidador_id")
);
--> statement-breakpoint
ALTER TABLE "favoritos" ADD CONSTRAINT "favoritos_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favoritos" ADD CONSTRAINT "favoritos_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favoritos_cuidador_idx" ON "favoritos" USING btree ("cuidador_id");