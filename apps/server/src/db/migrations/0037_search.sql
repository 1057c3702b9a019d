-- Issue 36: search over the catalogue. Trigram similarity (typos) and unaccent (accents) come with
-- PostgreSQL's contrib and with PGlite's (loaded by db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"user_id" bigint NOT NULL,
	"query" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_searches_user_id_query_pk" PRIMARY KEY("user_id","query")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recent_searches_user_idx" ON "recent_searches" USING btree ("user_id","searched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_search_document_idx" ON "items" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "items_search_title_idx" ON "items" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
-- A member's recent searches are their data: the member cache hears of them as of every such table.
CREATE TRIGGER studio_member_changed AFTER INSERT OR UPDATE OR DELETE ON recent_searches
  FOR EACH ROW EXECUTE FUNCTION studio_member_row_changed();--> statement-breakpoint
CREATE TRIGGER studio_member_truncated AFTER TRUNCATE ON recent_searches
  FOR EACH STATEMENT EXECUTE FUNCTION studio_everything_changed();--> statement-breakpoint
-- An item's search document: its title (A), its trainers' names (B), its description (C) and its
-- filter options' titles (D), lower case without accents, in the 'simple' configuration (no
-- stemming: a prefix typed matches the word written). Made before each insert or update of the
-- item; the triggers below touch `search_document` when its trainers or options change.
CREATE FUNCTION items_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_title := lower(unaccent(NEW.title));
  NEW.search_document :=
    setweight(to_tsvector('simple', lower(unaccent(NEW.title))), 'A') ||
    setweight(to_tsvector('simple', lower(unaccent(coalesce((
      SELECT string_agg(t.name, ' ') FROM item_trainers it JOIN trainers t ON t.id = it.trainer_id
      WHERE it.item_id = NEW.id), '')))), 'B') ||
    setweight(to_tsvector('simple', lower(unaccent(NEW.description))), 'C') ||
    setweight(to_tsvector('simple', lower(unaccent(coalesce((
      SELECT string_agg(o.title, ' ') FROM item_filter_options io JOIN filter_options o ON o.id = io.option_id
      WHERE io.item_id = NEW.id), '')))), 'D');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER items_search BEFORE INSERT OR UPDATE OF title, description, search_document ON items
  FOR EACH ROW EXECUTE FUNCTION items_search_fill();--> statement-breakpoint
-- Trainers and options of items changed: once per statement (an import writes thousands of rows).
CREATE FUNCTION items_search_touch_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items SET search_document = ''::tsvector WHERE id IN (SELECT item_id FROM changed_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER item_trainers_search_insert AFTER INSERT ON item_trainers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION items_search_touch_rows();--> statement-breakpoint
CREATE TRIGGER item_trainers_search_delete AFTER DELETE ON item_trainers REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION items_search_touch_rows();--> statement-breakpoint
CREATE TRIGGER item_filter_options_search_insert AFTER INSERT ON item_filter_options REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION items_search_touch_rows();--> statement-breakpoint
CREATE TRIGGER item_filter_options_search_delete AFTER DELETE ON item_filter_options REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION items_search_touch_rows();--> statement-breakpoint
-- A trainer renamed, an option retitled: the items that name them.
CREATE FUNCTION items_search_touch_trainer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items SET search_document = ''::tsvector
  WHERE id IN (SELECT it.item_id FROM item_trainers it JOIN changed_rows c ON c.id = it.trainer_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER trainers_search AFTER UPDATE ON trainers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION items_search_touch_trainer();--> statement-breakpoint
CREATE FUNCTION items_search_touch_option() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items SET search_document = ''::tsvector
  WHERE id IN (SELECT io.item_id FROM item_filter_options io JOIN changed_rows c ON c.id = io.option_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER filter_options_search AFTER UPDATE ON filter_options REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION items_search_touch_option();--> statement-breakpoint
-- The catalogue already imported.
UPDATE items SET search_document = ''::tsvector;
