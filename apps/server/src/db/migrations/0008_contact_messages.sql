CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"mensagem" text NOT NULL,
	"user_id" text,
	"email_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_nome_check" CHECK (length(btrim("contact_messages"."nome")) between 1 and 120),
	CONSTRAINT "contact_messages_mensagem_check" CHECK (length(btrim("contact_messages"."mensagem")) between 1 and 5000),
	CONSTRAINT "contact_messages_email_status_check" CHECK ("contact_messages"."email_status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");