CREATE TABLE "catalog_blob" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"source_name" text NOT NULL,
	"source_hash" text NOT NULL,
	"line_count" integer NOT NULL,
	"size_count" integer NOT NULL,
	"replaces" integer,
	"catalog" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tire_retired" (
	"tire_size_id" integer PRIMARY KEY NOT NULL,
	"pattern_name" text NOT NULL,
	"size" text NOT NULL,
	"ply_rating" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
