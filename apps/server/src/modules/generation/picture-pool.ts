import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { UploadKind, UploadMode } from '@crayonbox/contract';
import { AppError } from '../../lib/errors.ts';
import type { Detail } from './line-art.ts';

const SCRIPT = fileURLToPath(new URL('./picture-process.ts', import.meta.url));
/**
 * Below the requests (0), above book builds (19): a person waits for this picture, so it should
 * not starve behind a book, but list reads come first (bench/scale, docs/decisions/026).
 */
const PICTURE_PRIORITY = 10;
/**
 * Pictures waiting beyond the one being made: more are refused at once (429) rather than queued
 * for minutes, so a crowd making pages cannot grow a queue no one will wait for.
 */
const MAX_WAITING = 4;

/** The modes made here; `ai` is the image model's. */
export type LocalMode = Exclude<UploadMode, 'ai'>;

export interface Converted {
  art: Buffer;
  /** The picture as placed on the page: its colours line up with the art's areas. */
  colours: Buffer;
  mode: LocalMode;
  detected: UploadKind;
}

type Reply = { id: number; art: Uint8Array; colours: Uint8Array; mode: LocalMode; detected: UploadKind } | { id: number; error: string };

/**
 * Turns uploads into line art in one child process at lower CPU priority, one picture at a time
 * (the bounded pool: a second picture waits for the first). Tracing a photo is seconds of
 * JavaScript; in the server's own process it held every request behind it (list reads' p99 went
 * from 0.2 s to 22 s under the mixed load of bench/scale). The child starts with the first
 * picture and stays for the next.
 */
export class PicturePool {
  private child: ChildProcess | null = null;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (c: Converted) => void; reject: (e: Error) => void }>();

  convert(image: Buffer, maxPixels: number, mode: LocalMode | undefined, detail: Detail): Promise<Converted> {
    if (this.pending.size > MAX_WAITING) {
      return Promise.reject(new AppError('RATE_LIMITED', 'Many pictures are being made right now. Please try again in a minute.'));
    }
    const child = this.child ?? this.start();
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      child.send({ id, image, maxPixels, mode, detail });
    });
  }

  stop(): void {
    this.child?.kill();
    this.child = null;
  }

  private start(): ChildProcess {
    // TypeScript through tsx, as the server itself runs (docs/decisions/001).
    const child = fork(SCRIPT, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      if (child.pid) os.setPriority(child.pid, PICTURE_PRIORITY);
    } catch {
      // Some containers refuse priority changes; the pictures are still made, at normal priority.
    }
    child.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else
        waiting.resolve({ art: Buffer.from(reply.art), colours: Buffer.from(reply.colours), mode: reply.mode, detected: reply.detected });
    });
    child.on('exit', () => {
      if (this.child === child) this.child = null;
      for (const waiting of this.pending.values()) waiting.reject(new Error('the picture worker stopped'));
      this.pending.clear();
    });
    // The server may stop while the worker is idle: it must not keep the process alive.
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }
}
