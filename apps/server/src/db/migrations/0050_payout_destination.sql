ALTER TABLE "payout_keys" ALTER COLUMN "tipo" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_keys" ALTER COLUMN "valor" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "key_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "key_masked" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_keys" ADD CONSTRAINT "payout_keys_pix_pair_check" CHECK (("payout_keys"."tipo" is null) = ("payout_keys"."valor" is null));--> statement-breakpoint
ALTER TABLE "payout_keys" ADD CONSTRAINT "payout_keys_destination_check" CHECK ("payout_keys"."valor" is not null or "payout_keys"."stripe_account_id" is not null);--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_key_check" CHECK (("payouts"."key_type" is null) = ("payouts"."key_masked" is null) and ("payouts"."provider" = 'stripe' or "payouts"."key_type" is not null));