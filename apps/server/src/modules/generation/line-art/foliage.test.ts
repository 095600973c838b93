import { describe, expect, it } from 'vitest';
import { foliageMask, seedFoliageAsBackground } from './foliage.ts';

const pixels = (...rgb: Array<[number, number, number]>) => Uint8Array.from(rgb.flat());

describe('grass and leaves behind a subject', () => {
  it('takes meadow and leaf greens for foliage, and not fur, sky, a toy block or shadow', () => {
    const mask = foliageMask(
      pixels([90, 160, 50], [140, 190, 60], [40, 110, 45], [120, 80, 40], [120, 170, 230], [40, 140, 110], [20, 35, 20], [150, 160, 150]),
      8,
    );
    expect([...mask]).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
  });

  it('takes only textured green for foliage: a smooth green hill or wall is not', () => {
    const greens = pixels([90, 160, 50], [90, 160, 50], [62, 142, 65]);
    expect([...foliageMask(greens, 3, Float32Array.from([0.6, 0.05, 0.1]))]).toEqual([1, 0, 0]);
  });

  it('seeds the grass around a brown animal as background, where it was seeded as the animal', () => {
    // 0 background, 1 subject, 2 probably background, 3 probably subject: an animal (brown) in
    // the middle, grass around its feet seeded as subject too, grass everywhere else.
    const leaves = Uint8Array.from({ length: 100 }, (_, i) => (i >= 40 && i < 60 ? 0 : 1));
    const seeds = Uint8Array.from({ length: 100 }, (_, i) => (i >= 40 && i < 60 ? 1 : i >= 60 && i < 70 ? 1 : i < 10 ? 0 : 3));
    seedFoliageAsBackground(seeds, leaves);
    expect(seeds.slice(40, 60).every((s) => s === 1)).toBe(true);
    expect(seeds.slice(60, 100).every((s) => s === 2)).toBe(true);
    expect(seeds.slice(10, 40).every((s) => s === 2)).toBe(true);
    expect(seeds.slice(0, 10).every((s) => s === 0)).toBe(true);
  });

  it('leaves the seeds alone when the subject is green itself, or when there is little foliage', () => {
    // A frog: most of the surest subject is leaf-green.
    const frogLeaves = Uint8Array.from({ length: 100 }, (_, i) => (i >= 30 ? 1 : 0));
    const frog = Uint8Array.from({ length: 100 }, (_, i) => (i >= 40 && i < 70 ? 1 : 3));
    seedFoliageAsBackground(frog, frogLeaves);
    expect(frog.slice(40, 70).every((s) => s === 1)).toBe(true);
    // A statue with a few green patches: 3 of 100 pixels.
    const statueLeaves = Uint8Array.from({ length: 100 }, (_, i) => (i < 3 ? 1 : 0));
    const statue = Uint8Array.from({ length: 100 }, () => 1);
    seedFoliageAsBackground(statue, statueLeaves);
    expect(statue.every((s) => s === 1)).toBe(true);
  });
});
