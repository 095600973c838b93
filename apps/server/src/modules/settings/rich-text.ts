import sanitize from 'sanitize-html';
import { RICH_TEXT, type Website } from '@crayonbox/contract';

/**
 * Stored rich text is cleaned on the server too, so the database never holds a script, a handler
 * or a javascript: link, whatever sent the update (the web app cleans it as well, for display).
 */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  return sanitize(html, {
    allowedTags: [...RICH_TEXT.tags],
    allowedAttributes: { a: [...RICH_TEXT.attributes], '*': ['title'] },
    allowedSchemes: [...RICH_TEXT.schemes],
    allowProtocolRelative: false,
  });
}

/** The website setting with its rich text (the legal pages) cleaned. */
export function sanitizeWebsite(website: Website): Website {
  return {
    ...website,
    terms: { ...website.terms, content: sanitizeRichText(website.terms.content) },
    privacy: { ...website.privacy, content: sanitizeRichText(website.privacy.content) },
  };
}
