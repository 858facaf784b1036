-- Whether the public may find an index row, kept in the row: a search read every machine to ask, per item found,
-- whether it is published (a scan of the 2,000 machines, 1.6 ms of the 18 ms "presse" took). The row's `public`
-- is written with it from its item's status, and a trigger keeps it when the status changes (a publication, a
-- withdrawal, the scheduler). Site pages are always public.
ALTER TABLE "search_entries" ADD COLUMN "public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE public.search_entries e SET public = false FROM public.machines m WHERE e.machine_id = m.id AND m.status <> 'published';--> statement-breakpoint
UPDATE public.search_entries e SET public = false FROM public.news n WHERE e.news_id = n.id AND n.status <> 'published';--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_refresh_machines(ids integer[], languages text[] DEFAULT ARRAY['en', 'fr', 'de', 'it', 'es']) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('search.paused', true) = 'on' THEN
    RETURN;
  END IF;
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
CREATE OR REPLACE FUNCTION public.search_refresh_news(ids integer[], languages text[] DEFAULT ARRAY['en', 'fr', 'de', 'it', 'es']) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('search.paused', true) = 'on' THEN
    RETURN;
  END IF;
  DELETE FROM public.search_entries WHERE news_id = ANY(ids) AND locale = ANY(languages);
  INSERT INTO public.search_entries (news_id, locale, public, title, body)
  SELECT n.id, l.locale, n.status = 'published', coalesce(to_jsonb(n) ->> ('title_' || l.locale), ''), public.search_plain(coalesce(
    (SELECT string_agg(concat_ws(E'\n', to_jsonb(b) ->> ('title_' || l.locale), to_jsonb(b) ->> ('content_' || l.locale)), E'\n' ORDER BY b.priority, b.id)
      FROM public.news_content_blocks b WHERE b.news_id = n.id), ''))
  FROM public.news n CROSS JOIN unnest(languages) AS l(locale)
  WHERE n.id = ANY(ids);
END $$;--> statement-breakpoint
-- A row trigger that fires only when the status changes: a save of the texts, or of a draft, does not pay for it.
CREATE FUNCTION public.search_machine_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.search_entries SET public = NEW.status = 'published' WHERE machine_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.search_news_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.search_entries SET public = NEW.status = 'published' WHERE news_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_machine_status AFTER UPDATE OF status ON public.machines
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION public.search_machine_status_changed();--> statement-breakpoint
CREATE TRIGGER search_news_status AFTER UPDATE OF status ON public.news
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION public.search_news_status_changed();
