DROP INDEX "machine_categories_category_idx";--> statement-breakpoint
CREATE INDEX "machine_categories_category_machine_idx" ON "machine_categories" USING btree ("category_id","machine_id");