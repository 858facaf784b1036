-- The search index is not kept while the transaction's setting `search.paused` is 'on': a save to a draft applies
-- the draft and the save to the item's rows in a savepoint only to read the result, then rolls the savepoint back
-- (history/revisions.ts), which made the search entries of the languages it changed again for nothing. The setting
-- is set in that savepoint with `set_config(..., true)`, which its rollback undoes; every other write (a save of the
-- published item, a draft's publication) keeps the index as before, in its own transaction.
CREATE OR REPLACE FUNCTION public.search_refresh_machines(ids integer[], languages text[] DEFAULT ARRAY['en', 'fr', 'de', 'it', 'es']) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('search.paused', true) = 'on' THEN
    RETURN;
  END IF;
  DELETE FROM public.search_entries WHERE machine_id = ANY(ids) AND locale = ANY(languages);
  INSERT INTO public.search_entries (machine_id, locale, title, body)
  SELECT m.id, l.locale, coalesce(to_jsonb(m) ->> ('name_' || l.locale), ''), public.search_plain(concat_ws(E'\n',
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
CREATE OR REPLACE FUNCTION public.search_refresh_news(ids integer[], languages text[] DEFAULT ARRAY['en', 'fr', 'de', 'it', 'es']) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('search.paused', true) = 'on' THEN
    RETURN;
  END IF;
  DELETE FROM public.search_entries WHERE news_id = ANY(ids) AND locale = ANY(languages);
  INSERT INTO public.search_entries (news_id, locale, title, body)
  SELECT n.id, l.locale, coalesce(to_jsonb(n) ->> ('title_' || l.locale), ''), public.search_plain(coalesce(
    (SELECT string_agg(concat_ws(E'\n', to_jsonb(b) ->> ('title_' || l.locale), to_jsonb(b) ->> ('content_' || l.locale)), E'\n' ORDER BY b.priority, b.id)
      FROM public.news_content_blocks b WHERE b.news_id = n.id), ''))
  FROM public.news n CROSS JOIN unnest(languages) AS l(locale)
  WHERE n.id = ANY(ids);
END $$;
