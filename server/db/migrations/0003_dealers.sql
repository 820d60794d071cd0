CREATE TABLE "dealer" (
	"dealer_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"services" jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	CONSTRAINT "dealer_kind_check" CHECK ("dealer"."kind" in ('recommended', 'earthmover')),
	CONSTRAINT "dealer_latitude_check" CHECK ("dealer"."latitude" between -90 and 90),
	CONSTRAINT "dealer_longitude_check" CHECK ("dealer"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_natural_key" ON "dealer" USING btree ("kind","name","street","city");--> statement-breakpoint
CREATE INDEX "dealer_kind" ON "dealer" USING btree ("kind");