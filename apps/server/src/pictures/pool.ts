import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ErrorCode } from '@crayonbox/contract';
import { AppError } from '../lib/errors.ts';
import type { Jobs } from './jobs.ts';
import { lowerPriority } from './priority.ts';

const SCRIPT = fileURLToPath(new URL('./process.ts', import.meta.url));
/**
 * Below the requests (0), above book builds (19): a person waits for these pictures, so they
 * should not starve behind a book, but list reads come first (bench/scale, docs/decisions/026).
 */
const PICTURE_PRIORITY = 10;
/** Jobs of a second or more (tracing a photo, numbering a page, a print); the others take a fraction of one. */
const LONG_JOBS: ReadonlySet<JobName> = new Set<JobName>([
  'pageFromUpload',
  'uploadPreview',
  'providerPage',
  'numbersPlan',
  'printPicture',
  'printPdf',
  'numbersSheet',
]);
/** What a job is assumed to take until the pool has timed a few of its kind. */
const FIRST_GUESS_MS = { long: 3000, short: 200 };
/**
 * A picture that would wait longer than this for a worker is refused at once (429 with the time
 * to come back) rather than queued: a person making a page waits about that long for a spinner,
 * and a client that gave up leaves its picture to be made for no one.
 */
const MAX_WAIT_MS = 15_000;
/**
 * A picture still waiting after this long (the machine got slower than its estimate) is answered
 * 429 rather than started: most clients and proxies give up on a request by then.
 */
const GIVE_UP_MS = 2 * MAX_WAIT_MS;
/** Pictures held in memory while they wait (uploads are up to 10 MB each). */
const MAX_QUEUED = 32;

export type JobName = keyof Jobs;
type Args<K extends JobName> = Parameters<Jobs[K]>;
type Result<K extends JobName> = Awaited<ReturnType<Jobs[K]>>;

/** What the child answers: the job's result, or the error it threw (an AppError keeps its code). */
export type Reply =
  { id: number; result: unknown } | { id: number; error: { message: string; code?: ErrorCode; errors?: Record<string, string[]> } };

interface Job {
  id: number;
  name: JobName;
  args: unknown[];
  long: boolean;
  /** When a job still waiting is refused instead (none for jobs that must run). */
  giveUpAt: number;
  resolve: (result: never) => void;
  reject: (error: Error) => void;
}

interface Worker {
  child: ChildProcess;
  job: Job | null;
  started: number;
}

/**
 * The pictures' own processes, at lower CPU priority: uploads checked and re-encoded, photos
 * traced, pages' print art and thumbnails, color-by-number plans, previews, prints. A request hands its
 * picture over and waits without holding the server's event loop or its cores: list reads stay
 * fast while pages are made (bench/scale; the figures are in docs/decisions/026).
 *
 * One job at a time per worker, as many workers as cores (at least two, at most four). Long
 * jobs never take the last free worker, so an upload never waits behind a photo being traced.
 * Workers start with the first job and stay for the next; a server that serves people starts
 * one warm beforehand (warm).
 */
export class PicturePool {
  private readonly workers: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly timing = new Map<JobName, number>();
  private next = 0;
  private stopped = false;

  constructor(readonly size = Math.max(2, Math.min(4, os.availableParallelism()))) {}

