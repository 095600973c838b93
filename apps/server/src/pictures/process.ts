// A picture worker (pool.ts): a child process at low CPU priority that runs one job of jobs.ts at
// a time, so the pictures' long loops and libvips threads never hold up the server's requests.
import sharp from 'sharp';
import { AppError } from '../lib/errors.ts';
import { jobs } from './jobs.ts';
import type { JobName, Reply } from './pool.ts';
import { warmUp } from './warm-up.ts';

// One libvips thread per worker: the pool already runs one worker per core.
sharp.concurrency(1);
// Each picture is seen once: libvips' operation cache would only hold on to memory.
sharp.cache(false);

// The server went away (stopped, or killed): so does its worker.
process.on('disconnect', () => process.exit(0));

/** Answers the server, unless it is gone meanwhile (then there is no one to tell). */
const reply = (message: Reply) => {
  if (process.connected) process.send!(message, () => {});
};

process.on('message', async (message: { id: number; name: JobName; args: unknown[] } | { warmUp: true }) => {
  // Asked once, by a pool that starts a worker before anyone needs it (PicturePool.warm).
  if ('warmUp' in message) return void warmUp().catch(() => undefined);
  const { id, name, args } = message;
  try {
    const job = jobs[name] as (...a: unknown[]) => Promise<unknown>;
    reply({ id, result: await job(...args) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply({ id, error: error instanceof AppError ? { message, code: error.code, errors: error.errors } : { message } });
  }
});
