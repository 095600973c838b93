import type { AppContext } from '../../context.ts';
import type { GreyImage } from './grey-converter.ts';

/**
 * Each picture a build converts is kept in storage (disk or S3, shared by every server) until the
 * build ends, so a build a crash interrupts resumes from the sheets it already drew instead of
 * converting every picture again. Kept as the PDF embeds it: deflated 8-bit grey, behind an
 * 8-byte header with the width and height.
 */
const keyOf = (exportId: number, entry: number) => `book-sheets/${exportId}/${entry}.grey`;

function encode(image: GreyImage): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  return Buffer.concat([header, image.bytes]);
}

function decode(file: Buffer): GreyImage | null {
  if (file.length < 8) return null;
  return { width: file.readUInt32BE(0), height: file.readUInt32BE(4), bytes: new Uint8Array(file.subarray(8)) };
}

/** Keeps a converted picture; a storage fault only costs a conversion on a later resume. */
export async function keepSheet(ctx: AppContext, exportId: number, entry: number, image: GreyImage): Promise<void> {
  await ctx.storage
    .put(keyOf(exportId, entry), encode(image), 'application/octet-stream')
    .catch((err: unknown) => ctx.log.warn({ err, exportId }, 'could not keep a converted book picture'));
}

/** The picture an interrupted take of this build converted, or null. */
export async function keptSheet(ctx: AppContext, exportId: number, entry: number): Promise<GreyImage | null> {
  const file = await ctx.storage.read(ctx.storage.urlOf(keyOf(exportId, entry)));
  return file ? decode(file) : null;
}

/** Removes a finished (or failed) build's kept pictures. */
export async function dropKeptSheets(ctx: AppContext, exportId: number, entries: number): Promise<void> {
  for (let entry = 0; entry < entries; entry++) {
    await ctx.storage
      .delete(ctx.storage.urlOf(keyOf(exportId, entry)))
      .catch((err: unknown) => ctx.log.warn({ err, exportId }, 'could not remove a kept book picture'));
  }
}
