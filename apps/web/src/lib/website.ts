import type { Website } from '@crayonbox/contract';

/**
 * The `website` setting on the client. The server validates every save against the contract's
 * schema; this module only guarantees the shape (so a value stored by an older version can never
 * crash a screen) without pulling zod into the landing bundle.
 */

/** A website with every section hidden and every field empty. */
export function blankWebsite(): Website {
  return {
    landing: {
      home: {
        visibility: false,
        headingLine1: '',
        headingLine2: '',
        subheading: '',
        image: '',
        platforms: { web: false, android: false, ios: false, windows: false, mac: false, debian: false },
      },
      howItWorks: { visibility: false, subheading: '', instructions: [], video: '' },
      features: { visibility: false, subheading: '', image: '', list: [] },
      testimonials: { visibility: false, subheading: '', image: '', list: [] },
      metrics: { visibility: false, list: [] },
      pricing: { visibility: false, subheading: '' },
      faqs: { visibility: false, subheading: '', image: '', list: [], support: { heading: '', description: '', link: '' } },
      callToAction: { visibility: false, heading: '', description: '' },
      contact: { visibility: false, subheading: '', location: '', phone: '', email: '', image: '' },
      footer: { visibility: false, socials: [], downloads: { android: '', ios: '', windows: '', mac: '', debian: '' } },
    },
    terms: { visibility: false, content: '' },
    privacy: { visibility: false, content: '' },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` laid over `template`: same keys and types as the template, lists of objects kept. */
function overlay(template: unknown, value: unknown): unknown {
  if (Array.isArray(template)) return Array.isArray(value) ? value.filter(isObject) : template;
  if (isObject(template)) {
    const source = isObject(value) ? value : {};
    return Object.fromEntries(Object.entries(template).map(([key, fallback]) => [key, overlay(fallback, source[key])]));
  }
  return typeof value === typeof template ? value : template;
}

/** The stored value as a complete Website, or null when there is none. */
export function normalizeWebsite(value: unknown): Website | null {
  if (!isObject(value) || !isObject(value.landing)) return null;
  return overlay(blankWebsite(), value) as Website;
}
