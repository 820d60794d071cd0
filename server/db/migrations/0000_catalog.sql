CREATE TABLE "application" (
	"application_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "application_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "catalog_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pattern" (
	"pattern_id" serial PRIMARY KEY NOT NULL,
	"pattern_name" text NOT NULL,
	"tag_line" text NOT NULL,
	"description" text NOT NULL,
	"family" text NOT NULL,
	CONSTRAINT "pattern_pattern_name_unique" UNIQUE("pattern_name")
);
--> statement-breakpoint
CREATE TABLE "pattern_benefit" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern_id" integer NOT NULL,
	"benefit" text NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pattern_feature" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern_id" integer NOT NULL,
	"feature" text NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pattern_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern_id" integer NOT NULL,
	"url" text NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rim_size" (
	"rim_size_id" serial PRIMARY KEY NOT NULL,
	"rim_diameter" double precision NOT NULL,
	CONSTRAINT "rim_size_rim_diameter_unique" UNIQUE("rim_diameter")
);
--> statement-breakpoint
CREATE TABLE "segment" (
	"segment_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "segment_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "segment_application" (
	"segment_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	CONSTRAINT "segment_application_segment_id_application_id_pk" PRIMARY KEY("segment_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "tire_size" (
	"tire_size_id" serial PRIMARY KEY NOT NULL,
	"size" text NOT NULL,
	"suffix" text NOT NULL,
	"alternate_size" text NOT NULL,
	"ply_rating" text NOT NULL,
	"pattern_id" integer NOT NULL,
	"tire_type_id" integer NOT NULL,
	"tra_code_id" integer NOT NULL,
	"rim_size_id" integer NOT NULL,
	"specification" jsonb NOT NULL,
	"load_index" jsonb
);
--> statement-breakpoint
CREATE TABLE "tire_size_application" (
	"tire_size_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	CONSTRAINT "tire_size_application_tire_size_id_application_id_pk" PRIMARY KEY("tire_size_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "tire_size_segment" (
	"tire_size_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	CONSTRAINT "tire_size_segment_tire_size_id_segment_id_pk" PRIMARY KEY("tire_size_id","segment_id")
);
--> statement-breakpoint
CREATE TABLE "tire_type" (
	"tire_type_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tire_type_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tra_code" (
	"tra_code_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "tra_code_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "pattern_benefit" ADD CONSTRAINT "pattern_benefit_pattern_id_pattern_pattern_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."pattern"("pattern_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pattern_feature" ADD CONSTRAINT "pattern_feature_pattern_id_pattern_pattern_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."pattern"("pattern_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pattern_image" ADD CONSTRAINT "pattern_image_pattern_id_pattern_pattern_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."pattern"("pattern_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_application" ADD CONSTRAINT "segment_application_segment_id_segment_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segment"("segment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_application" ADD CONSTRAINT "segment_application_application_id_application_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("application_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_size" ADD CONSTRAINT "tire_size_pattern_id_pattern_pattern_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."pattern"("pattern_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_size" ADD CONSTRAINT "tire_size_tire_type_id_tire_type_tire_type_id_fk" FOREIGN KEY ("tire_type_id") REFERENCES "public"."tire_type"("tire_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_size" ADD CONSTRAINT "tire_size_tra_code_id_tra_code_tra_code_id_fk" FOREIGN KEY ("tra_code_id") REFERENCES "public"."tra_code"("tra_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_size" ADD CONSTRAINT "tire_size_rim_size_id_rim_size_rim_size_id_fk" FOREIGN KEY ("rim_size_id") REFERENCES "public"."rim_size"("rim_size_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_size_application" ADD CONSTRAINT "tire_size_application_tire_size_id_tire_size_tire_size_id_fk" FOREIGN KEY ("tire_size_id") REFERENCES "public"."tire_size"("tire_size_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_size_application" ADD CONSTRAINT "tire_size_application_application_id_application_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("application_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_size_segment" ADD CONSTRAINT "tire_size_segment_tire_size_id_tire_size_tire_size_id_fk" FOREIGN KEY ("tire_size_id") REFERENCES "public"."tire_size"("tire_size_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_size_segment" ADD CONSTRAINT "tire_size_segment_segment_id_segment_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segment"("segment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pattern_benefit_seq" ON "pattern_benefit" USING btree ("pattern_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "pattern_feature_seq" ON "pattern_feature" USING btree ("pattern_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "pattern_image_seq" ON "pattern_image" USING btree ("pattern_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tire_size_natural_key" ON "tire_size" USING btree ("pattern_id","size","ply_rating","tra_code_id");--> statement-breakpoint
CREATE INDEX "tire_size_size" ON "tire_size" USING btree ("size");--> statement-breakpoint
CREATE INDEX "tire_size_rim" ON "tire_size" USING btree ("rim_size_id");--> statement-breakpoint
CREATE INDEX "tsa_application" ON "tire_size_application" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "tss_segment" ON "tire_size_segment" USING btree ("segment_id");