import { describe, expect, it } from 'vitest';
import { warmUp } from './warm-up.ts';

describe('the picture worker warm-up', () => {
  it('takes its made-up photo for a photo and traces it, the way a first upload goes', async () => {
    expect(await warmUp()).toEqual({ detected: 'photo', mode: 'trace' });
  }, 60_000);
});
