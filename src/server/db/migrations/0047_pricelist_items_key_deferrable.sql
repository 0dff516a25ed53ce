-- docs/api.md#child-rows: an edit updates a pricelist's kept items in one statement. Checked at the
-- end of that statement rather than row by row, two items may swap their species and trophy types.
-- The schema keeps declaring the unique index: drizzle cannot declare a deferrable constraint, and
-- this one is backed by an index of the same name and columns.
DROP INDEX "pricelist_items_species_trophy_key";--> statement-breakpoint
ALTER TABLE "pricelist_items" ADD CONSTRAINT "pricelist_items_species_trophy_key" UNIQUE ("pricelist_id","species_id","trophy_type_id") DEFERRABLE INITIALLY IMMEDIATE;
