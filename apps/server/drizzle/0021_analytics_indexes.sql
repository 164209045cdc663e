-- /admin/analytics reads every site's 'total' rollups of a range of days: a range of this index, with the views in it.
CREATE INDEX "page_view_rollups_total_day_idx" ON "page_view_rollups" ("day", "website_id") INCLUDE ("views") WHERE "dimension" = 'total';
