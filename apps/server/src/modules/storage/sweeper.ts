import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { scheduledRuns } from '../../db/schema.ts';
import { sweepUploads } from './uploads.ts';

const SWEEP = 'upload-sweep';

/**
 * Whether this server runs the period's sweep: every server asks each period, and the one that
 * moves the last run forward first runs it; the others find it done. A tenth of the period is
 * slack for servers whose timers started a little apart.
 */
export async function takeScheduledRun(ctx: Pick<AppContext, 'db'>, name: string, everyMs: number, now = new Date()): Promise<boolean> {
  const due = new Date(now.getTime() - everyMs * 0.9);
  const taken = await ctx.db
    .insert(scheduledRuns)
    .values({ name, lastRunAt: now, runs: 1 })
    .onConflictDoUpdate({
      target: scheduledRuns.name,
      set: { lastRunAt: now, runs: sql`${scheduledRuns.runs} + 1` },
      setWhere: sql`${scheduledRuns.lastRunAt} < ${due}`,
    })
    .returning({ name: scheduledRuns.name });
  return taken.length > 0;
}

/** Sweeps uploads every `config.sweepEveryMs` (an hour), once across all servers, until stopped. */
export function startUploadSweeper(ctx: AppContext): () => void {
  const everyMs = ctx.config.sweepEveryMs;
  const timer = setInterval(() => {
    takeScheduledRun(ctx, SWEEP, everyMs)
      .then((mine) => (mine ? sweepUploads(ctx) : null))
      .then(
        (removed) => removed !== null && ctx.log.info({ removed }, 'upload sweep ran'),
        (err) => ctx.log.warn({ err }, 'upload sweep failed'),
      );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
