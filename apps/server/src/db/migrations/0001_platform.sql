CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"event_name" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tipo_usuario" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avaliacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pedido_id" uuid NOT NULL,
	"familia_id" text NOT NULL,
	"cuidador_id" text NOT NULL,
	"estrelas" integer NOT NULL,
	"comentario" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avaliacoes_estrelas_check" CHECK ("avaliacoes"."estrelas" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "cep_cache" (
	"cep" text PRIMARY KEY NOT NULL,
	"found" boolean NOT NULL,
	"rua" text,
	"bairro" text,
	"cidade" text,
	"estado" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"familia_id" text NOT NULL,
	"cuidador_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cuidador_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"bio" text,
	"preco_hora_centavos" integer DEFAULT 5000 NOT NULL,
	"competencias" text[] DEFAULT '{}'::text[] NOT NULL,
	"disponibilidade" text[] DEFAULT '{}'::text[] NOT NULL,
	"genero" text DEFAULT 'indiferente' NOT NULL,
	"experiencia" text,
	"data_nascimento" date,
	"telefone" text,
	"cep" text,
	"rua" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"estado" text,
	"rating" numeric(3, 2),
	"total_avaliacoes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cuidador_profiles_preco_check" CHECK ("cuidador_profiles"."preco_hora_centavos" >= 0),
	CONSTRAINT "cuidador_profiles_rating_check" CHECK ("cuidador_profiles"."rating" is null or "cuidador_profiles"."rating" between 1 and 5),
	CONSTRAINT "cuidador_profiles_genero_check" CHECK ("cuidador_profiles"."genero" in ('feminino', 'masculino', 'indiferente'))
);
--> statement-breakpoint
CREATE TABLE "disponibilidade" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cuidador_id" text NOT NULL,
	"start_datetime" timestamp with time zone NOT NULL,
	"end_datetime" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disponibilidade_range_check" CHECK ("disponibilidade"."end_datetime" > "disponibilidade"."start_datetime")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text_body" text NOT NULL,
	"link" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'stored' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "familia_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"rua" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"estado" text,
	"cep" text,
	"paciente_nome" text,
	"paciente_idade" integer,
	"paciente_condicao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "familia_profiles_idade_check" CHECK ("familia_profiles"."paciente_idade" is null or "familia_profiles"."paciente_idade" between 0 and 130)
);
--> statement-breakpoint
CREATE TABLE "mensagens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversa_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "mensagens_content_check" CHECK (length(btrim("mensagens"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tipo" text NOT NULL,
	"mensagem" text NOT NULL,
	"link" text,
	"lida" boolean DEFAULT false NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacoes_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "pedidos_reserva" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"familia_id" text NOT NULL,
	"cuidador_id" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"dias" integer NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"hora_inicio" time NOT NULL,
	"hora_fim" time NOT NULL,
	"preco_hora_centavos" integer NOT NULL,
	"preco_total_centavos" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"motivo_cancelamento" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedidos_reserva_status_check" CHECK ("pedidos_reserva"."status" in ('pendente', 'confirmada', 'recusada', 'cancelada', 'expirada', 'concluida')),
	CONSTRAINT "pedidos_reserva_dias_check" CHECK ("pedidos_reserva"."dias" between 1 and 91),
	CONSTRAINT "pedidos_reserva_datas_check" CHECK ("pedidos_reserva"."data_fim" >= "pedidos_reserva"."data_inicio"),
	CONSTRAINT "pedidos_reserva_preco_check" CHECK ("pedidos_reserva"."preco_total_centavos" >= 0 and "pedidos_reserva"."preco_hora_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('familia', 'cuidador'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "reservas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pedido_id" uuid NOT NULL,
	"familia_id" text NOT NULL,
	"cuidador_id" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"dias" integer DEFAULT 1 NOT NULL,
	"start_datetime" timestamp with time zone NOT NULL,
	"end_datetime" timestamp with time zone NOT NULL,
	"preco_total_centavos" integer NOT NULL,
	"data_reserva" date NOT NULL,
	"hora_inicio" time NOT NULL,
	"hora_fim" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservas_range_check" CHECK ("reservas"."end_datetime" > "reservas"."start_datetime"),
	CONSTRAINT "reservas_preco_check" CHECK ("reservas"."preco_total_centavos" >= 0),
	CONSTRAINT "reservas_status_check" CHECK ("reservas"."status" in ('pendente', 'confirmada', 'recusada', 'cancelada', 'expirada', 'concluida'))
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversas" ADD CONSTRAINT "conversas_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversas" ADD CONSTRAINT "conversas_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuidador_profiles" ADD CONSTRAINT "cuidador_profiles_id_profiles_id_fk" FOREIGN KEY ("id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disponibilidade" ADD CONSTRAINT "disponibilidade_cuidador_id_cuidador_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."cuidador_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "familia_profiles" ADD CONSTRAINT "familia_profiles_id_profiles_id_fk" FOREIGN KEY ("id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens" ADD CONSTRAINT "mensagens_conversa_id_conversas_id_fk" FOREIGN KEY ("conversa_id") REFERENCES "public"."conversas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens" ADD CONSTRAINT "mensagens_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens" ADD CONSTRAINT "mensagens_receiver_id_profiles_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD CONSTRAINT "pedidos_reserva_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD CONSTRAINT "pedidos_reserva_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "analytics_events_name_created_idx" ON "analytics_events" USING btree ("event_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "avaliacoes_pedido_idx" ON "avaliacoes" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "avaliacoes_cuidador_idx" ON "avaliacoes" USING btree ("cuidador_id","created_at");--> statement-breakpoint
CREATE INDEX "avaliacoes_familia_idx" ON "avaliacoes" USING btree ("familia_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversas_pair_idx" ON "conversas" USING btree ("familia_id","cuidador_id");--> statement-breakpoint
CREATE INDEX "conversas_cuidador_idx" ON "conversas" USING btree ("cuidador_id");--> statement-breakpoint
CREATE INDEX "cuidador_profiles_rating_idx" ON "cuidador_profiles" USING btree ("rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disponibilidade_cuidador_start_idx" ON "disponibilidade" USING btree ("cuidador_id","start_datetime");--> statement-breakpoint
CREATE INDEX "email_outbox_to_created_idx" ON "email_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "mensagens_conversa_created_idx" ON "mensagens" USING btree ("conversa_id","created_at");--> statement-breakpoint
CREATE INDEX "mensagens_receiver_unread_idx" ON "mensagens" USING btree ("receiver_id") WHERE "mensagens"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notificacoes_user_created_idx" ON "notificacoes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notificacoes_user_unread_idx" ON "notificacoes" USING btree ("user_id") WHERE "notificacoes"."lida" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_reserva_idempotency_idx" ON "pedidos_reserva" USING btree ("familia_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "pedidos_reserva_familia_idx" ON "pedidos_reserva" USING btree ("familia_id","data_inicio");--> statement-breakpoint
CREATE INDEX "pedidos_reserva_cuidador_idx" ON "pedidos_reserva" USING btree ("cuidador_id","data_inicio");--> statement-breakpoint
CREATE INDEX "pedidos_reserva_status_idx" ON "pedidos_reserva" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "reservas_pedido_idx" ON "reservas" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "reservas_familia_idx" ON "reservas" USING btree ("familia_id","start_datetime");--> statement-breakpoint
CREATE INDEX "reservas_cuidador_idx" ON "reservas" USING btree ("cuidador_id","start_datetime");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");