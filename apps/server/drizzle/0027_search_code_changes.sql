CREATE INDEX "coupons_created_at_id_idx" ON "coupons" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The search proxy keeps the totals and aggregations of code searches between searches
-- (docs/search.md "Figures kept between searches"). Every statement that changes codes notifies the channel
-- ondine_codes once, at its commit, with the organisms and sites of the rows it changed (before and after an
-- update): 'o:<ids>;s:<ids>', or 'all' for a truncate or ids that would not fit a notification. Statement-level
-- triggers over transition tables: a batch of 1,000 codes costs one aggregate and one notification.
CREATE FUNCTION ondine_notify_codes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  organism_list text;
  site_list text;
  payload text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT organism_id::text, ','), string_agg(DISTINCT site_id::text, ',')
      INTO organism_list, site_list FROM changed_new;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT organism_id::text, ','), string_agg(DISTINCT site_id::text, ',')
      INTO organism_list, site_list FROM changed_old;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT organism_id::text, ','), string_agg(DISTINCT site_id::text, ',')
      INTO organism_list, site_list
      FROM (SELECT organism_id, site_id FROM changed_old UNION ALL SELECT organism_id, site_id FROM changed_new) AS changed;
  END IF;
  -- A statement that changed no row (every code has an organism) tells nobody.
  IF TG_OP <> 'TRUNCATE' AND organism_list IS NULL THEN
    RETURN NULL;
  END IF;
  payload := CASE WHEN TG_OP = 'TRUNCATE' THEN 'all'
    ELSE 'o:' || organism_list || ';s:' || coalesce(site_list, '') END;
  -- A notification holds under 8,000 bytes.
  IF length(payload) > 7900 THEN
    payload := 'all';
  END IF;
  PERFORM pg_notify('ondine_codes', payload);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER coupons_changes_insert AFTER INSERT ON coupons REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION ondine_notify_codes_changed();--> statement-breakpoint
CREATE TRIGGER coupons_changes_update AFTER UPDATE ON coupons REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION ondine_notify_codes_changed();--> statement-breakpoint
CREATE TRIGGER coupons_changes_delete AFTER DELETE ON coupons REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION ondine_notify_codes_changed();--> statement-breakpoint
CREATE TRIGGER coupons_changes_truncate AFTER TRUNCATE ON coupons
  FOR EACH STATEMENT EXECUTE FUNCTION ondine_notify_codes_changed();
