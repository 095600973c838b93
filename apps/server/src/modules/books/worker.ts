import type { AppContext } from '../../context.ts';
import { BuildStopped, BuildTaken, claimExport, releaseExport, runExport } from './exports.ts';
import { GreyConverter } from './grey-converter.ts';

/** How often an idle worker looks for builds queued by another server. */
const POLL_MS = 2000;

/**
 * Builds books in the background, one at a time, from the book_exports table: a queued build
 * survives a restart because it is a row, and a build cut off by a crash is taken again as soon
 * as its server is known dead (or its heartbeat is stale), going on from the sheets it drew. The queue is a table rather than pg-boss because the embedded database
 * (PGlite) has no second connection for a queue library (docs/decisions/017-books.md).
 */
export class BookWorker {
  private timer: NodeJS.Timeout | null = null;
  private busy: Promise<void> | null = null;
  // Stopped until started: a build queued on a server without a worker (BOOK_WORKER=false) waits for one.
  private stopped = true;
  private readonly converter = new GreyConverter();

  constructor(private readonly ctx: AppContext) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** A build was queued here: start on it now rather than at the next poll. */
  kick(): void {
    if (!this.busy && !this.stopped) this.schedule(0);
  }

  /** Stops after the current sheet; an unfinished build goes back to the queue. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.busy;
    this.converter.stop();
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.work(), ms);
    this.timer.unref();
  }

  private work(): Promise<void> {
    if (this.busy || this.stopped) return this.busy ?? Promise.resolve();
    this.busy = (async () => {
      try {
        while (!this.stopped) {
          const job = await claimExport(this.ctx);
          if (!job) {
            // Nothing left to build: the converter's process goes until the next build.
            this.converter.stop();
            break;
          }
          this.ctx.log.info({ exportId: job.id, done: job.done, total: job.total }, 'book build taken');
          try {
            if (this.stopped) throw new BuildStopped();
            // A build given back for a fault of this server waits for the next poll, here or elsewhere.
            if ((await runExport(this.ctx, job, this.converter, () => this.stopped)) === 'requeued') break;
          } catch (error) {
            if (error instanceof BuildTaken) continue;
            if (!(error instanceof BuildStopped)) throw error;
            await releaseExport(this.ctx, job.id);
          }
        }
      } catch (error) {
        this.ctx.log.error({ err: error }, 'book worker: could not take the next build');
      } finally {
        this.busy = null;
        if (!this.stopped) this.schedule(POLL_MS);
      }
    })();
    return this.busy;
  }
}
