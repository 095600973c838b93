import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { suggestTags } from '../modules/pages/tag-words.ts';
import type { Db } from './client.ts';
import { pages } from './schema.ts';

/** Whether pages have tags yet (migration 0005_search_tags has run). */
export async function pagesHaveTags(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from information_schema.columns where table_name = 'pages' and column_name = 'tags') as ok`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { ok: boolean }[] }).rows) as { ok: boolean }[];
  return rows[0]?.ok === true;
}

/**
 * Tags and categorizes the pages an install had before pages had tags, from their title and
 * prompt like new pages (tag-words.ts). Runs once, right after the migration that adds the
 * columns: SQL cannot run the word list, and later runs would undo an owner's choice of no tags.
 */
export async function backfillPageTags(db: Db, batch = 500): Promise<number> {
  let after = 0;
  let tagged = 0;
  for (;;) {
    const rows = await db
      .select({ id: pages.id, title: pages.title, prompt: pages.prompt })
      .from(pages)
      .where(and(gt(pages.id, after), isNull(pages.category), eq(pages.tags, sql`'{}'::text[]`)))
      .orderBy(asc(pages.id))
      .limit(batch);
    if (rows.length === 0) return tagged;
    for (const row of rows) {
      const { category, tags } = suggestTags(row.title, row.prompt);
      if (!category && tags.length === 0) continue;
      await db.update(pages).set({ category, tags }).where(eq(pages.id, row.id));
      tagged++;
    }
    after = rows.at(-1)!.id;
  }
}
