import type { AppContext } from '../../context.ts';
import { sweepUploads } from './uploads.ts';

/** How often each server sweeps; several servers sweeping is harmless (deletes are idempotent). */
const EVERY_MS = 60 * 60 * 1000;

/** Runs sweepUploads an hour after start and every hour after, until stopped. */
export function startUploadSweeper(ctx: AppContext): () => void {
  const timer = setInterval(() => {
    sweepUploads(ctx).then(
      (removed) => removed && ctx.log.info({ removed }, 'removed unused uploads'),
      (err) => ctx.log.warn({ err }, 'upload sweep failed'),
    );
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
