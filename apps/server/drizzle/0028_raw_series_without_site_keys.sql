ALTER TABLE "bandwidth_samples" DROP CONSTRAINT "bandwidth_samples_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "traffic_samples" DROP CONSTRAINT "traffic_samples_site_id_sites_id_fk";
