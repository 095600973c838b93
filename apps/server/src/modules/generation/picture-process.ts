// The picture worker (picture-pool.ts): a child process at low CPU priority that turns uploads
// into line art, so the tracing's long JavaScript loops never hold up the server's requests.
import sharp from 'sharp';
import { detectKind, keepPicture, tracePhoto, type Detail } from './line-art.ts';
import type { LocalMode } from './picture-pool.ts';

// One libvips thread: the second core belongs to the requests.
sharp.concurrency(1);

export interface PictureJob {
  id: number;
  image: Uint8Array;
  maxPixels: number;
  mode?: LocalMode;
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
    const detected = await detectKind(image, job.maxPixels);
    // Drawings and snapshots are kept, photos drawn, unless the person chose.
    const mode: LocalMode = job.mode ?? (detected === 'photo' ? 'trace' : 'keep');
    const { art, colours } =
      mode === 'trace' ? await tracePhoto(image, job.maxPixels, job.detail) : await keepPicture(image, job.maxPixels);
    reply({ id: job.id, art, colours, mode, detected });
  } catch (error) {
    reply({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
