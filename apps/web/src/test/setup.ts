import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test fails it (React warnings, act() issues, unexpected errors).
// A test that expects one replaces the spy: vi.mocked(console.error).mockImplementation(() => {}).
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  localStorage.clear();
  consoleErrors = [];
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    original(...args);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    consoleErrors = [];
    throw new Error(`console.error was called during the test:\n${messages}`);
  }
});

// jsdom has <dialog> but not its methods: open and close it the way browsers do (close fires 'close').
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
