CREATE TABLE "payout_keys" (
	"cuidador_id" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"valor" text NOT NULL,
	"stripe_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_keys_tipo_check" CHECK ("payout_keys"."tipo" in ('cpf', 'email', 'celular', 'aleatoria'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cuidador_id" text NOT NULL,
	"dia" date NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider" text NOT NULL,
	"key_type" text NOT NULL,
	"key_masked" text NOT NULL,
	"provider_transfer_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"requested_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('requested', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "payout_keys" ADD CONSTRAINT "payout_keys_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_cuidador_id_profiles_id_fk" FOREIGN KEY ("cuidador_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_cuidador_dia_idx" ON "payouts" USING btree ("cuidador_id","dia");--> statement-breakpoint
CREATE INDEX "payouts_requested_idx" ON "payouts" USING btree ("status") WHERE "payouts"."status" = 'requested';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('family_payments', 'escrow', 'caregiver_available', 'platform_fee', 'refunds', 'payouts_sent'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('payment', 'refund', 'release', 'payout', 'payout_reversal'));