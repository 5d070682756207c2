CREATE INDEX "audit_log_retention_idx" ON "audit_log" USING btree ("created_at") WHERE "audit_log"."ip_address" is not null or "audit_log"."user_agent" is not null or "audit_log"."action" in ('sign_in', 'sign_in_failed');--> statement-breakpoint
CREATE INDEX "contact_messages_sender_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "session_expires_at_idx" ON "session" USING btree ("expires_at");--> statement-breakpoint
-- The audit log stays append-only with one exception: after the access-log retention the job may
-- clear a row's address and browser (docs/product.md#retention). Nothing else of a row can change.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF NEW.ip_address IS NULL AND NEW.user_agent IS NULL
         AND (NEW.id, NEW.actor_id, NEW.subject_id, NEW.action, NEW.object_type, NEW.object_id, NEW.reason, NEW.metadata, NEW.created_at)
             IS NOT DISTINCT FROM
             (OLD.id, OLD.actor_id, OLD.subject_id, OLD.action, OLD.object_type, OLD.object_id, OLD.reason, OLD.metadata, OLD.created_at)
      THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'check_violation';
    END;
  $$;
