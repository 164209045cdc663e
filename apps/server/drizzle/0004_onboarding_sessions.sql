CREATE TABLE "onboarding_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"step" text DEFAULT 'welcome' NOT NULL,
	"path" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"processing_step" integer DEFAULT 0 NOT NULL,
	"confidence" real,
	"website_id" integer,
	"source" jsonb,
	"use_vision_parsing" boolean DEFAULT false NOT NULL,
	"extracted_text" text,
	"parsed_cv" jsonb,
	"recommendation" jsonb,
	"stages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profile_picture" text,
	"job_state" text DEFAULT 'idle' NOT NULL,
	"job_attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD CONSTRAINT "onboarding_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_sessions" ADD CONSTRAINT "onboarding_sessions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_sessions_user_idx" ON "onboarding_sessions" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "onboarding_sessions_job_idx" ON "onboarding_sessions" USING btree ("job_state");