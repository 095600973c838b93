import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Security headers with a CSP that fits the web app, CORS for the configured origins (the mobile
 * and desktop shells), and rate limiting that individual routes opt into. With REDIS_URL the
 * rate-limit counters are shared by every instance behind a load balancer.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  const imageHosts = config.s3 ? [new URL(config.s3.publicUrl).origin] : [];
  // helmet's middleware built once: @fastify/helmet rebuilds it (and re-parses the CSP) on every
  // request, about a tenth of the CPU of a small JSON answer. The headers are the same for all.
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageHosts],
        mediaSrc: ["'self'", 'blob:', ...imageHosts],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...imageHosts],
        workerSrc: ["'self'", 'blob:'],
        // No blob: frames: printing uses a print view inside the page itself (web print-view.ts).
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Uploaded images are fetched by the canvas with CORS; same-site keeps that working.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.appUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    secureHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'crayonbox-rl-',
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
    }),
  });
});
