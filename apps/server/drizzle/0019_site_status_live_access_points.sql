-- Issue 37: every reader counts a site's access points live from "equipment" with the domain's rule (the status,
-- the counters, the level's history the ingest records); this copy, written by the ingest, was read only by the latter.
ALTER TABLE "site_status" DROP COLUMN "access_point_ok";--> statement-breakpoint
ALTER TABLE "site_status" DROP COLUMN "access_point_unreachable";
