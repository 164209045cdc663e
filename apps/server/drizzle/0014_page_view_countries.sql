ALTER TABLE "page_views" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_views" DROP CONSTRAINT "page_views_website_id_day_path_referrer_host_device_pk";--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_website_id_day_path_referrer_host_device_country_pk" PRIMARY KEY("website_id","day","path","referrer_host","device","country");
--> statement-breakpoint
-- Views counted before countries were known are kept as views from an unknown country.
INSERT INTO "page_view_rollups" ("website_id", "dimension", "day", "value", "views")
SELECT "website_id", 'country', "day", '', sum("views") FROM "page_views" GROUP BY "website_id", "day"
ON CONFLICT DO NOTHING;
