CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_sign_in_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"nonce_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"avatar" text,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_sign_in_codes" ADD CONSTRAINT "social_sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;