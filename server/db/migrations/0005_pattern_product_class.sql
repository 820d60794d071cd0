ALTER TABLE "pattern" ADD COLUMN "product_class" text;--> statement-breakpoint
ALTER TABLE "pattern" ADD CONSTRAINT "pattern_product_class_check" CHECK ("pattern"."product_class" in ('LOW_SEAM', 'PERMAFOAM'));--> statement-breakpoint
-- Catalogs seeded before this column: the sample catalog's low-seam line (new seeds set it from the data).
UPDATE "pattern" SET "product_class" = 'LOW_SEAM' WHERE "pattern_name" = 'UG-3S' AND "product_class" IS NULL;
