CREATE TABLE "page_view_rollups" (
	"website_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_rollups_website_id_dimension_day_value_pk" PRIMARY KEY("website_id","dimension","day","value")
);
--> statement-breakpoint
CREATE TABLE "website_visitors" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "website_visitors_website_id_day_pk" PRIMARY KEY("website_id","day")
);
--> statement-breakpoint
ALTER TABLE "page_view_rollups" ADD CONSTRAINT "page_view_rollups_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_visitors" ADD CONSTRAINT "website_visitors_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rollups of the views counted before this migration (unique visitors were not counted then).
INSERT INTO "page_view_rollups" ("website_id", "dimension", "day", "value", "views")
SELECT "website_id", 'total', "day", '', sum("views") FROM "page_views" GROUP BY "website_id", "day"
UNION ALL SELECT "website_id", 'path', "day", "path", sum("views") FROM "page_views" GROUP BY "website_id", "day", "path"
UNION ALL SELECT "website_id", 'referrer', "day", "referrer_host", sum("views") FROM "page_views" GROUP BY "website_id", "day", "referrer_host"
UNION ALL SELECT "website_id", 'device', "day", "device", sum("views") FROM "page_views" GROUP BY "website_id", "day", "device";
