-- A save that changes a machine's or an article's own texts makes again only the index rows of the languages it
-- changed: renaming a machine in German wrote its five rows again (their documents, folded copies and trigram
-- entries, and their words for "Did you mean …"), which was most of a save's own cost. The rows of the other
-- languages hold the same as before. A change of a machine's parts (characteristics, options, advantages) or of an
-- article's content blocks still makes all its rows again.
DROP FUNCTION public.search_refresh_machines(integer[]);--> statement-breakpoint
DROP FUNCTION public.search_refresh_news(integer[]);--> statement-breakpoint
CREATE FUNCTION public.search_refresh_machines(ids integer[], languages text[] DEFAULT ARRAY['en', 'fr', 'de', 'it', 'es']) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
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
CREATE FUNCTION public.search_refresh_news(ids integer[], languages text[] DEFAULT ARRAY['en', 'fr', 'de', 'it', 'es']) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.search_entries WHERE news_id = ANY(ids) AND locale = ANY(languages);
  INSERT INTO public.search_entries (news_id, locale, title, body)
  SELECT n.id, l.locale, coalesce(to_jsonb(n) ->> ('title_' || l.locale), ''), public.search_plain(coalesce(
    (SELECT string_agg(concat_ws(E'\n', to_jsonb(b) ->> ('title_' || l.locale), to_jsonb(b) ->> ('content_' || l.locale)), E'\n' ORDER BY b.priority, b.id)
      FROM public.news_content_blocks b WHERE b.news_id = n.id), ''))
  FROM public.news n CROSS JOIN unnest(languages) AS l(locale)
  WHERE n.id = ANY(ids);
END $$;--> statement-breakpoint
-- Each language whose name or description changed, with the machines it changed in (one save: one machine).
CREATE OR REPLACE FUNCTION public.search_machines_texts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_language record;
BEGIN
  FOR changed_language IN
    SELECT l.locale, array_agg(n.id) AS ids
    FROM changed n JOIN previous o ON o.id = n.id,
      LATERAL (VALUES
        ('en', (n.name_en, n.description_en) IS DISTINCT FROM (o.name_en, o.description_en)),
        ('fr', (n.name_fr, n.description_fr) IS DISTINCT FROM (o.name_fr, o.description_fr)),
        ('de', (n.name_de, n.description_de) IS DISTINCT FROM (o.name_de, o.description_de)),
        ('it', (n.name_it, n.description_it) IS DISTINCT FROM (o.name_it, o.description_it)),
        ('es', (n.name_es, n.description_es) IS DISTINCT FROM (o.name_es, o.description_es))) AS l(locale, differs)
    WHERE l.differs
    GROUP BY l.locale
  LOOP
    PERFORM public.search_refresh_machines(changed_language.ids, ARRAY[changed_language.locale]);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_news_texts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_language record;
BEGIN
  FOR changed_language IN
    SELECT l.locale, array_agg(n.id) AS ids
    FROM changed n JOIN previous o ON o.id = n.id,
      LATERAL (VALUES
        ('en', n.title_en IS DISTINCT FROM o.title_en),
        ('fr', n.title_fr IS DISTINCT FROM o.title_fr),
        ('de', n.title_de IS DISTINCT FROM o.title_de),
        ('it', n.title_it IS DISTINCT FROM o.title_it),
        ('es', n.title_es IS DISTINCT FROM o.title_es)) AS l(locale, differs)
    WHERE l.differs
    GROUP BY l.locale
  LOOP
    PERFORM public.search_refresh_news(changed_language.ids, ARRAY[changed_language.locale]);
  END LOOP;
  RETURN NULL;
END $$;
