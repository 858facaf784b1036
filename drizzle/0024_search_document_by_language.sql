-- The text search index of the site search, one per language (partial indexes): a search looks in each language's
-- rows with that language's stemming, and the one index over all the rows gave the matches of every language, to
-- be read and filtered out row by row (4,514 rows read for 885 found, for "presse hydraulique" with 2,000 machines).
DROP INDEX "search_entries_document_idx";--> statement-breakpoint
CREATE INDEX "search_entries_document_en_idx" ON "search_entries" USING gin ("document") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_entries_document_fr_idx" ON "search_entries" USING gin ("document") WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX "search_entries_document_de_idx" ON "search_entries" USING gin ("document") WHERE locale = 'de';--> statement-breakpoint
CREATE INDEX "search_entries_document_it_idx" ON "search_entries" USING gin ("document") WHERE locale = 'it';--> statement-breakpoint
CREATE INDEX "search_entries_document_es_idx" ON "search_entries" USING gin ("document") WHERE locale = 'es';--> statement-breakpoint
-- A row of the index (its text, its document, its folded and compact copies: about 3.5 kB) is kept whole in the
-- table's page instead of its large values in the TOAST table: a search reads hundreds of rows and tests or ranks
-- several of these values on each, and each value out of line was one more index lookup and read. The rows there
-- are written again so that they are stored this way.
ALTER TABLE "search_entries" SET (toast_tuple_target = 8160);--> statement-breakpoint
SELECT public.search_refresh_machines(ARRAY(SELECT id FROM public.machines));--> statement-breakpoint
SELECT public.search_refresh_news(ARRAY(SELECT id FROM public.news));
