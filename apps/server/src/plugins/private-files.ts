import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@crayonbox/contract';
import { isSafeKey, PRIVATE_PREFIX, type Storage } from '../providers/storage/storage.ts';

/** Path under which the app serves private files, on disk and S3 alike. */
export const PRIVATE_PATH = '/uploads/private/';
/** A signed url works for one to two hours: long enough for a coloring session, short once leaked. */
const WINDOW_S = 60 * 60;

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg', pdf: 'application/pdf' };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Signs and checks private file urls with a key derived from the app key. */
export function privateFileSigner(appKey: Buffer) {
  const secret = createHmac('sha256', appKey).update('crayonbox private files v1').digest();
  const signatureOf = (key: string, expires: number) => createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
  return {
    /**
     * The signed url of a private key. The expiry is rounded up to a whole hour, so one file keeps
     * the same url for an hour: browsers and the query cache reuse it instead of fetching again.
     */
    sign(key: string, now = Date.now()): string {
      const expires = (Math.floor(now / 1000 / WINDOW_S) + 2) * WINDOW_S;
      return `${PRIVATE_PATH}${key.slice(PRIVATE_PREFIX.length)}?expires=${expires}&signature=${signatureOf(key, expires)}`;
    },
    /** Seconds the url stays valid, or null when the signature is wrong or past its time. */
    check(key: string, expires: string, signature: string, now = Date.now()): number | null {
      const at = Number(expires);
      if (!/^\d{1,12}$/.test(expires) || at * 1000 <= now) return null;
      const expected = Buffer.from(signatureOf(key, at));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Math.floor(at - now / 1000);
    },
  };
}

/** Replaces every stored private url in a JSON answer with its signed url. */
export function signPrivateUrls(json: string, storage: Storage, sign: (key: string) => string): string {
  const prefix = storage.urlOf(PRIVATE_PREFIX);
  if (!json.includes(prefix)) return json;
  const pattern = new RegExp(`"${escapeRegExp(prefix)}([a-z0-9/_-]+\\.[a-z0-9]{2,5})"`, 'gi');
  return json.replace(pattern, (whole, rest: string) => {
    const key = PRIVATE_PREFIX + rest;
    return isSafeKey(key) ? `"${sign(key)}"` : whole;
  });
}

/**
 * Drafts, coloring layers and book PDFs belong to one user. Their rows keep the stored url, which
 * nobody can open (disk: this route answers for /uploads/private/ before the public files; S3: the
 * bucket policy keeps private/ unreadable); every API answer carries a signed url instead, valid
 * for an hour or two, and the file is sent with Cache-Control: private. One place signs, so no
 * serializer (nor the page lists' prebuilt JSON) can leak a bare url.
 */
export const privateFilesPlugin = fp(async (app: FastifyInstance) => {
  const { storage, appKey } = app.ctx;
  const signer = privateFileSigner(appKey);
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.url.startsWith('/api/')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    return signPrivateUrls(payload, storage, (key) => signer.sign(key));
  });

  const refuse = (message: string): ErrorBody => ({ message, code: 'NOT_FOUND' });
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
    `${PRIVATE_PATH}*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const key = PRIVATE_PREFIX + request.params['*'];
      const { expires = '', signature = '' } = request.query;
      const left = isSafeKey(key) ? signer.check(key, expires, signature) : null;
      // 404 for a wrong, expired or missing signature: the caller may not know the file exists.
      if (left === null) return reply.status(404).send(refuse('This file is not available. Reload the page to see it.'));
      const bytes = await storage.read(storage.urlOf(key));
      if (!bytes) return reply.status(404).send(refuse('This file is not available.'));
      const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
      return reply
        .header('cache-control', `private, max-age=${left}`)
        .header('cross-origin-resource-policy', 'same-site')
        .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .send(bytes);
    },
  );
});
