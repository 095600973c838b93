import { describe, expect, it } from 'vitest';
import { bookSheets, fitRect, gutterInches, sheetGeometry } from './books.ts';

describe('book layout', () => {
  it('single-sided: a blank back after every printed sheet, the count even', () => {
    const kinds = bookSheets(2, { sides: 'single', belongsTo: true }).map((s) => s.kind);
    expect(kinds).toEqual(['title', 'blank', 'belongs', 'blank', 'page', 'blank', 'page', 'blank']);
  });

  it('double-sided: only the title page has a blank back, and an odd count is padded', () => {
    expect(bookSheets(3, { sides: 'double', belongsTo: false }).map((s) => s.kind)).toEqual([
      'title',
      'blank',
      'page',
      'page',
      'page',
      'blank',
    ]);
    expect(bookSheets(2, { sides: 'double', belongsTo: false })).toHaveLength(4);
  });

  it('bleed widens the outside edge by 0.125 in and the height by 0.25 in; the trim sits on the binding side', () => {
    const right = sheetGeometry('letter', true, 0, 10);
    const left = sheetGeometry('letter', true, 1, 10);
    expect(right.media).toEqual({ x: 0, y: 0, width: 621, height: 810 });
    expect(right.trim).toEqual({ x: 0, y: 9, width: 612, height: 792 });
    expect(left.trim).toEqual({ x: 9, y: 9, width: 612, height: 792 });
    // The gutter is on the left of a right-hand page and on the right of a left-hand one.
    expect(right.safe.x - right.trim.x).toBe(27);
    expect(left.trim.x + left.trim.width - (left.safe.x + left.safe.width)).toBe(27);
  });

  it('without bleed the sheet is the trim', () => {
    const g = sheetGeometry('square', false, 2, 4);
    expect(g.media).toEqual({ x: 0, y: 0, width: 612, height: 612 });
    expect(g.trim).toEqual(g.media);
  });

  it('grows the gutter with the page count, as KDP asks', () => {
    expect([24, 151, 301, 501, 701].map(gutterInches)).toEqual([0.375, 0.5, 0.625, 0.75, 0.875]);
  });

  it('fits a square picture centred in the safe area', () => {
    expect(fitRect({ x: 10, y: 20, width: 100, height: 200 }, 1)).toEqual({ x: 10, y: 70, width: 100, height: 100 });
  });
});
