-- Issue 23 part 2: the header search matches in the database. Two trusted extensions (trigram similarity, edit
-- distance), the two keys a typed text is compared on (server/search/query.ts makes the same keys of the search
-- text), and indexes on them: prefix (text_pattern_ops, any collation) and trigram (gin). Hand-written: the
-- schema file (server/db/schema.ts) does not declare functions, extensions or expression indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- "29.5 R 25" -> "29.5r25": case and spaces go, the notation stays (29.5-25 is the bias size, not the radial).
CREATE OR REPLACE FUNCTION search_key(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(regexp_replace(t, '\s+', '', 'g'));
--> statement-breakpoint
-- "RH-4A+" -> "rh4a", "29.5R25" -> "295r25": letters and digits only, for prefixes and near matches.
CREATE OR REPLACE FUNCTION search_loose(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(lower(t), '[^a-z0-9]+', '', 'g');
--> statement-breakpoint
CREATE INDEX "tire_size_search_key" ON "tire_size" (search_key("size") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "tire_size_search_alternate" ON "tire_size" (search_key("alternate_size") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "tire_size_search_trgm" ON "tire_size" USING gin (search_loose("size") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "pattern_search_trgm" ON "pattern" USING gin (search_loose("pattern_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "machine_search_trgm" ON "machine" USING gin (search_loose("model") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "segment_search_trgm" ON "segment" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
-- Articles of the built-in content service: full text over title and summary ('simple': no language stemming,
-- so tire words and codes stay as written).
CREATE INDEX "content_item_article_text" ON "content_item"
  USING gin (to_tsvector('simple', coalesce("data"->>'title', '') || ' ' || coalesce("data"->>'summary', '')))
  WHERE "collection" = 'articles';
