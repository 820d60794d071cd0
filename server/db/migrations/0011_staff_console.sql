CREATE TABLE "import_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file" "bytea" NOT NULL,
	"file_bytes" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"compared_with" integer,
	"problems" jsonb,
	"diff" jsonb,
	"summary" text,
	"published" integer,
	"published_by" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "staff_account_role" CHECK ("staff_account"."role" in ('admin', 'editor', 'sales'))
);
--> statement-breakpoint
CREATE TABLE "staff_link" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_session" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "lead" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
ALTER TABLE "staff_link" ADD CONSTRAINT "staff_link_account_id_staff_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_session" ADD CONSTRAINT "staff_session_account_id_staff_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_job_dataset" ON "import_job" USING btree ("dataset","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_account_email" ON "staff_account" USING btree ("email");--> statement-breakpoint
CREATE INDEX "staff_session_account" ON "staff_session" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "lead_created" ON "lead" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_status" CHECK ("lead"."status" in ('new', 'assigned', 'handled'));