CREATE TABLE "document_file" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_document" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"lines" text[] NOT NULL,
	"file_hash" text NOT NULL,
	"pages" integer NOT NULL,
	"bytes" integer NOT NULL,
	"cover_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL
);
