CREATE INDEX "equipment_mac_digits_idx" ON "equipment" USING btree (replace("mac", ':', '') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "equipment_serial_lower_idx" ON "equipment" USING btree (lower("serial") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "equipment_tag_lower_idx" ON "equipment" USING btree (lower("tag") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "equipment_model_lower_idx" ON "equipment" USING btree (lower("model") text_pattern_ops);