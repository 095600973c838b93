import { describe, expect, it, onTestFinished } from 'vitest';
import { lineArt } from '../coloreds/test-fixtures.ts';
import { GreyConverter } from './grey-converter.ts';

describe('the book picture converter', () => {
  it('draws the next book’s pictures when that book is queued just as it stopped after the last one', async () => {
    const converter = new GreyConverter();
    onTestFinished(() => converter.stop());
    const art = await lineArt(); // 1024 px: the converter makes it print size
    expect(await converter.convert(art, null)).toMatchObject({ width: 3072, height: 3072 });
    // Nothing left to build: the worker stops the converter, and a book is queued right then.
    converter.stop();
    expect(await converter.convert(art, null)).toMatchObject({ width: 3072, height: 3072 });
  }, 60_000);
});
