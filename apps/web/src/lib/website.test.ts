import { describe, expect, it } from 'vitest';
import { blankWebsite, normalizeWebsite } from './website';

describe('normalizeWebsite', () => {
  it('has no website without a landing object', () => {
    expect(normalizeWebsite(null)).toBeNull();
    expect(normalizeWebsite('x')).toBeNull();
    expect(normalizeWebsite({ terms: {} })).toBeNull();
  });

  it('fills what an older value lacks and keeps what it has', () => {
    const website = normalizeWebsite({
      landing: {
        home: { visibility: true, headingLine1: 'Hello', platforms: { web: true } },
        faqs: { list: [{ id: 'q', question: 'Q?', answer: 'A' }, 'junk'] },
      },
    });
    expect(website?.landing.home.headingLine1).toBe('Hello');
    expect(website?.landing.home.visibility).toBe(true);
    expect(website?.landing.home.platforms).toEqual({ ...blankWebsite().landing.home.platforms, web: true });
    expect(website?.landing.footer.downloads.android).toBe('');
    expect(website?.landing.faqs.list).toEqual([{ id: 'q', question: 'Q?', answer: 'A' }]);
    expect(website?.terms).toEqual({ visibility: false, content: '' });
  });

  it('replaces values of the wrong type', () => {
    const website = normalizeWebsite({ landing: { pricing: { visibility: 'yes', subheading: 4 } } });
    expect(website?.landing.pricing).toEqual({ visibility: false, subheading: '' });
  });
});
