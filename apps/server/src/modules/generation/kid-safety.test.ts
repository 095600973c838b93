import { describe, expect, it } from 'vitest';
import { checkPrompt, matchWordList, MODERATION_MESSAGE } from './kid-safety.ts';
import { ACTIONS, SETTINGS, SUBJECTS, curatedPrompt } from './prompt-ideas.ts';

describe('the local kid-safety word list', () => {
  it.each([
    ['a pirate who wants to kill everyone', 'violence'],
    ['KILLING dragons', 'violence'],
    ['a knight stabbing a troll', 'violence'],
    ['a dead body in the woods', 'violence'],
    ['k1ll the cat', 'violence'],
    ['a b|oody mess', 'violence'],
    ['k i l l', 'violence'],
    ['k.i.l.l the bunny', 'violence'],
    ['a f*ck sign', 'rude'],
    ['fuuuuuck', 'rude'],
    ['sëx', 'adult'],
    ['a s3xy princess', 'adult'],
    ['n\u200Baked people', 'adult'],
    ['@ss', 'rude'],
    ['a unicorn drinking beer', 'drugs'],
    ['a swastika flag', 'hate'],
    ['how to self harm', 'selfHarm'],
  ])('catches %j', (text, category) => {
    expect(matchWordList(text)).toBe(category);
  });

  it.each([
    'a classic class of students with their assistant',
    'grass and a cheerful hippo at the Sussex seaside',
    'shooting stars over a castle',
    'a killer whale and a cocker spaniel',
    'a spicy taco party',
    'a rooster shouting cock-a-doodle-doo',
    'kids with water guns in the garden',
    'a bullet train to the mountains',
    'the therapist and the analyst in Scunthorpe',
    'three kittens and 5 puppies!',
    'Wow! A rocket!!',
    'a bamboo shoot for a panda',
  ])('lets %j through', (text) => {
    expect(matchWordList(text)).toBeNull();
  });
});

describe('checkPrompt', () => {
  it('asks the provider only after the word list passed, and trusts the list alone when moderation fails', async () => {
    let asked = 0;
    const flagging = { flags: async () => (asked++, true) };
    expect(await checkPrompt('a bloody knight', flagging)).toMatchObject({ safe: false, by: 'words' });
    expect(asked).toBe(0);
    expect(await checkPrompt('a sneaky idea', flagging)).toEqual({ safe: false, by: 'moderation', message: MODERATION_MESSAGE });
    expect(asked).toBe(1);
    const broken = {
      flags: async (): Promise<boolean> => {
        throw new Error('down');
      },
    };
    expect(await checkPrompt('a happy hippo', broken)).toEqual({ safe: true });
    expect(await checkPrompt('a happy hippo', null)).toEqual({ safe: true });
  });
});

describe('the curated prompt ideas', () => {
  it('offer hundreds of combinations, every piece of them kid-safe', () => {
    expect(SUBJECTS.length * ACTIONS.length * SETTINGS.length).toBeGreaterThan(10_000);
    for (const piece of [...SUBJECTS, ...ACTIONS, ...SETTINGS]) expect(matchWordList(piece), piece).toBeNull();
    const seen = new Set(Array.from({ length: 50 }, () => curatedPrompt()));
    expect(seen.size).toBeGreaterThan(40);
    for (const prompt of seen) expect(prompt).toMatch(/^a[n]? [a-z].+ (in|on|at|under|beside|by) .+$/);
  });
});
