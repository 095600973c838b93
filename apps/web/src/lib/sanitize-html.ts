import { RICH_TEXT } from '@crayonbox/contract';
import DOMPurify from 'dompurify';

/**
 * Cleans HTML written by admins before it is shown or saved: no scripts, styles, iframes, event
 * handlers (onerror, onclick...) or javascript:/data: links survive, whatever the input.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    // What the rich text editor can produce; everything else is dropped (its text is kept).
    ALLOWED_TAGS: [...RICH_TEXT.tags],
    ALLOWED_ATTR: [...RICH_TEXT.attributes],
    ALLOWED_URI_REGEXP: RICH_TEXT.safeUrl,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** True when the HTML has no visible text (e.g. "<p><br></p>" left by an emptied editor). */
export function isBlankHtml(html: string): boolean {
  return (
    sanitizeHtml(html)
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
