import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';

/** Reads config, migrates, seeds, listens, and shuts down gracefully on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  // Servers starting together on a new database migrate one after the other, not at once.
  await database.exclusive(async () => {
    await migrate(database);
    await seed(database.db);
  });
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // A picture worker ready before the first upload: its first preview no longer waits seconds for
  // a process, OpenCV and compiled code.
  app.ctx.pictures.warm();
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${path.join(config.dataDir, 'db')}`;
  app.log.info(`Crayonbox is running at ${config.appUrl} (database: ${where})`);
  console.log(`\n  Crayonbox is ready: ${config.appUrl}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
