import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrate, MIGRATIONS_DIR } from './migrate.ts';
import { pages, users } from './schema.ts';

/** The migrations folder as it was before pages had tags (0000-0004). */
function migrationsBeforeTags(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crayonbox-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const before = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag.startsWith('0005')),
  );
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
  for (const entry of before) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

describe('upgrading to tagged pages', () => {
  it('tags the pages an install already had, once, and search finds them by tag', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsBeforeTags() });
      const [owner] = await database.db
        .insert(users)
        .values({ name: 'Old Owner', email: 'old@example.com', passwordHash: 'x' })
        .returning();
      const old = { userId: owner!.id, source: 'ai' as const, illustration: '/uploads/a.png', thumbnail: '/uploads/a.webp' };
      // Inserted through the old columns only: the table has no tags yet.
      await database.db.execute(
        sql.raw(
          `insert into pages (user_id, title, prompt, source, illustration, thumbnail) values (${owner!.id}, 'Curious Kitten', 'a kitten with yarn', 'ai', '${old.illustration}', '${old.thumbnail}'), (${owner!.id}, 'Zq', null, 'upload', '${old.illustration}', '${old.thumbnail}')`,
        ),
      );

      await migrate(database);
      const rows = await database.db
        .select({ title: pages.title, category: pages.category, tags: pages.tags })
        .from(pages)
        .orderBy(pages.id);
      expect(rows).toEqual([
        { title: 'Curious Kitten', category: 'animals', tags: ['kitten', 'cat'] },
        { title: 'Zq', category: null, tags: [] },
      ]);

      // An owner who then removes the tags keeps them removed through later starts.
      await database.db.update(pages).set({ category: null, tags: [] }).where(eq(pages.title, 'Curious Kitten'));
      await migrate(database);
      const [kitten] = await database.db.select({ tags: pages.tags }).from(pages).where(eq(pages.title, 'Curious Kitten'));
      expect(kitten!.tags).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
