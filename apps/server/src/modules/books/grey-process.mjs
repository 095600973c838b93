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

/** Answers the server, unless it is gone meanwhile (killed: then there is no one to tell). */
const reply = (message) => {
  if (process.connected) process.send(message, () => {});
};
// The server went away (stopped, or killed): so does its converter.
process.on('disconnect', () => process.exit(0));

process.on('message', async ({ id, picture }) => {
  try {
    const { data, info } = await sharp(Buffer.from(picture))
      .flatten({ background: '#ffffff' })
      .greyscale()
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const bytes = await deflate(data, { level: 6 });
    reply({ id, width: info.width, height: info.height, bytes });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
