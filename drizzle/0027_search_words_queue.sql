-- Learning an index row's words for "Did you mean" (search_learn_words, drizzle/0018_site_search.sql) took 1.3 ms of
-- every save that made the row again. The trigger now only notes the new rows' ids; the server's upkeep learns
-- their words every half minute (src/server/search/upkeep.ts), a row made again since being passed over.
CREATE TABLE "search_words_pending" (
	"entry_id" integer PRIMARY KEY NOT NULL
);--> statement-breakpoint
INSERT INTO public.search_words_pending (entry_id) SELECT id FROM public.search_entries ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_learn_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words_pending (entry_id) SELECT id FROM added ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The words of the rows noted, learned; the notes taken away in the same statement. Answers how many rows it read.
-- Two instances at once: the second waits for the first's notes and finds them gone.
CREATE FUNCTION public.search_learn_words_pending() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
BEGIN
  WITH done AS (DELETE FROM public.search_words_pending RETURNING entry_id),
  learned AS (
    INSERT INTO public.search_words (word)
    SELECT DISTINCT word
    FROM public.search_entries e JOIN done ON e.id = done.entry_id,
      regexp_split_to_table(lower(e.title || ' ' || e.body), '[\s!-/:-@\[-`{-~«»“”‘’„‚–—…·×°±§¶  ]+') AS word
    WHERE length(word) BETWEEN 4 AND 40 AND word !~ '[0-9]'
    ON CONFLICT DO NOTHING
  )
  SELECT count(*) INTO taken FROM done;
  RETURN taken;
END $$;
