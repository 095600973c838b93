import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Database, Db } from './db/client.ts';
import type { PaymentsStandIn } from './demo/payments-stand-in.ts';
import type { Mailer } from './providers/mail.ts';
import type { PicturePool } from './pictures/pool.ts';
import type { Storage } from './providers/storage/storage.ts';

/** What services need from the outside world; built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  /** Committed changes as the database announces them, for in-process caches. */
  feed: ChangeFeed;
  mailer: Mailer;
  storage: Storage;
  /** Picture work (uploads checked, pages drawn, plans numbered) in worker processes. */
  pictures: PicturePool;
  /** 32-byte key that encrypts secret settings at rest. */
  appKey: Buffer;
  log: FastifyBaseLogger;
  /** This server as the database knows it, and whether another server is still alive. */
  instance: Pick<Database, 'instanceId' | 'isInstanceAlive'>;
  /** Demo mode only: Stripe's part while no Stripe key is set. */
  paymentsStandIn?: PaymentsStandIn;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
