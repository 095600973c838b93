import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isSafeKey, PRIVATE_PREFIX, storageUnavailable, type Storage } from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicUrl: string;
  forcePathStyle: boolean;
}

/**
 * S3-compatible object storage (AWS, R2, MinIO, ...). Objects are public-read by url except those
 * under private/ (the bucket policy must leave that prefix unreadable): the app reads those and
 * serves them through signed urls, and no cache keeps them.
 */
export function createS3Storage(o: S3Options): Storage {
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
  });
  const prefix = `${o.publicUrl}/`;
  const keyOf = (url: string) => {
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    return isSafeKey(key) ? key : null;
  };
  return {
    keyOf,
    urlOf: (key) => prefix + key,
    async put(key, body, contentType) {
      if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: o.bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            CacheControl: key.startsWith(PRIVATE_PREFIX) ? 'private, no-store' : 'public, max-age=31536000, immutable',
          }),
        );
      } catch (error) {
        throw storageUnavailable(error);
      }
      return prefix + key;
    },
    async read(url) {
      const key = keyOf(url);
      if (!key) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch {
        return null;
      }
    },
    async delete(url) {
      const key = keyOf(url);
      if (key) await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: key }));
    },
    async check() {
      // A write, not a HEAD of the bucket: a bucket can be reachable and still refuse writes. A
      // key of its own per probe: instances sharing the bucket never write or delete one another's.
      const key = `health/probe-${randomUUID()}.txt`;
      try {
        await client.send(new PutObjectCommand({ Bucket: o.bucket, Key: key, Body: new Date().toISOString(), ContentType: 'text/plain' }));
        await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: key }));
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
  };
}