  /** Runs a job in a worker; refused at once (429) when it would wait too long (MAX_WAIT_MS). */
  run<K extends JobName>(name: K, ...args: Args<K>): Promise<Result<K>> {
    try {
      this.assertRoom(name);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.enqueue(name, args, performance.now() + GIVE_UP_MS);
  }

  /**
   * Runs a job however long it waits: for a picture someone already paid for (the image model's
   * answer), which a refusal would throw away. Call assertRoom before paying instead.
   */
  mustRun<K extends JobName>(name: K, ...args: Args<K>): Promise<Result<K>> {
    return this.enqueue(name, args, Infinity);
  }

  /** Throws the 429 that run would answer now. */
  assertRoom(name: JobName): void {
    const wait = this.expectedWaitMs(LONG_JOBS.has(name));
    if (this.queue.length >= MAX_QUEUED || wait > MAX_WAIT_MS) throw busy(wait);
  }

  /**
   * Starts a worker now and has it trace a made-up photo (warm-up.ts), so the first person to
   * upload does not wait for a process to start, OpenCV to load and the tracing to be compiled.
   * For a server that serves people (main.ts); tests and tools start workers with their first job.
   */
  warm(): void {
    if (this.stopped || this.workers.length > 0) return;
    const worker: Worker = { child: this.start(), job: null, started: 0 };
    this.workers.push(worker);
    worker.child.send({ warmUp: true });
  }

  stop(): void {
    this.stopped = true;
    const jobs = [...this.workers.flatMap((w) => (w.job ? [w.job] : [])), ...this.queue.splice(0)];
    for (const worker of this.workers.splice(0)) worker.child.kill();
    for (const job of jobs) job.reject(new Error('the picture workers stopped'));
  }

  private enqueue<K extends JobName>(name: K, args: Args<K>, giveUpAt: number): Promise<Result<K>> {
    if (this.stopped) return Promise.reject(new Error('the picture workers stopped'));
    return new Promise<Result<K>>((resolve, reject) => {
      const job = { id: ++this.next, name, args, long: LONG_JOBS.has(name), giveUpAt, resolve: resolve as (r: never) => void, reject };
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** How long a new job would wait for a worker, from what the jobs ahead of it usually take. */
  private expectedWaitMs(long: boolean): number {
    const running = this.workers.flatMap((w) => (w.job ? [w.job] : []));
    const longRunning = running.filter((j) => j.long).length;
    const ahead = [...running, ...this.queue].filter((j) => j.long === long);
    const slots = long ? this.longSlots() : this.size - longRunning;
    return ahead.reduce((sum, job) => sum + this.expectedMs(job), 0) / Math.max(1, slots);
  }

  private expectedMs(job: Job): number {
    return this.timing.get(job.name) ?? (job.long ? FIRST_GUESS_MS.long : FIRST_GUESS_MS.short);
  }

  /** Long jobs leave one worker to the short ones (with a single worker they share it). */
  private longSlots(): number {
    return Math.max(1, this.size - 1);
  }

  /** Hands waiting jobs to free workers, oldest first; a long one only while a worker stays free for short ones. */
  private dispatch(): void {
    const now = performance.now();
    for (const late of this.queue.filter((j) => j.giveUpAt < now)) {
      this.queue.splice(this.queue.indexOf(late), 1);
      late.reject(busy(GIVE_UP_MS));
    }
    for (;;) {
      const longRunning = this.workers.filter((w) => w.job?.long).length;
      const job = this.queue.find((j) => !j.long || longRunning < this.longSlots());
      const worker = job && this.freeWorker();
      if (!job || !worker) return;
      this.queue.splice(this.queue.indexOf(job), 1);
      worker.job = job;
      worker.started = performance.now();
      worker.child.send({ id: job.id, name: job.name, args: job.args });
    }
  }

  private freeWorker(): Worker | null {
    const idle = this.workers.find((w) => !w.job);
    if (idle) return idle;
    if (this.workers.length >= this.size) return null;
    const worker: Worker = { child: this.start(), job: null, started: 0 };
    this.workers.push(worker);
    return worker;
  }

  private finish(worker: Worker, reply: Reply): void {
    const job = worker.job;
    if (!job || job.id !== reply.id) return;
    worker.job = null;
    // A moving average of each kind's time: the wait estimate follows how busy the machine is.
    const took = performance.now() - worker.started;
    this.timing.set(job.name, 0.7 * (this.timing.get(job.name) ?? took) + 0.3 * took);
    if ('error' in reply) job.reject(toError(reply.error));
    else job.resolve(reply.result as never);
    this.dispatch();
  }

  private start(): ChildProcess {
    // TypeScript through tsx, as the server itself runs (docs/decisions/001).
    const child = fork(SCRIPT, [], {
      execArgv: ['--import', 'tsx'],
      // Two malloc arenas: one picture at a time needs no more, and each arena keeps freed memory.
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    lowerPriority(child.pid, PICTURE_PRIORITY);
    child.on('message', (reply: Reply) => {
      const worker = this.workers.find((w) => w.child === child);
      if (worker) this.finish(worker, reply);
    });
    child.on('exit', () => {
      const at = this.workers.findIndex((w) => w.child === child);
      if (at < 0) return;
      const [worker] = this.workers.splice(at, 1);
      worker!.job?.reject(new Error('the picture worker stopped'));
      // The next job starts a new worker.
      if (!this.stopped) this.dispatch();
    });
    // The server may stop while the workers are idle: they must not keep it alive.
    child.unref();
    child.channel?.unref();
    return child;
  }
}

function busy(waitMs: number): AppError {
  const error = new AppError('RATE_LIMITED', 'Many pictures are being made right now. Please try again in a minute.');
  error.retryAfter = Math.min(60, Math.max(5, Math.ceil((waitMs - MAX_WAIT_MS) / 1000) + 5));
  return error;
}

function toError(error: { message: string; code?: ErrorCode; errors?: Record<string, string[]> }): Error {
  return error.code ? new AppError(error.code, error.message, error.errors) : new Error(error.message);
}
