import { describe, expect, it } from 'vitest';
import { monthLong, monthShort } from './series';

describe('chart month labels', () => {
  it('reads the UTC month name without going through local time', () => {
    expect(monthShort('2026-01')).toBe('Jan');
    expect(monthShort('2025-12')).toBe('Dec');
    expect(monthLong('2026-11')).toBe('November 2026');
  });

  it('shows an unexpected name as it is', () => {
    expect(monthShort('2026-13')).toBe('2026-13');
    expect(monthLong('last month')).toBe('last month');
  });
});
