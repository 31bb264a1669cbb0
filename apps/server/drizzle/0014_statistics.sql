CREATE TABLE "cast_days" (
	"site_id" integer NOT NULL,
	"organism_id" integer NOT NULL,
	"day" date NOT NULL,
	"serial" text NOT NULL,
	"app" text NOT NULL,
	"casts" integer NOT NULL,
	"last_cast_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "cast_days_site_id_day_serial_app_pk" PRIMARY KEY("site_id","day","serial","app")
);
--> statement-breakpoint
CREATE TABLE "cast_events" (
	"site_id" integer NOT NULL,
	"organism_id" integer NOT NULL,
	"serial" text NOT NULL,
	"app" text NOT NULL,
	"stamp" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "cast_events_serial_stamp_pk" PRIMARY KEY("serial","stamp")
);
--> statement-breakpoint
ALTER TABLE "guest_users" ADD COLUMN "guest_ref" text;--> statement-breakpoint
ALTER TABLE "cast_days" ADD CONSTRAINT "cast_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cast_days" ADD CONSTRAINT "cast_days_organism_id_organisms_id_fk" FOREIGN KEY ("organism_id") REFERENCES "public"."organisms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cast_events" ADD CONSTRAINT "cast_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cast_events" ADD CONSTRAINT "cast_events_organism_id_organisms_id_fk" FOREIGN KEY ("organism_id") REFERENCES "public"."organisms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cast_days_organism_id_day_idx" ON "cast_days" USING btree ("organism_id","day","site_id","serial","app","casts");--> statement-breakpoint
CREATE INDEX "cast_events_site_id_stamp_idx" ON "cast_events" USING btree ("site_id","stamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cast_events_organism_id_stamp_idx" ON "cast_events" USING btree ("organism_id","stamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupons_organism_id_first_provisioning_date_idx" ON "coupons" USING btree ("organism_id","first_provisioning_date") WHERE "coupons"."first_provisioning_date" is not null;--> statement-breakpoint
CREATE INDEX "coupons_site_id_first_provisioning_date_idx" ON "coupons" USING btree ("site_id","first_provisioning_date") WHERE "coupons"."first_provisioning_date" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "end_users_coupon_id_created_at_key" ON "end_users" USING btree ("coupon_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_users_site_id_guest_ref_key" ON "guest_users" USING btree ("site_id","guest_ref");