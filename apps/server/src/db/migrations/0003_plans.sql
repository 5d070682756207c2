CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"type" text NOT NULL,
	"subscription_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" in ('applied', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "plan_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"familia_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"monthly_amount_cents" integer NOT NULL,
	"duration_months" integer NOT NULL,
	"provider_session_id" text,
	"session_url" text,
	"session_expires_at" timestamp with time zone NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"latest_invoice_id" text,
	"activated_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refunded_amount_cents" integer,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_subscriptions_status_check" CHECK ("plan_subscriptions"."status" in ('pending', 'active', 'cancel_at_period_end', 'canceled', 'refunded', 'expired')),
	CONSTRAINT "plan_subscriptions_plan_check" CHECK ("plan_subscriptions"."plan_id" in ('monthly', 'quarterly', 'biannual')),
	CONSTRAINT "plan_subscriptions_provider_check" CHECK ("plan_subscriptions"."provider" in ('stripe', 'sandbox')),
	CONSTRAINT "plan_subscriptions_amount_check" CHECK ("plan_subscriptions"."monthly_amount_cents" > 0 and "plan_subscriptions"."duration_months" between 1 and 24),
	CONSTRAINT "plan_subscriptions_refund_check" CHECK ("plan_subscriptions"."refunded_amount_cents" is null or "plan_subscriptions"."refunded_amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_familia_id_profiles_id_fk" FOREIGN KEY ("familia_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_idx" ON "payment_events" USING btree ("provider","provider_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_session_idx" ON "plan_subscriptions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_subscription_idx" ON "plan_subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_one_open_idx" ON "plan_subscriptions" USING btree ("familia_id") WHERE "plan_subscriptions"."status" in ('pending', 'active', 'cancel_at_period_end');--> statement-breakpoint
CREATE INDEX "plan_subscriptions_familia_idx" ON "plan_subscriptions" USING btree ("familia_id","created_at");