-- pg_trgm ships with PostgreSQL's contrib (Debian's postgresql-15 has it) and with PGlite, which loads it
-- when the database is opened (platform/db/client.ts). A trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "websites_name_trgm_idx" ON "websites" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "websites_subdomain_trgm_idx" ON "websites" USING gin ("subdomain" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "custom_domains_domain_trgm_idx" ON "custom_domains" USING gin ("domain" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "waiting_list_email_trgm_idx" ON "waiting_list" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);
