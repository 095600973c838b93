import zlib from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFNumber } from 'pdf-lib';

/** Printed resolution of the (one) image on a PDF's first page: its pixels over the size its `cm` draws it at. */
export async function printPpi(pdf: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPages()[0]!;
  const xobjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
  const image = xobjects
    .values()
    .map((ref) => doc.context.lookup(ref))
    .find((obj): obj is PDFRawStream => obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))!;
  const width = (image.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const text = streams
    .map((s) => s as PDFRawStream)
    .map((s) => (s.dict.get(PDFName.of('Filter')) ? zlib.inflateSync(s.contents) : Buffer.from(s.contents)).toString('latin1'))
    .join('\n');
  // The drawn size: the scales of every `cm` between the image's `q` and its `Do`, multiplied.
  const block = /q\n((?:[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ cm\n)+)\/\S+ Do/.exec(text);
  if (!block) return 0;
  const scales = [...block[1]!.matchAll(/([\d.-]+) [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ cm/g)];
  return width / (scales.reduce((a, m) => a * Number(m[1]), 1) / 72);
}
