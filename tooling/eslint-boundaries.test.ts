import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The dependency rules of eslint.config.js, checked on imports written the ways the code writes
// them (the `@/` alias, extensionless relative paths): each forbidden one must fail lint.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries', () => {
  it('the canvas engine cannot import the web app', async () => {
    const messages = await restricted(
      'packages/canvas/src/probe.ts',
      "import { api } from '../../../apps/web/src/lib/api';\nexport const x = api;\n",
    );
    expect(messages).toEqual([expect.stringContaining('The canvas engine imports nothing of the apps.')]);
  });

  it('a feature cannot import another feature through the @/ alias', async () => {
    const messages = await restricted(
      'apps/web/src/features/books/probe.ts',
      "import { printSheet } from '@/features/coloring/print-view';\nexport const x = printSheet;\n",
    );
    expect(messages).toEqual([expect.stringContaining('Features never import each other')]);
  });

  it('a feature cannot import the app shell', async () => {
    const messages = await restricted(
      'apps/web/src/features/books/probe.ts',
      "import { router } from '@/app/router';\nexport const x = router;\n",
    );
    expect(messages).toEqual([expect.stringContaining('Features never import the app shell')]);
  });

  it('a shared folder cannot import a feature', async () => {
    const messages = await restricted(
      'apps/web/src/lib/probe.ts',
      "import { booksApi } from '../features/books/books-api';\nexport const x = booksApi;\n",
    );
    expect(messages).toEqual([expect.stringContaining('Shared folders never import a feature')]);
  });

  it('the web app cannot import the server', async () => {
    const messages = await restricted(
      'apps/web/src/lib/probe.ts',
      "import { buildApp } from '../../../server/src/app';\nexport const x = buildApp;\n",
    );
    expect(messages).toEqual([expect.stringContaining('The web app talks to the server over HTTP only.')]);
  });

  it('allowed imports pass: a feature using lib, components and the contract', async () => {
    const code =
      "import { api } from '@/lib/api';\nimport { Button } from '@/components/button';\nimport { BOOK_TRIMS } from '@crayonbox/contract';\nexport const x = [api, Button, BOOK_TRIMS];\n";
    expect(await restricted('apps/web/src/features/books/probe.ts', code)).toEqual([]);
  });
});
