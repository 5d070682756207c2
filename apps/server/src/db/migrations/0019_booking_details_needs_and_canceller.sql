ALTER TABLE "familia_profiles" ADD COLUMN "necessidades" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "familia_profiles" ADD COLUMN "turno_preferido" text;--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD COLUMN "cancelado_por" text;--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD COLUMN "cancelado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "familia_profiles" ADD CONSTRAINT "familia_profiles_turno_check" CHECK ("familia_profiles"."turno_preferido" is null or "familia_profiles"."turno_preferido" in ('manha', 'tarde', 'noite', 'integral'));--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD CONSTRAINT "pedidos_reserva_cancelado_por_check" CHECK ("pedidos_reserva"."cancelado_por" is null or "pedidos_reserva"."cancelado_por" in ('familia', 'cuidador'));