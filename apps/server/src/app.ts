import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@crayonbox/contract';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { PicturePool } from './pictures/pool.ts';
import { openDatabase, type Database } from './db/client.ts';
import { loadAppKey } from './lib/app-key.ts';
import { demoCheckoutRoutes } from './demo/checkout-page.ts';
import { createPaymentsStandIn } from './demo/payments-stand-in.ts';
import { createMailer } from './providers/mail.ts';
import { createDiskStorage, removeTemporaries } from './providers/storage/disk.ts';
import { createS3Storage } from './providers/storage/s3.ts';
import type { Storage } from './providers/storage/storage.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodyDeadlinePlugin } from './plugins/body-deadline.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { privateFilesPlugin } from './plugins/private-files.ts';
import { securityPlugin } from './plugins/security.ts';
import { apiRoutes } from './routes.ts';

export interface BuildOptions {
  /** An already opened (and migrated) database; otherwise one is opened from the config. */
  database?: Database;
  storage?: Storage;
  logger?: boolean;
  /** Sees every route as it is added (tests check that the API document lists them all). */
  onRoute?: (route: RouteOptions) => void;
}

/** Paths whose values never reach the logs. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.value',
];

/** Builds the whole app (API, uploads, web app) without listening. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACT, censor: '[redacted]' },
            serializers: {
              // Verification links carry their token in the path: keep it out of the logs.
              req: (req) => ({
                method: req.method,
                url: req.url.replace(/\/(verify|reset-password)\/[^/?]+/, '/$1/[redacted]'),
                remoteAddress: req.ip,
              }),
            },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // What fails before a route is found answers in the contract's envelope too, never Fastify's
    // own body: a path with a broken percent-encoding, a header the HTTP parser refuses.
    frameworkErrors: (error, _request, reply) => {
      const message =
        error.code === 'FST_ERR_BAD_URL' ? 'The address of the request is not valid.' : 'The request could not be understood.';
      const body: ErrorBody = { message, code: 'BAD_REQUEST' };
      const raw = reply as unknown as FastifyReply;
      return raw.status(400).type('application/json; charset=utf-8').send(body);
    },
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return socket.destroy(error);
      const body = JSON.stringify({ message: 'The request could not be understood.', code: 'BAD_REQUEST' } satisfies ErrorBody);
      const status =
        (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
      socket.end(
        `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    },
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') }));
  if (!options.database) app.addHook('onClose', () => database.close());
  await database.startFeed();
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const ctx: AppContext = {
    config,
    db: database.db,
    feed: database.feed,
    instance: { instanceId: database.instanceId, isInstanceAlive: (id) => database.isInstanceAlive(id) },
    appKey: loadAppKey(config.appKey, config.dataDir),
    log: app.log,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log }),
    storage: options.storage ?? (config.s3 ? createS3Storage(config.s3) : createDiskStorage(uploadsDir)),
    pictures: new PicturePool(),
    paymentsStandIn: config.demo ? createPaymentsStandIn(database.db, config.appUrl) : undefined,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => ctx.pictures.stop());
  if (!options.storage && !config.s3) {
    const removed = await removeTemporaries(uploadsDir);
    if (removed) app.log.info({ removed }, 'removed temporary files an interrupted write left in the uploads folder');
  }
  // Routes declare the contract's zod schemas: requests are checked before the handler runs and
  // JSON answers are checked (and stripped of undeclared fields) on the way out.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(bodyDeadlinePlugin, config.body);
  await app.register(securityPlugin);
  await app.register(authPlugin);
  await app.register(multipart, { limits: { fileSize: config.upload.maxBytes, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
  await app.register(privateFilesPlugin);
  await registerApiDocs(app);
  await app.register(apiRoutes, { prefix: '/api' });
  if (ctx.paymentsStandIn) await demoCheckoutRoutes(app, ctx.paymentsStandIn);

  if (!config.s3) {
    fs.mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Private files (plugins/private-files.ts) are never public, whatever route answers first.
      allowedPath: (pathName) => !pathName.startsWith('/private/'),
      maxAge: '365d',
      immutable: true,
    });
  }

  const webDist = config.webDist && fs.existsSync(path.join(config.webDist, 'index.html')) ? config.webDist : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes .br/.gz copies next to each asset; serve those when the browser accepts them.
      preCompressed: true,
      index: false,
      setHeaders: (res, file) => {
        // Hashed build assets never change; everything else must be revalidated.
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/uploads/') && url !== '/api';
    if (webDist && wantsPage) return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', webDist);
    const body: ErrorBody = { message: `No route matches ${request.method} ${url}.`, code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });

  return app;
}
