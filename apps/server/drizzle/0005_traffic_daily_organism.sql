CREATE TABLE "traffic_daily_organism" (
	"organism_id" integer NOT NULL,
	"bucket" timestamp (3) with time zone NOT NULL,
	"rx" bigint NOT NULL,
	"tx" bigint NOT NULL,
	"active_users" bigint NOT NULL,
	CONSTRAINT "traffic_daily_organism_organism_id_bucket_pk" PRIMARY KEY("organism_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "traffic_daily_organism" ADD CONSTRAINT "traffic_daily_organism_organism_id_organisms_id_fk" FOREIGN KEY ("organism_id") REFERENCES "public"."organisms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The days already rolled up, as the ingest keeps them from now on (modules/ingest/traffic.repository.ts).
INSERT INTO "traffic_daily_organism" ("organism_id", "bucket", "rx", "tx", "active_users")
SELECT s."organism_id", d."bucket", sum(d."rx_sum" / d."samples"), sum(d."tx_sum" / d."samples"), sum(d."active_users_max")
FROM "traffic_daily" d JOIN "sites" s ON s."id" = d."site_id"
WHERE s."state" = 'En production'
GROUP BY s."organism_id", d."bucket";
