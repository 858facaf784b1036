CREATE TABLE "search_stale" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"locale" text NOT NULL,
	CONSTRAINT "search_stale_kind_item_id_locale_pk" PRIMARY KEY("kind","item_id","locale")
);
--> statement-breakpoint
-- Making a machine's or an article's index rows again took 1.5 ms of every save that changed one of its texts (the
-- text put together, its document, its folded copies and their index entries), which the office waited for. The
-- triggers now only note which rows to make again (search_stale), and the next search makes them first
-- (`search_catch_up()`, search/upkeep.ts), as the server's upkeep does every half minute: a save is found by the
-- next search, on any instance, as before, and the search pays for it once. A draft's savepoint, rolled back, takes
-- its notes with it, so the index no longer needs pausing there (0026).
CREATE FUNCTION public.search_rebuild_machines(ids integer[], languages text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.search_entries WHERE machine_id = ANY(ids) AND locale = ANY(languages);
  INSERT INTO public.search_entries (machine_id, locale, public, title, body)
  SELECT m.id, l.locale, m.status = 'published', coalesce(to_jsonb(m) ->> ('name_' || l.locale), ''), public.search_plain(concat_ws(E'\n',
    to_jsonb(m) ->> ('description_' || l.locale),
    (SELECT string_agg(concat_ws(' ', to_jsonb(c) ->> ('name_' || l.locale), to_jsonb(c) ->> ('value_' || l.locale)), E'\n' ORDER BY c.priority, c.id)
      FROM public.technical_characteristics c WHERE c.machine_id = m.id),
    (SELECT string_agg(concat_ws(' ', to_jsonb(o) ->> ('name_' || l.locale), to_jsonb(o) ->> ('value_' || l.locale)), E'\n' ORDER BY o.priority, o.id)
      FROM public.machine_options o WHERE o.machine_id = m.id),
    (SELECT string_agg(to_jsonb(a) ->> ('description_' || l.locale), E'\n' ORDER BY a.priority, a.id)
      FROM public.advantages a WHERE a.machine_id = m.id)))
  FROM public.machines m CROSS JOIN unnest(languages) AS l(locale)
  WHERE m.id = ANY(ids);
END $$;--> statement-breakpoint
CREATE FUNCTION public.search_rebuild_news(ids integer[], languages text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.search_entries WHERE news_id = ANY(ids) AND locale = ANY(languages);
  INSERT INTO public.search_entries (news_id, locale, public, title, body)
  SELECT n.id, l.locale, n.status = 'published', coalesce(to_jsonb(n) ->> ('title_' || l.locale), ''), public.search_plain(coalesce(
    (SELECT string_agg(concat_ws(E'\n', to_jsonb(b) ->> ('title_' || l.locale), to_jsonb(b) ->> ('content_' || l.locale)), E'\n' ORDER BY b.priority, b.id)
      FROM public.news_content_blocks b WHERE b.news_id = n.id), ''))
  FROM public.news n CROSS JOIN unnest(languages) AS l(locale)
  WHERE n.id = ANY(ids);
END $$;--> statement-breakpoint
-- What every search trigger calls (0018, 0025): now a note, made once per row to make again.
CREATE OR REPLACE FUNCTION public.search_refresh_machines(ids integer[], languages text[] DEFAULT ARRAY['en', 'fr', 'de', 'it', 'es']) RETURNS void LANGUAGE sql AS $$
  INSERT INTO public.search_stale (kind, item_id, locale)
  SELECT 'machine', i, l FROM unnest(ids) AS i, unnest(languages) AS l WHERE i IS NOT NULL
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_refresh_news(ids integer[], languages text[] DEFAULT ARRAY['en', 'fr', 'de', 'it', 'es']) RETURNS void LANGUAGE sql AS $$
  INSERT INTO public.search_stale (kind, item_id, locale)
  SELECT 'news', i, l FROM unnest(ids) AS i, unnest(languages) AS l WHERE i IS NOT NULL
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- Makes the noted rows again and takes their notes away, in one transaction; answers how many it made. Two at once
-- on PostgreSQL: the second waits for the first's notes, finds them gone, and reads the rows the first made.
CREATE FUNCTION public.search_catch_up() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken jsonb;
  stale record;
BEGIN
  WITH done AS (DELETE FROM public.search_stale RETURNING kind, item_id, locale)
  SELECT jsonb_agg(jsonb_build_object('kind', kind, 'item', item_id, 'locale', locale)) INTO taken FROM done;
  IF taken IS NULL THEN
    RETURN 0;
  END IF;
  FOR stale IN
    SELECT x.kind, x.locale, array_agg(x.item) AS ids
    FROM jsonb_to_recordset(taken) AS x(kind text, item integer, locale text)
    GROUP BY x.kind, x.locale
  LOOP
    IF stale.kind = 'machine' THEN
      PERFORM public.search_rebuild_machines(stale.ids, ARRAY[stale.locale]);
    ELSE
      PERFORM public.search_rebuild_news(stale.ids, ARRAY[stale.locale]);
    END IF;
  END LOOP;
  RETURN jsonb_array_length(taken);
END $$;
