-- Issue 23: the fitment table (machines and the tire sizes they run on), replaced with the catalog by a publish.
CREATE TABLE "machine" (
	"machine_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"equipment" text NOT NULL,
	"front_size" text NOT NULL,
	"rear_size" text NOT NULL,
	"rim" text NOT NULL,
	"payload_t" double precision,
	"empty_weight_t" double precision,
	"source" text NOT NULL,
	"sample" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "machine_slug_unique" UNIQUE("slug")
);
