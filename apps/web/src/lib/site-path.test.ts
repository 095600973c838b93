import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path';

describe('isSitePath', () => {
  it('takes paths of this site', () => {
    for (const href of ['/', '/sign-up', '/pages?category=animals#top', '/uploads/2026/01/a.png']) expect(isSitePath(href)).toBe(true);
  });

  it('refuses what a browser follows off the site', () => {
    for (const href of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example',
      'evil',
    ])
      expect(isSitePath(href)).toBe(false);
  });
});
