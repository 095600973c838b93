import { defineConfig } from 'vitest/config';

// One project per environment. Server tests run once on embedded PGlite and,
// when TEST_DATABASE_URL is set, once more on real PostgreSQL. *.pg.test.ts files are about
// PostgreSQL alone (several app instances on one database) and run only there.
// Server tests about picture work or the HTTP layer run once, on the PGlite project: their
// database use is the set-up's (a user, a page), which every other file checks on PostgreSQL,
// and running them again would cost CI about two minutes and test nothing new.
const DATABASE_FREE = [
  'src/modules/generation/line-art/**',
  'src/modules/generation/line-art.test.ts',
  'src/modules/generation/upload-preview.test.ts',
  'src/modules/coloreds/draft-tiles.test.ts',
  'src/modules/numbers/page-numbers.test.ts',
  'src/modules/print/print.test.ts',
  'src/pictures/pool.test.ts',
  'src/pictures/busy.test.ts',
  'src/plugins/body-deadline.test.ts',
  'src/modules/books/grey-converter.test.ts',
];
const serverProject = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: dbKind === 'pglite' ? ['**/node_modules/**', '**/*.pg.test.ts'] : ['**/node_modules/**', ...DATABASE_FREE],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    // The migrated PGlite database every PGlite test app starts from (PostgreSQL apps need none).
    globalSetup: dbKind === 'pglite' ? ['test/global-setup.ts'] : [],
    // Picture and book workers at the tests' own priority: two test files run at once, and a
    // nice-19 book build beside a busy test file got almost no CPU (apps/server/src/pictures/priority.ts).
    env: { TEST_DB_KIND: dbKind, WORKER_PRIORITY: 'normal' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Server test files share their worker's modules: importing the app (AWS SDK, Stripe, OpenAI,
    // PDF and picture libraries) takes about 3 s, once per file when each file is isolated. The
    // files keep no module state of their own between them: each builds its app and database,
    // restores the environment it stubs, and closes what it starts.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Two test files at a time on CI's two cores: most wait on the database or on a child process
    // much of the time. The workers those files start run at normal priority (WORKER_PRIORITY
    // above), or a second busy file starved a nice-19 book build.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'tooling', root: 'tooling', include: ['**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      { test: { name: 'canvas', root: 'packages/canvas', include: ['src/**/*.test.ts'] } },
      { test: { name: 'desktop', root: 'apps/desktop', include: ['src/**/*.test.ts'] } },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
