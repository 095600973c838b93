import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test means something went wrong that no assertion looked at.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length) throw new Error(`console.error was called during the test: ${JSON.stringify(errors[0])}`);
});
