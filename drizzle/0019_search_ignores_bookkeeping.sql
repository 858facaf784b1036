-- The search index of a machine or an article is made again only when a save changes what it indexes (the names and
-- descriptions, the titles), not on every update of the row: a save's new version, its updated_at, a price or a
-- meta description left the index as it was and cost as much as a change of the texts.
DROP TRIGGER search_machines_updated ON public.machines;--> statement-breakpoint
DROP TRIGGER search_news_updated ON public.news;--> statement-breakpoint
CREATE FUNCTION public.search_machines_texts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_refresh_machines(ARRAY(
    SELECT n.id FROM changed n JOIN previous o ON o.id = n.id
    WHERE (n.name_en, n.name_fr, n.name_de, n.name_it, n.name_es,
           n.description_en, n.description_fr, n.description_de, n.description_it, n.description_es)
      IS DISTINCT FROM
          (o.name_en, o.name_fr, o.name_de, o.name_it, o.name_es,
           o.description_en, o.description_fr, o.description_de, o.description_it, o.description_es)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.search_news_texts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.search_refresh_news(ARRAY(
    SELECT n.id FROM changed n JOIN previous o ON o.id = n.id
    WHERE (n.title_en, n.title_fr, n.title_de, n.title_it, n.title_es)
      IS DISTINCT FROM (o.title_en, o.title_fr, o.title_de, o.title_it, o.title_es)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_machines_updated AFTER UPDATE ON public.machines REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_machines_texts_changed();--> statement-breakpoint
CREATE TRIGGER search_news_updated AFTER UPDATE ON public.news REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION public.search_news_texts_changed();
