CREATE TABLE "content_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"collection" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "content_item_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE INDEX "content_item_collection" ON "content_item" USING btree ("collection","id");