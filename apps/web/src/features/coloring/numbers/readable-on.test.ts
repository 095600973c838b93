import { describe, expect, it } from 'vitest';
import { PALETTE } from '../palette';
import { contrast, readableOn } from './readable-on';

describe('readableOn', () => {
  it('puts ink on Teal (6.5:1), where white was 2.5:1', () => {
    expect(readableOn('#14b8a6')).toBe('#1f1d2b');
    expect(contrast('#14b8a6', readableOn('#14b8a6'))).toBeGreaterThanOrEqual(4.5);
  });

  it('always picks the figure colour with more contrast', () => {
    for (const { name, hex } of PALETTE) {
      const best = Math.max(contrast(hex, '#1f1d2b'), contrast(hex, '#ffffff'));
      expect(contrast(hex, readableOn(hex)), name).toBe(best);
    }
  });
});
