import { describe, expect, it } from 'vitest';
import { announcedWrite } from './change-listener.ts';

describe('announcedWrite', () => {
  it('counts writes of the tables the caches hold, and the commit of a transaction that made one', () => {
    const state = { dirty: false };
    expect(announcedWrite('update "pages" set "colored_count" = 1 where "id" = $1', state)).toBe(true);
    expect(announcedWrite('begin', state)).toBe(false);
    expect(announcedWrite('insert into "colored_pages" ("user_id") values ($1)', state)).toBe(true);
    expect(announcedWrite('commit', state)).toBe(true); // its announcements go out now
    expect(announcedWrite('delete from auth_tokens where token_hash = $1', state)).toBe(true);
    expect(announcedWrite('with moved as (update users set name = $1) select 1', state)).toBe(true);
  });

  it('lets drafts, uploads and reads through without a barrier, and their commits too', () => {
    const state = { dirty: false };
    expect(announcedWrite('select * from "pages" where "id" = $1', state)).toBe(false);
    expect(announcedWrite('begin', state)).toBe(false);
    expect(announcedWrite('insert into "coloring_drafts" ("user_id", "page_id") values ($1, $2)', state)).toBe(false);
    expect(announcedWrite('update "upload_files" set "used" = true', state)).toBe(false);
    expect(announcedWrite('commit', state)).toBe(false);
    // A table whose name only contains an announced one is not one of them.
    expect(announcedWrite('insert into "book_pages" values ($1)', state)).toBe(false);
  });

  it('forgets a rolled-back transaction', () => {
    const state = { dirty: false };
    announcedWrite('begin', state);
    expect(announcedWrite('update "users" set "credits" = 0', state)).toBe(true);
    expect(announcedWrite('rollback', state)).toBe(false);
    expect(announcedWrite('commit', state)).toBe(false);
  });
});
