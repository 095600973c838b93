import { describe, expect, it } from 'vitest';
import { coloredPageFileName, formatCompact, formatDate, formatRelative, shortenFileName } from './format';

describe('formatDate', () => {
  it("uses 'MMMM d, yyyy h:mm a'", () => {
    expect(formatDate(new Date(2025, 2, 4, 14, 5))).toBe('March 4, 2025 2:05 PM');
    expect(formatDate(new Date(2024, 11, 31, 0, 30))).toBe('December 31, 2024 12:30 AM');
  });

  it('accepts ISO strings', () => {
    const local = new Date(2025, 0, 2, 9, 7);
    expect(formatDate(local.toISOString())).toBe('January 2, 2025 9:07 AM');
  });
});

describe('formatRelative', () => {
  const now = new Date(2025, 5, 10, 12, 0);
  it('describes past times relative to now', () => {
    expect(formatRelative(new Date(2025, 5, 7, 12, 0), now)).toBe('3 days ago');
    expect(formatRelative(new Date(2025, 5, 10, 11, 0), now)).toBe('about 1 hour ago');
  });
  it('describes future times', () => {
    expect(formatRelative(new Date(2025, 5, 10, 12, 5), now)).toBe('in 5 minutes');
  });
});

describe('formatCompact', () => {
  it('keeps small numbers', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(950)).toBe('950');
  });
  it('compacts with one decimal at most', () => {
    expect(formatCompact(1234)).toBe('1.2K');
    expect(formatCompact(15_000)).toBe('15K');
    expect(formatCompact(1_240_000)).toBe('1.2M');
  });
});

describe('shortenFileName', () => {
  it('keeps names of 17 characters or fewer', () => {
    expect(shortenFileName('short.png')).toBe('short.png');
    expect(shortenFileName('exactly-17-ch.png')).toBe('exactly-17-ch.png');
  });
  it('shortens longer names to first 7 + … + last 7', () => {
    expect(shortenFileName('exactly-18-chr.png')).toBe('exactly…chr.png');
    expect(shortenFileName('my-very-long-drawing-name.jpeg')).toBe('my-very…me.jpeg');
  });
});

describe('coloredPageFileName', () => {
  it('is colored-page-{pageId}-{yyyy-MM-dd_HH-mm-ss}.png', () => {
    expect(coloredPageFileName(42, new Date(2025, 0, 2, 15, 4, 5))).toBe('colored-page-42-2025-01-02_15-04-05.png');
  });
});
