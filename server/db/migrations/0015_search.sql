-- Issue 23 part 2: the header search matches in the database. Two trusted extensions (trigram similarity, edit
-- distance), the keys a typed text is compared on, kept as stored columns (server/search/terms.ts makes the same
-- keys of the search text; computing them for every row of every search cost ~4 ms a search), and indexes on them:
-- prefix (text_pattern_ops, any collation), trigram (gin) and full text. Hand-written: the schema file
-- (server/db/schema.ts) does not declare extensions, generated columns or expression indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- "29.5 R 25" -> "29.5r25": case and spaces go, the notation stays (29.5-25 is the bias size, not the radial).
ALTER TABLE "tire_size" ADD COLUMN "search_size" text GENERATED ALWAYS AS (lower(regexp_replace("size", '\s+', '', 'g'))) STORED;
--> statement-breakpoint
ALTER TABLE "tire_size" ADD COLUMN "search_alternate" text GENERATED ALWAYS AS (lower(regexp_replace("alternate_size", '\s+', '', 'g'))) STORED;
--> statement-breakpoint
-- "29.5R25" -> "295r25", "RH-4A+" -> "rh4a", "777G" -> "777g": letters and digits only, for prefixes and near matches.
ALTER TABLE "tire_size" ADD COLUMN "search_loose" text GENERATED ALWAYS AS (regexp_replace(lower("size"), '[^a-z0-9]+', '', 'g')) STORED;
--> statement-breakpoint
ALTER TABLE "pattern" ADD COLUMN "search_loose" text GENERATED ALWAYS AS (regexp_replace(lower("pattern_name"), '[^a-z0-9]+', '', 'g')) STORED;
--> statement-breakpoint
ALTER TABLE "machine" ADD COLUMN "search_loose" text GENERATED ALWAYS AS (regexp_replace(lower("model"), '[^a-z0-9]+', '', 'g')) STORED;
--> statement-breakpoint
ALTER TABLE "machine" ADD COLUMN "search_make" text GENERATED ALWAYS AS (lower("make")) STORED;
--> statement-breakpoint
CREATE INDEX "tire_size_search_size" ON "tire_size" ("search_size" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "tire_size_search_alternate" ON "tire_size" ("search_alternate" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "tire_size_search_loose" ON "tire_size" USING gin ("search_loose" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "pattern_search_loose" ON "pattern" USING gin ("search_loose" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "machine_search_loose" ON "machine" USING gin ("search_loose" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "segment_search_name" ON "segment" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
-- Articles of the built-in content service: full text over title and summary ('simple': no language stemming,
-- so tire words and codes stay as written).
CREATE INDEX "content_item_article_text" ON "content_item"
  USING gin (to_tsvector('simple', coalesce("data"->>'title', '') || ' ' || coalesce("data"->>'summary', '')))
  WHERE "collection" = 'articles';
