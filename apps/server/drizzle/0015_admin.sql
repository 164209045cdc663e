CREATE TABLE "admin_audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_email" text NOT NULL,
	"target_type" text,
	"target_id" integer,
	"target_label" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","id");--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "access_tokens_impersonator_idx" ON "access_tokens" USING btree ("impersonator_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "websites_created_idx" ON "websites" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "websites_published_idx" ON "websites" USING btree ("published_at") WHERE "websites"."status" = 'published';--> statement-breakpoint
CREATE INDEX "website_visitors_day_idx" ON "website_visitors" USING btree ("day","website_id");--> statement-breakpoint
CREATE INDEX "onboarding_sessions_created_idx" ON "onboarding_sessions" USING btree ("created_at");--> statement-breakpoint
-- published_at follows every path that publishes a website (the builder, onboarding, the API), in one place.
CREATE OR REPLACE FUNCTION websites_set_published_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'published') THEN
    NEW.published_at := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER websites_published_at BEFORE INSERT OR UPDATE OF status ON websites FOR EACH ROW EXECUTE FUNCTION websites_set_published_at();--> statement-breakpoint
UPDATE websites SET published_at = updated_at WHERE status = 'published' AND published_at IS NULL;
