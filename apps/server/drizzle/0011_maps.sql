CREATE TABLE "equipment_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floor_plans" (
	"floor_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"digest" text NOT NULL,
	"wall_attenuation_db" double precision DEFAULT 5 NOT NULL,
	"metres_per_unit" double precision DEFAULT 0.05 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "floor_plans_content_type_check" CHECK ("floor_plans"."content_type" in ('image/png', 'image/jpeg', 'image/svg+xml')),
	CONSTRAINT "floor_plans_size_check" CHECK ("floor_plans"."width" > 0 and "floor_plans"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_changes_site_id_id_idx" ON "equipment_changes" USING btree ("site_id","id");--> statement-breakpoint
-- Issue 15: what open maps are told. Each statement that changes what a map draws of some equipment records one
-- row a piece of equipment and site in equipment_changes, then notifies ondine_equipment with
-- '<last change id>:<site id>,<site id>...' ('<last change id>:all' when the list would not fit a payload).
-- Statement triggers with transition tables: one ingest batch is one notification, whatever its size.
CREATE FUNCTION ondine_notify_equipment_changes(last_id bigint, site_ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF last_id IS NULL THEN
    RETURN;
  END IF;
  IF length(site_ids) > 7000 THEN
    site_ids := 'all';
  END IF;
  PERFORM pg_notify('ondine_equipment', last_id || ':' || site_ids);
END $$;--> statement-breakpoint
-- Rows added or deleted: every one is a change. The insert trigger names its new rows, the delete trigger its old
-- rows, touched_rows.
CREATE FUNCTION ondine_equipment_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_id bigint;
  site_ids text;
BEGIN
  WITH recorded AS (
    INSERT INTO equipment_changes (site_id, equipment_id)
    SELECT site_id, id FROM touched_rows ORDER BY id
    RETURNING id, site_id
  )
  SELECT max(id), string_agg(DISTINCT site_id::text, ',') INTO last_id, site_ids FROM recorded;
  PERFORM ondine_notify_equipment_changes(last_id, site_ids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION ondine_equipment_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_id bigint;
  site_ids text;
BEGIN
  WITH changed AS (
    SELECT n.id, n.site_id, o.site_id AS old_site_id
    FROM updated_rows n JOIN previous_rows o ON o.id = n.id
    WHERE (n.site_id, n.floor_id, n.category, n.model, n.mac, n.main_mac_address, n.tag, n.serial, n.state,
           n.is_reachable, n.connected_stations, n.ssid_2ghz, n.ssid_5ghz, n.position_x, n.position_y,
           n.parent_mac, n.label)
      IS DISTINCT FROM
          (o.site_id, o.floor_id, o.category, o.model, o.mac, o.main_mac_address, o.tag, o.serial, o.state,
           o.is_reachable, o.connected_stations, o.ssid_2ghz, o.ssid_5ghz, o.position_x, o.position_y,
           o.parent_mac, o.label)
  ), recorded AS (
    INSERT INTO equipment_changes (site_id, equipment_id)
    SELECT site_id, id FROM changed
    UNION ALL
    SELECT old_site_id, id FROM changed WHERE old_site_id <> site_id
    ORDER BY 2
    RETURNING id, site_id
  )
  SELECT max(id), string_agg(DISTINCT site_id::text, ',') INTO last_id, site_ids FROM recorded;
  PERFORM ondine_notify_equipment_changes(last_id, site_ids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER equipment_changes_insert AFTER INSERT ON equipment
  REFERENCING NEW TABLE AS touched_rows FOR EACH STATEMENT EXECUTE FUNCTION ondine_equipment_added_or_removed();--> statement-breakpoint
CREATE TRIGGER equipment_changes_update AFTER UPDATE ON equipment
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS updated_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ondine_equipment_updated();--> statement-breakpoint
CREATE TRIGGER equipment_changes_delete AFTER DELETE ON equipment
  REFERENCING OLD TABLE AS touched_rows FOR EACH STATEMENT EXECUTE FUNCTION ondine_equipment_added_or_removed();
