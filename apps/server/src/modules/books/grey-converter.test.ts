import { describe, expect, it, onTestFinished } from 'vitest';
import sharp from 'sharp';
import { GreyConverter } from './grey-converter.ts';

/** Line art as a page keeps it: a black ring on white, 1024 px (made print size by the converter). */
const ring = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>' +
        '<circle cx="512" cy="512" r="300" fill="none" stroke="#000" stroke-width="40"/></svg>',
    ),
  )
    .png()
    .toBuffer();

describe('the book picture converter', () => {
  it('draws the next book’s pictures when that book is queued just as it stopped after the last one', async () => {
    const converter = new GreyConverter();
    onTestFinished(() => converter.stop());
    const art = await ring();
    expect(await converter.convert(art, null)).toMatchObject({ width: 3072, height: 3072 });
    // Nothing left to build: the worker stops the converter, and a book is queued right then.
    converter.stop();
    expect(await converter.convert(art, null)).toMatchObject({ width: 3072, height: 3072 });
  }, 60_000);
});
