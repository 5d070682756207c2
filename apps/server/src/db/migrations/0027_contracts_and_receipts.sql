CREATE TABLE "booking_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pedido_id" uuid NOT NULL,
	"template_version" text NOT NULL,
	"sha256" text NOT NULL,
	"pdf" "bytea",
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_contracts_version_check" CHECK ("booking_contracts"."template_version" in ('v1')),
	CONSTRAINT "booking_contracts_sha256_check" CHECK ("booking_contracts"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "booking_contracts_erased_check" CHECK (("booking_contracts"."pdf" is null) = ("booking_contracts"."erased_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "receipts_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"owner_id" text NOT NULL,
	"pedido_id" uuid,
	"subscription_id" uuid,
	"amount_cents" integer NOT NULL,
	"subtotal_cents" integer,
	"fee_cents" integer,
	"method" text,
	"provider" text NOT NULL,
	"provider_reference" text,
	"reason" text,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipts_amount_check" CHECK ("receipts"."amount_cents" > 0),
	CONSTRAINT "receipts_method_check" CHECK ("receipts"."method" is null or "receipts"."method" in ('card', 'pix')),
	CONSTRAINT "receipts_provider_check" CHECK ("receipts"."provider" in ('stripe', 'sandbox'))
);
--> statement-breakpoint
ALTER TABLE "booking_contracts" ADD CONSTRAINT "booking_contracts_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_pedido_id_pedidos_reserva_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos_reserva"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_contracts_pedido_idx" ON "booking_contracts" USING btree ("pedido_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_source_idx" ON "receipts" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_idx" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "receipts_owner_idx" ON "receipts" USING btree ("owner_id","issued_at");