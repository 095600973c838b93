import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from './sanitize-html';

/** Parses the cleaned HTML the way a browser would, to look for anything executable. */
function parse(html: string) {
  const doc = document.implementation.createHTMLDocument('test');
  doc.body.innerHTML = html;
  return doc.body;
}

function executableParts(html: string): string[] {
  const found: string[] = [];
  for (const element of parse(html).querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'form', 'img'].includes(tag)) found.push(tag);
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on')) found.push(attribute.name);
      if (/^\s*(javascript|data|vbscript):/i.test(attribute.value)) found.push(`${attribute.name}=${attribute.value}`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it('keeps the formatting the rich text editor produces', () => {
    const html =
      '<h2>Terms</h2><p>Hello <strong>bold</strong> and <em>italic</em>.</p><ul><li>One</li></ul><ol><li>Two</li></ol><p><a href="https://example.com/x">link</a> <a href="mailto:a@b.co">mail</a> <a href="/privacy">privacy</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<p>hi</p><script>window.hacked = true</script>', '<p>hi</p>'],
    ['<img src=x onerror="window.hacked = true">', ''],
    ['<p onclick="alert(1)" onmouseover="alert(2)">text</p>', '<p>text</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<style>body{display:none}</style><p style="color:red">red</p>', '<p>red</p>'],
    ['<form action="https://evil.example"><input name="x"></form>', ''],
  ])('removes everything executable from %s', (input, expected) => {
    const clean = sanitizeHtml(input);
    expect(clean).toBe(expected);
    expect(executableParts(clean)).toEqual([]);
  });

  it('keeps the text of tags it drops', () => {
    expect(sanitizeHtml('<p><span style="color:red">red</span> <font face="x">words</font></p>')).toBe('<p>red words</p>');
  });

  it('defeats mutation tricks that only turn dangerous once parsed again', () => {
    const inputs = [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<p>x</p><!--><img src=x onerror=alert(1)>-->',
    ];
    for (const input of inputs) {
      const once = sanitizeHtml(input);
      expect(executableParts(once)).toEqual([]);
      expect(executableParts(parse(once).innerHTML)).toEqual([]);
    }
  });

  it('tells an emptied editor from real content', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p><br></p><p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<script>x</script>')).toBe(true);
    expect(isBlankHtml('<p>Hi</p>')).toBe(false);
  });
});
