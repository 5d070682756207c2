ALTER TABLE "reservas" ADD COLUMN "cancelado_por" text;--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "cancelado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "motivo_cancelamento" text;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_cancelado_check" CHECK (("reservas"."cancelado_em" is null) = ("reservas"."cancelado_por" is null));