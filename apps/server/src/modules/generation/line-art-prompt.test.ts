import { describe, expect, it } from 'vitest';
import { lineArtPrompt, tidyPrompt, titleFromPrompt } from './line-art-prompt.ts';

describe('titleFromPrompt', () => {
  it.each([
    ['a friendly dragon baking cookies in a cozy kitchen', 'Friendly Dragon Baking Cookies in a Cozy Kitchen'],
    ['The  robot.', 'Robot'],
    ['an owl', 'Owl'],
    ['a', 'A'],
    ['"Space cat!" floating over a big round moon with lots of craters and stars everywhere', 'Space Cat Floating over a Big Round Moon'],
    ["the cat's hat", "Cat's Hat"],
    ['my iPhone and a T-Rex with a DJ', 'My iPhone and a T-Rex with a DJ'],
    ["Grandma’s garden 'in spring'", "Grandma's Garden in Spring"],
  ])('%j → %j', (prompt, title) => {
    expect(titleFromPrompt(prompt)).toBe(title);
  });

  it('keeps titles short', () => {
    expect(titleFromPrompt('x'.repeat(300)).length).toBeLessThanOrEqual(48);
    expect(titleFromPrompt('...')).toBe('My Coloring Page');
  });
});

describe('lineArtPrompt', () => {
  it('wraps the idea in the line-art rules and the style wording', () => {
    const text = lineArtPrompt(tidyPrompt(' a happy\n hippo\u0000 '), 'simple');
    expect(text).toContain('showing: a happy hippo.');
    expect(text).toMatch(/pure black outlines on a plain white background/);
    expect(text).toMatch(/no shading/);
    expect(text).toMatch(/every shape is closed/);
    expect(text).toMatch(/toddlers/);
  });
});
