CREATE TABLE "plan_leftover_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "plan_leftover_refunds_amount_check" CHECK ("plan_leftover_refunds"."amount_cents" > 0),
	CONSTRAINT "plan_leftover_refunds_status_check" CHECK ("plan_leftover_refunds"."status" in ('pending', 'succeeded')),
	CONSTRAINT "plan_leftover_refunds_sequence_check" CHECK ("plan_leftover_refunds"."sequence" >= 1)
);
--> statement-breakpoint
ALTER TABLE "plan_leftover_refunds" ADD CONSTRAINT "plan_leftover_refunds_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_leftover_refunds_key_idx" ON "plan_leftover_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_leftover_refunds_sequence_idx" ON "plan_leftover_refunds" USING btree ("subscription_id","sequence");--> statement-breakpoint
CREATE INDEX "plan_leftover_refunds_pending_idx" ON "plan_leftover_refunds" USING btree ("status");