-- The codes' search matches a code or a description in lower case with LIKE rather than lowering every row's text
-- with ILIKE as it compares (docs/search.md "Field types"). One ALTER TABLE, so the table is rewritten once; the
-- trigram indexes move to the lower-case copies, which the search now reads.
DROP INDEX "coupons_code_trgm_idx";--> statement-breakpoint
DROP INDEX "coupons_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "code_folded" text GENERATED ALWAYS AS (lower(code)) STORED NOT NULL,
  ADD COLUMN "description_folded" text GENERATED ALWAYS AS (lower(description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "coupons_code_folded_trgm_idx" ON "coupons" USING gin ("code_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_description_folded_trgm_idx" ON "coupons" USING gin ("description_folded" gin_trgm_ops);
