import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// The landing's budgets (docs/decisions/006-landing-first-render.md): mobile Lighthouse
// performance, accessibility, best practices and SEO >= 95, and its initial JavaScript, measured by
// scripts/lighthouse.mjs against the server these tests already run. Performance is the best of up
// to eight runs, stopping at the first within budget: Lighthouse simulates a slow phone from what it
// observed, so a busy machine lowers a run's score (by up to 18 points here), never raises it; its
// CPU slowdown is calibrated to the host.
const script = fileURLToPath(new URL('../../scripts/lighthouse.mjs', import.meta.url));

/** Runs the budget script; resolves with its exit code and everything it printed. */
function runBudgets(origin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, '--origin', origin, '--route', '/', '--runs', '8'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

test('the landing stays within its Lighthouse budgets on a phone', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const { code, output } = await runBudgets(baseURL!);
  console.log(output.trim());
  expect(code, output).toBe(0);
  expect(output).toContain('Budgets: all met');
});
