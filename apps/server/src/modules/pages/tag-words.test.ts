import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../demo/catalogue.ts';
import { suggestTags } from './tag-words.ts';

describe('suggestTags', () => {
  it('tags the everyday word a child searches for, and plurals by their singular', () => {
    expect(suggestTags('Curious Kitten', 'a curious kitten with a ball of yarn')).toEqual({ category: 'animals', tags: ['kitten', 'cat'] });
    expect(suggestTags('Two Ponies', null).tags).toEqual(['pony', 'horse']);
    expect(suggestTags('Nothing Known', 'zq words').category).toBeNull();
  });

  it('puts every demo page in the category a person would', () => {
    const categories = Object.fromEntries(CATALOGUE.map((d) => [d.title, suggestTags(d.title, d.prompt).category]));
    expect(categories).toMatchObject({
      'Curious Kitten': 'animals',
      'Goldfish Friends': 'animals',
      'Wise Old Owl': 'animals',
      'Cozy House': 'places',
      'Rocket to the Stars': 'space',
      'Fairy Tale Castle': 'fantasy',
      'Sailboat Day': 'vehicles',
      'Cherry Cupcake': 'food',
      'Flower Garden': 'nature',
      'Fish Scales': 'patterns',
      'Star Quilt': 'patterns',
      'Hearts and Dots': 'patterns',
      'Garden Mandala': 'patterns',
    });
    // Every demo page gets one.
    expect(Object.entries(categories).filter(([, c]) => c === null)).toEqual([]);
  });
});
