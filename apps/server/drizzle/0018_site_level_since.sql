ALTER TABLE "site_status" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "site_status" ADD COLUMN "level_since" timestamp (3) with time zone;--> statement-breakpoint
-- Issue 39: the level's start is unknown for the rows already there; their last refresh is the best start known.
-- The level itself is left null: the next ingest touching the site records it and keeps this start.
UPDATE "site_status" SET "level_since" = "last_full_refresh" WHERE "last_full_refresh" IS NOT NULL;
