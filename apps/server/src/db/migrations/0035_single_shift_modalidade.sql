ALTER TABLE "booking_contracts" DROP CONSTRAINT "booking_contracts_version_check";--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD COLUMN "modalidade" text DEFAULT 'por_hora' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_contracts" ADD CONSTRAINT "booking_contracts_version_check" CHECK ("booking_contracts"."template_version" in ('v1', 'v2', 'v3'));--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD CONSTRAINT "pedidos_reserva_modalidade_check" CHECK ("pedidos_reserva"."modalidade" in ('por_hora', 'avulso'));