import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** Every environment variable the server reads, with the embedded-mode defaults. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Crayonbox <no-reply@crayonbox.local>'),
  APP_KEY: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString,
  S3_FORCE_PATH_STYLE: bool,
  CORS_ORIGINS: optionalString,
  REDIS_URL: optionalString,
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalString,
  STRIPE_API_BASE: optionalString,
  CRAYONBOX_DEMO: bool,
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  BOOK_WORKER: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  SWEEP_EVERY_SECONDS: z.coerce.number().positive().default(3600),
  BODY_STALL_SECONDS: z.coerce.number().positive().default(15),
  BODY_MAX_SECONDS: z.coerce.number().positive().default(180),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  appKey?: string;
  s3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    publicUrl: string;
    forcePathStyle: boolean;
  };
  corsOrigins: string[];
  redisUrl?: string;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Folder of the built web app; served with a history fallback when it exists. */
  webDist?: string;
  stripeApiBase?: string;
  /** `npm run demo`: without a Stripe key, payments go to the built-in stand-in (demo/payments-stand-in.ts). */
  demo: boolean;
  upload: { maxBytes: number; maxPixels: number };
  /** Requests per minute allowed on the sign-in, sign-up and verify routes, per client. */
  authRateLimit: number;
  /** How often unused uploads are swept (once per period across all servers). */
  sweepEveryMs: number;
  /** Whether this server builds book PDFs (BOOK_WORKER=false: a server that only answers requests). */
  bookWorker: boolean;
  /** A request body that stops arriving this long, or still arrives after maxMs, is cut (408). */
  body: { stallMs: number; maxMs: number };
}

/** Reads and validates the environment; throws a readable error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appKey: e.APP_KEY,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: (
            e.S3_PUBLIC_URL ??
            (e.S3_ENDPOINT
              ? `${e.S3_ENDPOINT.replace(/\/$/, '')}/${e.S3_BUCKET}`
              : `https://${e.S3_BUCKET}.s3.${e.S3_REGION}.amazonaws.com`)
          ).replace(/\/$/, ''),
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    stripeApiBase: e.STRIPE_API_BASE,
    demo: e.CRAYONBOX_DEMO,
    upload: { maxBytes: e.UPLOAD_MAX_BYTES, maxPixels: e.UPLOAD_MAX_PIXELS },
    authRateLimit: e.AUTH_RATE_LIMIT,
    sweepEveryMs: e.SWEEP_EVERY_SECONDS * 1000,
    bookWorker: e.BOOK_WORKER,
    body: { stallMs: e.BODY_STALL_SECONDS * 1000, maxMs: e.BODY_MAX_SECONDS * 1000 },
  };
}
