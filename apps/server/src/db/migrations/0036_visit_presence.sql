CREATE TABLE "presence_qr_codes" (
	"familia_id" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"gerado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_presence" (
	"reserva_id" uuid PRIMARY KEY NOT NULL,
	"familia_id" text NOT NULL,
	"cuidador_id" text NOT NULL,
	"check_in_at" timestamp with time zone,
	"check_in_method" text,
	"check_in_confirmed_at" timestamp with time zone,
	"check_out_at" timestamp with time zone,
	"check_out_method" text,
	"check_out_confirmed_at" timestamp with time zone,
	"atraso_avisado_em" timestamp with time zone,
	"falta_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_presence_check_in_check" CHECK (("visit_presence"."check_in_at" is null) = ("visit_presence"."check_in_method" is null) and ("visit_presence"."check_in_method" is null or "visit_presence"."check_in_method" in ('qr', 'botao'))),
	CONSTRAINT "visit_presence_check_out_check" CHECK (("visit_presence"."check_out_at" is null) = ("visit_presence"."check_out_method" is null) and ("visit_presence"."check_out_at" is null or "visit_presence"."check_in_at" is not null) and ("visit_presence"."check_out_method" is null or "visit_presence"."check_out_method" in ('qr', 'botao'))),
	CONSTRAINT "visit_presence_falta_check" CHECK ("visit_presence"."falta_em" is null or "visit_presence"."check_in_at" is null)
);
--> statement-breakpoint
CREATE TABLE "visit_tracking" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"desde" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presence_qr_codes" ADD CONSTRAINT "presence_qr_codes_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_presence" ADD CONSTRAINT "visit_presence_reserva_id_reservas_id_fk" FOREIGN KEY ("reserva_id") REFERENCES "public"."reservas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_presence" ADD CONSTRAINT "visit_presence_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_presence" ADD CONSTRAINT "visit_presence_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_presence_familia_idx" ON "visit_presence" USING btree ("familia_id");--> statement-breakpoint
CREATE INDEX "visit_presence_cuidador_idx" ON "visit_presence" USING btree ("cuidador_id");