-- Issue 36: search in the catalogue's language. The catalogue is written in the studio's default
-- language (studio_settings.language; English while no row is written), so an item's search
-- document also holds its words stemmed by that language's Snowball stemmer: "stretches" finds
-- "Stretching", "corridas" finds "Corrida". The 'simple' words stay beside them for prefixes typed.
CREATE FUNCTION studio_search_config() RETURNS regconfig LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT CASE language WHEN 'pt-BR' THEN 'portuguese' WHEN 'es' THEN 'spanish' ELSE 'english' END
    FROM studio_settings WHERE id = 1), 'english')::regconfig
$$;--> statement-breakpoint
-- The words of a text, lower case without accents: as written (for prefixes) and stemmed.
CREATE FUNCTION studio_search_words(config regconfig, body text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT to_tsvector('simple', lower(unaccent(body))) || to_tsvector(config, lower(unaccent(body)))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION items_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  config regconfig := studio_search_config();
BEGIN
  NEW.search_title := lower(unaccent(NEW.title));
  NEW.search_document :=
    setweight(studio_search_words(config, NEW.title), 'A') ||
    setweight(studio_search_words(config, coalesce((
      SELECT string_agg(t.name, ' ') FROM item_trainers it JOIN trainers t ON t.id = it.trainer_id
      WHERE it.item_id = NEW.id), '')), 'B') ||
    setweight(studio_search_words(config, NEW.description), 'C') ||
    setweight(studio_search_words(config, coalesce((
      SELECT string_agg(o.title, ' ') FROM item_filter_options io JOIN filter_options o ON o.id = io.option_id
      WHERE io.item_id = NEW.id), '')), 'D');
  RETURN NEW;
END $$;--> statement-breakpoint
-- The studio's language changed: every item's words are stemmed again.
CREATE FUNCTION items_search_touch_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items SET search_document = ''::tsvector;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER studio_settings_search_insert AFTER INSERT ON studio_settings
  FOR EACH ROW WHEN (NEW.language <> 'en') EXECUTE FUNCTION items_search_touch_all();--> statement-breakpoint
CREATE TRIGGER studio_settings_search_update AFTER UPDATE OF language ON studio_settings
  FOR EACH ROW WHEN (OLD.language IS DISTINCT FROM NEW.language) EXECUTE FUNCTION items_search_touch_all();--> statement-breakpoint
-- The catalogue already imported.
UPDATE items SET search_document = ''::tsvector;
