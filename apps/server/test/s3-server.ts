import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { S3Options } from '../src/providers/storage/s3.ts';

export interface S3StandIn {
  /** What createS3Storage takes, pointing at the stand-in. */
  options: S3Options;
  /** The same as the server's S3_* variables, for app processes. */
  env: Record<string, string>;
  /** The folder the stand-in keeps objects in (to look at what is really stored). */
  directory: string;
  close(): Promise<void>;
}

export const S3_BUCKET = 'crayonbox-test';

/**
 * An S3-compatible server on 127.0.0.1 (s3rver: objects in a temporary folder, signatures
 * checked), so storage tests go through the AWS SDK calls production makes, over HTTP.
 */
export async function startS3(): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'crayonbox-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: S3_BUCKET }] });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's fixed credentials: requests are signed as against AWS, and it checks the signature.
  const options: S3Options = {
    bucket: S3_BUCKET,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: `${endpoint}/${S3_BUCKET}`,
    forcePathStyle: true,
  };
  const env = {
    S3_BUCKET,
    S3_REGION: options.region,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    options,
    env,
    directory,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
