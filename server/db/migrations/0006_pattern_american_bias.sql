ALTER TABLE "pattern" DROP CONSTRAINT "pattern_product_class_check";--> statement-breakpoint
ALTER TABLE "pattern" ADD CONSTRAINT "pattern_product_class_check" CHECK ("pattern"."product_class" in ('LOW_SEAM', 'AMERICAN_BIAS', 'PERMAFOAM'));--> statement-breakpoint
-- Catalogs seeded before this flag: the sample catalog's American bias lines (new seeds set it from the data,
-- and bring the Permafoam sample line).
UPDATE "pattern" SET "product_class" = 'AMERICAN_BIAS' WHERE "pattern_name" IN ('HB-3', 'SB-3', 'LB-3') AND "product_class" IS NULL;
