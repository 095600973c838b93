/**
 * Seeds the demo catalogue and demo accounts into the configured database (DATA_DIR or
 * DATABASE_URL, exactly like the app), then prints how to sign in. Safe to run again: a second
 * run finds the demo admin and changes nothing. `npm run demo` runs this before starting the app;
 * a plain `npm start` never seeds demo data.
 */
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seed } from '../apps/server/src/db/seed.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { createDiskStorage } from '../apps/server/src/providers/storage/disk.ts';
import { createS3Storage } from '../apps/server/src/providers/storage/s3.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    await migrate(database);
    await seed(database.db);
    // The same storage the app uses (see buildApp), so the pages' images are where it serves them.
    const storage = config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'uploads'));
    const started = Date.now();
    const result = await seedDemo({ db: database.db, storage });
    const where = config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'db');
    console.log(
      result.created
        ? `\n  Demo data added (${result.pages} pages) to ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`
        : `\n  Demo data is already in ${where}; nothing changed.`,
    );
    console.log('\n  Demo accounts (password for all: ' + result.password + ')');
    for (const account of result.accounts) console.log(`    ${account.plan.padEnd(9)} ${account.email.padEnd(32)} ${account.name}`);
    console.log('');
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
