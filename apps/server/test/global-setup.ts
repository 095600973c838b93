import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite database as a data folder dump (test/app.ts starts apps from it). */
    pgliteDump: string;
  }
}

/**
 * Once per run: a migrated, seeded PGlite database written as a dump that every test app starts
 * from. An empty PGlite runs initdb, about 2 s per app; loading the dump takes 0.4 s.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crayonbox-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrate(database);
  await seed(database.db);
  const dump = await database.dump!();
  await database.close();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
