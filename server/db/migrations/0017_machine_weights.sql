-- Issue 23 part 3: a machine's weight split between its axles (percent of its weight on each axle, front to rear,
-- empty and loaded) and its tires on each axle, from which the duty check works out the load on each tire; and where
-- the weights come from when another page than the sizes' source gives them ('' when the same).
ALTER TABLE "machine" ADD COLUMN "empty_split" double precision[];
--> statement-breakpoint
ALTER TABLE "machine" ADD COLUMN "loaded_split" double precision[];
--> statement-breakpoint
ALTER TABLE "machine" ADD COLUMN "tires_per_axle" integer[];
--> statement-breakpoint
ALTER TABLE "machine" ADD COLUMN "weights_source" text DEFAULT '' NOT NULL;
