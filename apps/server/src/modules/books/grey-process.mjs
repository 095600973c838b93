// The book builder's picture converter, run as a child process at the lowest CPU priority (see
// grey-converter.ts): one picture at a time to a deflated 8-bit grey image for the PDF.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import sharp from 'sharp';

const deflate = promisify(zlib.deflate);
// One libvips thread: a book is a background job, and a second core belongs to the requests.
sharp.concurrency(1);
// Each picture is seen once: libvips' operation cache would only hold on to memory.
sharp.cache(false);

process.on('message', async ({ id, picture }) => {
  try {
    const { data, info } = await sharp(Buffer.from(picture))
      .flatten({ background: '#ffffff' })
      .greyscale()
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const bytes = await deflate(data, { level: 6 });
    process.send({ id, width: info.width, height: info.height, bytes });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
