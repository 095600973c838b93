// The picture worker (picture-pool.ts): a child process at low CPU priority that turns uploads
// into line art, so the tracing's long JavaScript loops never hold up the server's requests.
import sharp from 'sharp';
import type { UploadMode } from '@crayonbox/contract';
import { cleanLineArt, detectKind, traceLineArt, type Detail } from './line-art.ts';

// One libvips thread: the second core belongs to the requests.
sharp.concurrency(1);

export interface PictureJob {
  id: number;
  image: Uint8Array;
  maxPixels: number;
  mode?: UploadMode;
  detail: Detail;
}

// The server went away (stopped, or killed): so does its worker.
process.on('disconnect', () => process.exit(0));

/** Answers the server, unless it is gone meanwhile (then there is no one to tell). */
const reply = (message: object) => {
  if (process.connected) process.send!(message, () => {});
};

process.on('message', async (job: PictureJob) => {
  try {
    const image = Buffer.from(job.image);
    const detected: UploadMode = (await detectKind(image, job.maxPixels)) === 'line-art' ? 'as-is' : 'line-art';
    const mode = job.mode ?? detected;
    const art = mode === 'line-art' ? await traceLineArt(image, job.maxPixels, job.detail) : await cleanLineArt(image, job.maxPixels);
    reply({ id: job.id, art, mode, detected });
  } catch (error) {
    reply({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
