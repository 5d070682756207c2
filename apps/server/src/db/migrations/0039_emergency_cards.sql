CREATE TABLE "emergency_cards" (
	"familia_id" text PRIMARY KEY NOT NULL,
	"alergias" text DEFAULT '' NOT NULL,
	"medicamentos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plano_operadora" text DEFAULT '' NOT NULL,
	"plano_numero" text DEFAULT '' NOT NULL,
	"medico_nome" text DEFAULT '' NOT NULL,
	"medico_telefone" text DEFAULT '' NOT NULL,
	"medico_especialidade" text DEFAULT '' NOT NULL,
	"contatos" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergency_cards_medicamentos_check" CHECK (jsonb_typeof("emergency_cards"."medicamentos") = 'array' and jsonb_array_length("emergency_cards"."medicamentos") <= 15),
	CONSTRAINT "emergency_cards_contatos_check" CHECK (jsonb_typeof("emergency_cards"."contatos") = 'array' and jsonb_array_length("emergency_cards"."contatos") between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "health_data_reads" DROP CONSTRAINT "health_data_reads_fields_check";--> statement-breakpoint
ALTER TABLE "emergency_cards" ADD CONSTRAINT "emergency_cards_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_data_reads" ADD CONSTRAINT "health_data_reads_fields_check" CHECK ("health_data_reads"."fields" <@ array['pacienteNome', 'pacienteIdade', 'pacienteCondicao', 'cartaoAlergias', 'cartaoMedicamentos', 'cartaoPlanoSaude', 'cartaoMedico', 'cartaoContatos']::text[]);