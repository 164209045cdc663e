CREATE TABLE "website_snapshot_blobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "website_snapshot_blobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_id" integer NOT NULL,
	"hash" text NOT NULL,
	"base_id" integer,
	"data" "bytea" NOT NULL,
	"files" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "website_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"website_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"blob_id" integer NOT NULL,
	"after_blob_id" integer,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restored_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_snapshot_blobs" ADD CONSTRAINT "website_snapshot_blobs_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_snapshot_blobs" ADD CONSTRAINT "website_snapshot_blobs_base_id_website_snapshot_blobs_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."website_snapshot_blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_snapshots" ADD CONSTRAINT "website_snapshots_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_snapshots" ADD CONSTRAINT "website_snapshots_blob_id_website_snapshot_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."website_snapshot_blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_snapshots" ADD CONSTRAINT "website_snapshots_after_blob_id_website_snapshot_blobs_id_fk" FOREIGN KEY ("after_blob_id") REFERENCES "public"."website_snapshot_blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "website_snapshot_blobs_hash_idx" ON "website_snapshot_blobs" USING btree ("website_id","hash");--> statement-breakpoint
CREATE INDEX "website_snapshot_blobs_base_idx" ON "website_snapshot_blobs" USING btree ("base_id");--> statement-breakpoint
CREATE INDEX "website_snapshot_blobs_files_idx" ON "website_snapshot_blobs" USING gin ("files");--> statement-breakpoint
CREATE INDEX "website_snapshots_website_idx" ON "website_snapshots" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "website_snapshots_blob_idx" ON "website_snapshots" USING btree ("blob_id");--> statement-breakpoint
CREATE INDEX "website_snapshots_after_blob_idx" ON "website_snapshots" USING btree ("after_blob_id");