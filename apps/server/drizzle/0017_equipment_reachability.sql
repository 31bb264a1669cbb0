ALTER TABLE "equipment" ADD COLUMN "reached_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "unreached_since" timestamp (3) with time zone;--> statement-breakpoint
-- Issue 39: what the reports already applied tell, as a start: a reachable one was last seen at its last report;
-- an unreachable one is down since its last report at the latest.
UPDATE "equipment" SET "reached_at" = CASE WHEN "is_reachable" THEN "last_seen_at" END,
  "unreached_since" = CASE WHEN NOT "is_reachable" THEN "last_seen_at" END
WHERE "last_seen_at" IS NOT NULL;
