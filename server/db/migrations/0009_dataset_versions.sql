CREATE TABLE "dataset_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"source_name" text NOT NULL,
	"source_hash" text NOT NULL,
	"item_count" integer NOT NULL,
	"replaces" integer,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dataset_version_kind" ON "dataset_version" USING btree ("kind","id");