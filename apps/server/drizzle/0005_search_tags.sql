-- Search that finds: tags and a category on pages, English stems beside the words as written,
-- and the table of known words that mistyped search words are matched against (pg_trgm finds
-- the candidates, fuzzystrmatch's levenshtein counts the edits).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Immutable so a generated column may use it (array_to_string is only stable in general, but on text[] it is a pure function).
CREATE OR REPLACE FUNCTION crayonbox_page_words(title text, prompt text, category text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT title || ' ' || coalesce(prompt, '') || ' ' || coalesce(category, '') || ' ' || array_to_string(tags, ' ') $$;--> statement-breakpoint
ALTER TABLE "pages" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', crayonbox_page_words(title, prompt, category, tags)) || to_tsvector('english', crayonbox_page_words(title, prompt, category, tags))) STORED;--> statement-breakpoint
CREATE INDEX "pages_search_idx" ON "pages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "pages_category_idx" ON "pages" USING btree ("category") WHERE not blocked;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "pages", unnest(tsvector_to_array(to_tsvector('simple', crayonbox_page_words(title, prompt, category, tags)))) AS w
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- New pages arrive in bulk too (imports, the bench's dataset): one insert per statement.
CREATE OR REPLACE FUNCTION crayonbox_learn_added_page_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM added, unnest(tsvector_to_array(to_tsvector('simple', crayonbox_page_words(added.title, added.prompt, added.category, added.tags)))) AS w
    WHERE length(w) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION crayonbox_learn_changed_page_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple', crayonbox_page_words(NEW.title, NEW.prompt, NEW.category, NEW.tags)))) AS w
    WHERE length(w) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pages_learn_added_words" AFTER INSERT ON "pages" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_learn_added_page_words();--> statement-breakpoint
CREATE TRIGGER "pages_learn_changed_words" AFTER UPDATE OF title, prompt, category, tags ON "pages"
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.prompt IS DISTINCT FROM NEW.prompt OR OLD.category IS DISTINCT FROM NEW.category OR OLD.tags IS DISTINCT FROM NEW.tags)
  EXECUTE FUNCTION crayonbox_learn_changed_page_words();
