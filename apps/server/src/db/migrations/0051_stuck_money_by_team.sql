CREATE TABLE "stuck_money_alerts" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"alerted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stuck_money_alerts_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "stuck_money_alerts_kind_check" CHECK ("stuck_money_alerts"."kind" in ('devolucao_reserva', 'sobra_plano', 'repasse', 'saldo_conta_excluida'))
);
--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT "receipts_method_check";--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "last_error_refused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "settled_by" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "team_method" text;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "team_reference" text;--> statement-breakpoint
ALTER TABLE "plan_leftover_refunds" ADD COLUMN "last_error_refused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_leftover_refunds" ADD COLUMN "settled_by" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_leftover_refunds" ADD COLUMN "team_method" text;--> statement-breakpoint
ALTER TABLE "plan_leftover_refunds" ADD COLUMN "team_reference" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "settled_by" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_settled_by_check" CHECK ("booking_refunds"."settled_by" in ('provider', 'team'));--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_team_method_check" CHECK ("booking_refunds"."team_method" is null or "booking_refunds"."team_method" in ('pix', 'transfer'));--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_team_check" CHECK (("booking_refunds"."settled_by" = 'team') = ("booking_refunds"."team_method" is not null) and ("booking_refunds"."team_method" is null) = ("booking_refunds"."team_reference" is null) and ("booking_refunds"."settled_by" = 'provider' or "booking_refunds"."status" = 'succeeded'));--> statement-breakpoint
ALTER TABLE "plan_leftover_refunds" ADD CONSTRAINT "plan_leftover_refunds_settled_by_check" CHECK ("plan_leftover_refunds"."settled_by" in ('provider', 'team'));--> statement-breakpoint
ALTER TABLE "plan_leftover_refunds" ADD CONSTRAINT "plan_leftover_refunds_team_method_check" CHECK ("plan_leftover_refunds"."team_method" is null or "plan_leftover_refunds"."team_method" in ('pix', 'transfer'));--> statement-breakpoint
ALTER TABLE "plan_leftover_refunds" ADD CONSTRAINT "plan_leftover_refunds_team_check" CHECK (("plan_leftover_refunds"."settled_by" = 'team') = ("plan_leftover_refunds"."team_method" is not null) and ("plan_leftover_refunds"."team_method" is null) = ("plan_leftover_refunds"."team_reference" is null) and ("plan_leftover_refunds"."settled_by" = 'provider' or "plan_leftover_refunds"."status" = 'succeeded'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_settled_by_check" CHECK ("receipts"."settled_by" in ('provider', 'team'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_method_check" CHECK ("receipts"."method" is null or "receipts"."method" in ('card', 'pix', 'transfer'));