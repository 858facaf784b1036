-- The site search (src/server/search): trigram and accent-free matching, a text search configuration per language
-- that ignores accents, and the functions the index's computed columns are made of. Names are schema-qualified and
-- the bodies parsed at creation, so that computing a column never depends on the search_path (a restore has none).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.search_en (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.search_en ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.search_fr (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.search_fr ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, french_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.search_de (COPY = pg_catalog.german);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.search_de ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, german_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.search_it (COPY = pg_catalog.italian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.search_it ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, italian_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.search_es (COPY = pg_catalog.spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.search_es ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, spanish_stem;--> statement-breakpoint
-- Lower case without accents ("Straße" gives "strasse", "Vérin" "verin").
CREATE FUNCTION public.search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));--> statement-breakpoint
-- The text search configuration of a language of the site.
CREATE FUNCTION public.search_config(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN CASE locale WHEN 'fr' THEN 'public.search_fr'::regconfig WHEN 'de' THEN 'public.search_de'::regconfig
  WHEN 'it' THEN 'public.search_it'::regconfig WHEN 'es' THEN 'public.search_es'::regconfig
  ELSE 'public.search_en'::regconfig END;--> statement-breakpoint
-- Dashes, dots and slashes between letters or digits as spaces: "PK-250" is the words "PK" and "250", as a search
-- for "pk 250" or "pk-250" has them.
CREATE FUNCTION public.search_spaced(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN regexp_replace(value, '([[:alnum:]])[-./]+(?=[[:alnum:]])', '\1 ', 'g');--> statement-breakpoint
-- Formatted text (src/markdown) as words: its marks away.
CREATE FUNCTION public.search_plain(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN regexp_replace(value, '[*_#>`|~]+|\]\([^)]*\)|\[', ' ', 'g');--> statement-breakpoint
CREATE TABLE "search_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer,
	"news_id" integer,
	"page" text,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(public.search_config(locale), public.search_spaced(title)), 'A') || setweight(to_tsvector(public.search_config(locale), public.search_spaced(body)), 'B')) STORED NOT NULL,
	"folded_title" text GENERATED ALWAYS AS (public.search_fold(title)) STORED NOT NULL,
	"folded" text GENERATED ALWAYS AS (public.search_fold(title || ' ' || body)) STORED NOT NULL,
	"compact" text GENERATED ALWAYS AS (regexp_replace(public.search_fold(title || ' ' || body), '[^a-z0-9]+', '', 'g')) STORED NOT NULL,
	CONSTRAINT "search_entries_one_item" CHECK (num_nonnulls("search_entries"."machine_id", "search_entries"."news_id", "search_entries"."page") = 1)
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	"results" integer NOT NULL,
	CONSTRAINT "search_queries_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"folded" text GENERATED ALWAYS AS (public.search_fold(word)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_machine_locale_idx" ON "search_entries" USING btree ("machine_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_news_locale_idx" ON "search_entries" USING btree ("news_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_page_locale_idx" ON "search_entries" USING btree ("page","locale");--> statement-breakpoint
CREATE INDEX "search_entries_document_idx" ON "search_entries" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_entries_folded_idx" ON "search_entries" USING gin ("folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_entries_folded_title_idx" ON "search_entries" USING gin ("folded_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_entries_compact_idx" ON "search_entries" USING gin ("compact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_folded_idx" ON "search_words" USING gist ("folded" gist_trgm_ops);--> statement-breakpoint
-- The words of new index rows, for "Did you mean …" (see search_words in schema.ts).
CREATE FUNCTION public.search_learn_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
  SELECT DISTINCT word
  FROM added, regexp_split_to_table(lower(added.title || ' ' || added.body),
    '[\s!-/:-@\[-`{-~«»“”‘’„‚–—…·×°±§¶  ]+') AS word
  WHERE length(word) BETWEEN 4 AND 40 AND word !~ '[0-9]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_entries_learn_words AFTER INSERT ON public.search_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.search_learn_words();--> statement-breakpoint
-- The index rows of machines `ids`, written again from their texts in each language: name; description; technical
-- characteristics, options and advantages. A machine that no longer exists gets none. The columns are read by name
-- from the rows as JSON, so a language's column is found by its code.
CREATE FUNCTION public.search_refresh_machines(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.search_entries WHERE machine_id = ANY(ids);
  INSERT INTO public.search_entries (machine_id, locale, title, body)
  SELECT m.id, l.locale, coalesce(to_jsonb(m) ->> ('name_' || l.locale), ''), public.search_plain(concat_ws(E'\n',
    to_jsonb(m) ->> ('description_' || l.locale),
    (SELECT string_agg(concat_ws(' ', to_jsonb(c) ->> ('name_' || l.locale), to_jsonb(c) ->> ('value_' || l.locale)), E'\n' ORDER BY c.priority, c.id)
      FROM public.technical_characteristics c WHERE c.machine_id = m.id),
    (SELECT string_agg(concat_ws(' ', to_jsonb(o) ->> ('name_' || l.locale), to_jsonb(o) ->> ('value_' || l.locale)), E'\n' ORDER BY o.priority, o.id)
      FROM public.machine_options o WHERE o.machine_id = m.id),
    (SELECT string_agg(to_jsonb(a) ->> ('description_' || l.locale), E'\n' ORDER BY a.priority, a.id)
      FROM public.advantages a WHERE a.machine_id = m.id)))
  FROM public.machines m CROSS JOIN unnest(ARRAY['en', 'fr', 'de', 'it', 'es']) AS l(locale)
  WHERE m.id = ANY(ids);
END $$;--> statement-breakpoint
-- The same for news articles: title; the titles and texts of the content blocks.
CREATE FUNCTION public.search_refresh_news(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.search_entries WHERE news_id = ANY(ids);
  INSERT INTO public.search_entries (news_id, locale, title, body)
  SELECT n.id, l.locale, coalesce(to_jsonb(n) ->> ('title_' || l.locale), ''), public.search_plain(coalesce(
    (SELECT string_agg(concat_ws(E'\n', to_jsonb(b) ->> ('title_' || l.locale), to_jsonb(b) ->> ('content_' || l.locale)), E'\n' ORDER BY b.priority, b.id)
      FROM public.news_content_blocks b WHERE b.news_id = n.id), ''))
  FROM public.news n CROSS JOIN unnest(ARRAY['en', 'fr', 'de', 'it', 'es']) AS l(locale)
  WHERE n.id = ANY(ids);
END $$;--> statement-breakpoint
-- Statement triggers: a save that writes many items refreshes its machine once per statement.
CREATE FUNCTION public.search_machines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_refresh_machines(ARRAY(SELECT DISTINCT id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.search_machine_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_refresh_machines(ARRAY(SELECT DISTINCT machine_id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.search_news_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_refresh_news(ARRAY(SELECT DISTINCT id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.search_news_blocks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_refresh_news(ARRAY(SELECT DISTINCT news_id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_machines_inserted AFTER INSERT ON public.machines REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_machines_changed();--> statement-breakpoint
CREATE TRIGGER search_machines_updated AFTER UPDATE ON public.machines REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_machines_changed();--> statement-breakpoint
CREATE TRIGGER search_characteristics_inserted AFTER INSERT ON public.technical_characteristics REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_machine_items_changed();--> statement-breakpoint
CREATE TRIGGER search_characteristics_updated AFTER UPDATE ON public.technical_characteristics REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_machine_items_changed();--> statement-breakpoint
CREATE TRIGGER search_characteristics_deleted AFTER DELETE ON public.technical_characteristics REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_machine_items_changed();--> statement-breakpoint
CREATE TRIGGER search_options_inserted AFTER INSERT ON public.machine_options REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_machine_items_changed();--> statement-breakpoint
CREATE TRIGGER search_options_updated AFTER UPDATE ON public.machine_options REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_machine_items_changed();--> statement-breakpoint
CREATE TRIGGER search_options_deleted AFTER DELETE ON public.machine_options REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_machine_items_changed();--> statement-breakpoint
CREATE TRIGGER search_advantages_inserted AFTER INSERT ON public.advantages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_machine_items_changed();--> statement-breakpoint
CREATE TRIGGER search_advantages_updated AFTER UPDATE ON public.advantages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_machine_items_changed();--> statement-breakpoint
CREATE TRIGGER search_advantages_deleted AFTER DELETE ON public.advantages REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_machine_items_changed();--> statement-breakpoint
CREATE TRIGGER search_news_inserted AFTER INSERT ON public.news REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_news_changed();--> statement-breakpoint
CREATE TRIGGER search_news_updated AFTER UPDATE ON public.news REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_news_changed();--> statement-breakpoint
CREATE TRIGGER search_news_blocks_inserted AFTER INSERT ON public.news_content_blocks REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_news_blocks_changed();--> statement-breakpoint
CREATE TRIGGER search_news_blocks_updated AFTER UPDATE ON public.news_content_blocks REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_news_blocks_changed();--> statement-breakpoint
CREATE TRIGGER search_news_blocks_deleted AFTER DELETE ON public.news_content_blocks REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_news_blocks_changed();--> statement-breakpoint
-- What is already there.
SELECT public.search_refresh_machines(ARRAY(SELECT id FROM public.machines));--> statement-breakpoint
SELECT public.search_refresh_news(ARRAY(SELECT id FROM public.news));
