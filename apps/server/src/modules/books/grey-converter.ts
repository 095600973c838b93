import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { lowerPriority } from '../../pictures/priority.ts';

/** A picture as the PDF embeds it: 8-bit grey pixels, deflated (FlateDecode). */
export interface GreyImage {
  width: number;
  height: number;
  bytes: Uint8Array;
}

const SCRIPT = fileURLToPath(new URL('./grey-process.ts', import.meta.url));
/** The lowest priority: the system runs the conversion only on CPU time requests leave over. */
const BACKGROUND_PRIORITY = 19;

type Reply = { id: number; width: number; height: number; bytes: Uint8Array } | { id: number; error: string };

/**
 * Makes a book's pictures in a child process at the lowest CPU priority, so a book being built
 * never slows the requests of the people using the app (bench/books measures the page list during
 * a build): the page at print resolution, its coloring laid under it, in grey. The child starts on
 * the first picture and is stopped with the worker.
 */
export class GreyConverter {
  private child: ChildProcess | null = null;
  private next = 0;
  /** Conversions sent and not answered yet, each with the process it was sent to. */
  private readonly pending = new Map<
    number,
    { child: ChildProcess; resolve: (image: GreyImage) => void; reject: (error: Error) => void }
  >();

  /** A page's stored illustration, and the coloring to lay under it (or null), as the book prints it. */
  convert(illustration: Buffer, coloring: Buffer | null): Promise<GreyImage> {
    const child = this.child ?? this.start();
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { child, resolve, reject });
      child.send({ id, illustration, coloring });
    });
  }

  stop(): void {
    this.child?.kill();
    this.child = null;
  }

  private start(): ChildProcess {
    // TypeScript through tsx, as the server itself runs (docs/decisions/001), whatever runs the
    // server (Vitest too).
    const child = fork(SCRIPT, [], {
      execArgv: ['--import', 'tsx'],
      // Two malloc arenas: one picture at a time needs no more, and each arena keeps freed memory.
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    lowerPriority(child.pid, BACKGROUND_PRIORITY);
    child.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(`picture conversion failed: ${reply.error}`));
      else waiting.resolve({ width: reply.width, height: reply.height, bytes: reply.bytes });
    });
    child.on('exit', () => {
      if (this.child === child) this.child = null;
      // Only what this process was asked: a stopped process exits a moment after stop(), when the
      // next book's first picture may already be waiting on the process that replaced it.
      for (const [id, waiting] of this.pending) {
        if (waiting.child !== child) continue;
        this.pending.delete(id);
        waiting.reject(new Error('the picture converter stopped'));
      }
    });
    this.child = child;
    return child;
  }
}
