-- Pages that may have entered or left a public list (made, deleted, blocked or unblocked, their
-- words, category or owner changed) are announced once more, on the same channel, with the tag
-- 'm' (docs/decisions/008-page-lists.md). Every change to pages is still announced with 'p'; 'm'
-- lets an instance tell a new page, which must show in long lists at once, from counts that only
-- reorder them, which it may fold into one refresh every couple of seconds. Instances that do
-- not know the tag ignore it.
CREATE TRIGGER pages_announce_moves_insert AFTER INSERT ON pages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('m', 'id');
--> statement-breakpoint
CREATE TRIGGER pages_announce_moves_delete AFTER DELETE ON pages REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_changes('m', 'id');
--> statement-breakpoint
CREATE FUNCTION crayonbox_announce_page_moves() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  keys text;
BEGIN
  SELECT count(*), string_agg(after_rows.id::text, ',')
    INTO n, keys
    FROM after_rows JOIN before_rows USING (id)
    WHERE (after_rows.blocked, after_rows.category, after_rows.title, after_rows.prompt, after_rows.tags, after_rows.user_id)
      IS DISTINCT FROM (before_rows.blocked, before_rows.category, before_rows.title, before_rows.prompt, before_rows.tags, before_rows.user_id);
  IF n > 0 THEN
    PERFORM pg_notify('crayonbox_changes', 'm:' || CASE WHEN n > 500 THEN '*' ELSE keys END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pages_announce_moves_update AFTER UPDATE ON pages REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION crayonbox_announce_page_moves();
