-- Change feed: every committed change to the rows that the in-process caches hold (page lists,
-- page objects, signed-in users) is announced on the channel crayonbox_changes, so each app
-- instance can drop what went stale (docs/decisions/change-feed.md). Statement-level triggers
-- with transition tables: one notification per statement and table, listing the affected keys,
-- or '*' for big statements. PostgreSQL delivers notifications only on commit, in commit order.
CREATE FUNCTION crayonbox_announce_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  keys text;
BEGIN
  -- TG_ARGV[0]: the tag of the table, TG_ARGV[1]: the column whose values are announced.
  EXECUTE format('SELECT count(DISTINCT %1$I), string_agg(DISTINCT %1$I::text, %2$L) FROM changed', TG_ARGV[1], ',')
    INTO n, keys;
  IF n > 0 THEN
    PERFORM pg_notify('crayonbox_changes', TG_ARGV[0] || ':' || CASE WHEN n > 500 THEN '*' ELSE keys END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pages_announce_insert AFTER INSERT ON pages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('p', 'id');
--> statement-breakpoint
CREATE TRIGGER pages_announce_update AFTER UPDATE ON pages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('p', 'id');
--> statement-breakpoint
CREATE TRIGGER pages_announce_delete AFTER DELETE ON pages REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('p', 'id');
--> statement-breakpoint
CREATE TRIGGER users_announce_update AFTER UPDATE ON users REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('u', 'id');
--> statement-breakpoint
CREATE TRIGGER users_announce_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('u', 'id');
--> statement-breakpoint
CREATE TRIGGER auth_tokens_announce_update AFTER UPDATE ON auth_tokens REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('t', 'user_id');
--> statement-breakpoint
CREATE TRIGGER auth_tokens_announce_delete AFTER DELETE ON auth_tokens REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('t', 'user_id');
--> statement-breakpoint
CREATE TRIGGER favorites_announce_insert AFTER INSERT ON favorites REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('f', 'user_id');
--> statement-breakpoint
CREATE TRIGGER favorites_announce_update AFTER UPDATE ON favorites REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('f', 'user_id');
--> statement-breakpoint
CREATE TRIGGER favorites_announce_delete AFTER DELETE ON favorites REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('f', 'user_id');
--> statement-breakpoint
CREATE TRIGGER colored_pages_announce_insert AFTER INSERT ON colored_pages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('c', 'user_id');
--> statement-breakpoint
CREATE TRIGGER colored_pages_announce_update AFTER UPDATE ON colored_pages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('c', 'user_id');
--> statement-breakpoint
CREATE TRIGGER colored_pages_announce_delete AFTER DELETE ON colored_pages REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('c', 'user_id');
