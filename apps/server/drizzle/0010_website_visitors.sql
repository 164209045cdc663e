CREATE TABLE "website_visitors" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "website_visitors_website_id_day_pk" PRIMARY KEY("website_id","day")
);
--> statement-breakpoint
ALTER TABLE "website_visitors" ADD CONSTRAINT "website_visitors_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;