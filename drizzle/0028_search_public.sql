-- Whether the public may find an index row, kept in the row: a search read every machine to ask, per item found,
-- whether it is published (a scan of the 2,000 machines, 1.6 ms of the 18 ms "presse" took). The row's `public`
-- is set here from its item's status, written with each row made again (drizzle/0030_search_catch_up.sql), and kept
-- by a trigger when the status changes (a publication, a withdrawal, the scheduler). Site pages are always public.
ALTER TABLE "search_entries" ADD COLUMN "public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE public.search_entries e SET public = false FROM public.machines m WHERE e.machine_id = m.id AND m.status <> 'published';--> statement-breakpoint
UPDATE public.search_entries e SET public = false FROM public.news n WHERE e.news_id = n.id AND n.status <> 'published';--> statement-breakpoint
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
