ALTER TABLE "booking_contracts" DROP CONSTRAINT "booking_contracts_version_check";--> statement-breakpoint
ALTER TABLE "familia_profiles" ADD COLUMN "dias_desejados" smallint;--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD COLUMN "dias_semana" smallint[];--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD COLUMN "semanas" smallint;--> statement-breakpoint
ALTER TABLE "booking_contracts" ADD CONSTRAINT "booking_contracts_version_check" CHECK ("booking_contracts"."template_version" in ('v1', 'v2'));--> statement-breakpoint
ALTER TABLE "familia_profiles" ADD CONSTRAINT "familia_profiles_dias_desejados_check" CHECK ("familia_profiles"."dias_desejados" is null or "familia_profiles"."dias_desejados" between 1 and 90);--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD CONSTRAINT "pedidos_reserva_dias_semana_check" CHECK ("pedidos_reserva"."dias_semana" is null or (cardinality("pedidos_reserva"."dias_semana") between 1 and 7 and "pedidos_reserva"."dias_semana" <@ array[0, 1, 2, 3, 4, 5, 6]::smallint[]));--> statement-breakpoint
ALTER TABLE "pedidos_reserva" ADD CONSTRAINT "pedidos_reserva_semanas_check" CHECK ("pedidos_reserva"."semanas" is null or ("pedidos_reserva"."dias_semana" is not null and "pedidos_reserva"."semanas" between 1 and 13));