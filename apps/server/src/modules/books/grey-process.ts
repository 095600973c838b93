// The book builder's picture converter, run as a child process at the lowest CPU priority (see
// grey-converter.ts): one page at a time, at print resolution with its coloring laid under it when
// the book prints one, to a deflated 8-bit grey image for the PDF.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { printPicture } from '../print/print-pictures.ts';

const deflate = promisify(zlib.deflate);
// One libvips thread: a book is a background job, and a second core belongs to the requests.
sharp.concurrency(1);
// Each picture is seen once: libvips' operation cache would only hold on to memory.
sharp.cache(false);

interface Message {
  id: number;
  illustration: Uint8Array;
  coloring: Uint8Array | null;
}
type Reply = { id: number; width: number; height: number; bytes: Uint8Array } | { id: number; error: string };

/** Answers the server, unless it is gone meanwhile (killed: then there is no one to tell). */
const reply = (message: Reply) => {
  if (process.connected) process.send!(message, () => {});
};
// The server went away (stopped, or killed): so does its converter.
process.on('disconnect', () => process.exit(0));

process.on('message', async ({ id, illustration, coloring }: Message) => {
  try {
    const picture = await printPicture(Buffer.from(illustration), coloring ? Buffer.from(coloring) : null);
    const { data, info } = await sharp(picture)
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
