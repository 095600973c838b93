import type { BookExport } from '@crayonbox/contract';
import { describe, expect, it } from 'vitest';
import { exportLabel } from './export-status';

const build = (over: Partial<BookExport>): BookExport => ({
  id: 1,
  status: 'running',
  options: { trim: 'letter', bleed: false, sides: 'single' },
  done: 0,
  total: 12,
  size: null,
  error: null,
  created_at: '2026-11-26T00:00:00.000Z',
  finished_at: null,
  stale: false,
  ...over,
});

describe('exportLabel', () => {
  it('counts the sheets, then says the PDF is being finished instead of sitting at "12 of 12"', () => {
    expect(exportLabel(build({ done: 5 }))).toBe('Making the PDF: page 5 of 12');
    expect(exportLabel(build({ done: 12 }))).toBe('Finishing the PDF: putting the pages together…');
  });
});
