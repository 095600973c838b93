import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { backfillPageTags, pagesHaveTags } from './backfill-tags.ts';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies the committed SQL migrations that have not run yet, then the data step of any that just did. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  const hadTags = await pagesHaveTags(database.db);
  if (database.kind === 'postgres') await migratePg(database.db as unknown as NodePgDatabase, config);
  else await migratePglite(database.db as unknown as PgliteDatabase, config);
  if (!hadTags) await backfillPageTags(database.db);
}
