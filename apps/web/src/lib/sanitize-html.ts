import DOMPurify from 'dompurify';

/** What the rich text editor can produce; everything else is dropped (its text is kept). */
const ALLOWED_TAGS = ['p', 'div', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'hr'];
const ALLOWED_ATTR = ['href', 'title'];
/** Links may go to the web, a mail address, a phone, a site path or an anchor; never javascript: or data:. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i;

/**
 * Cleans HTML written by admins before it is shown or saved: no scripts, styles, iframes, event
 * handlers (onerror, onclick...) or javascript:/data: links survive, whatever the input.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
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
