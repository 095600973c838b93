/**
 * Whether a link stays on this site: one slash, then no second slash or backslash, and no
 * whitespace anywhere. Browsers read "\" as "/" and drop tabs and newlines, so "/\evil.example"
 * and "/\t/evil.example" lead off the site just like "//evil.example". The contract's website
 * schema applies the same rule (packages/contract/src/website.ts, sitePath).
 */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(href);
}
