import { describe, expect, it } from 'vitest';
import { decideNavigation, externalUrl, isAppUrl, sanitizeFileName } from './url-policy.ts';

describe('external urls', () => {
  it('only http and https open in the system browser', () => {
    expect(externalUrl('https://checkout.stripe.com/c/pay/cs_test_1#frag')).toBe('https://checkout.stripe.com/c/pay/cs_test_1#frag');
    expect(externalUrl('http://example.com')).toBe('http://example.com/');
    for (const bad of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
      'ms-settings:',
      'data:text/html,hi',
      'not a url',
      '',
      42,
      null,
    ]) {
      expect(externalUrl(bad), String(bad)).toBeNull();
    }
  });

  it('refuses urls with credentials and absurdly long ones', () => {
    expect(externalUrl('https://paypal.com@evil.example/')).toBeNull();
    expect(externalUrl(`https://example.com/${'a'.repeat(5000)}`)).toBeNull();
  });
});

describe('navigation', () => {
  const app = 'https://crayonbox.example/';
  it('the app stays in the window, the web goes to the browser, the rest is refused', () => {
    expect(decideNavigation('https://crayonbox.example/pages/3/color', app)).toBe('allow');
    expect(decideNavigation('https://checkout.stripe.com/c/pay/cs_1', app)).toBe('external');
    expect(decideNavigation('http://crayonbox.example/', app)).toBe('external'); // another scheme is another site
    expect(decideNavigation('https://crayonbox.example:8443/', app)).toBe('external');
    expect(decideNavigation('file:///C:/Windows/system32/calc.exe', app)).toBe('deny');
  });

  it('recognizes the bundled app:// origin, which Node reports as "null"', () => {
    expect(isAppUrl('app://crayonbox/pages/public', 'app://crayonbox/')).toBe(true);
    expect(isAppUrl('app://other/pages/public', 'app://crayonbox/')).toBe(false);
    expect(isAppUrl('garbage', 'app://crayonbox/')).toBe(false);
  });
});

describe('file names', () => {
  it('keeps a normal name as it is', () => {
    expect(sanitizeFileName('colored-page-12-2025-01-31_10-20-30.png')).toBe('colored-page-12-2025-01-31_10-20-30.png');
  });

  it('drops folders and characters no desktop accepts', () => {
    expect(sanitizeFileName('../../.ssh/authorized_keys')).toBe('authorized_keys');
    expect(sanitizeFileName('C:\\Windows\\evil.png')).toBe('evil.png');
    expect(sanitizeFileName('a<b>c:d"e|f?g*h\u0000.png')).toBe('a-b-c-d-e-f-g-h-.png');
    expect(sanitizeFileName('...hidden')).toBe('hidden');
    expect(sanitizeFileName('trailing dots...')).toBe('trailing dots');
  });

  it('avoids Windows device names and empty names, and shortens long names keeping the extension', () => {
    expect(sanitizeFileName('CON.png')).toBe('_CON.png');
    expect(sanitizeFileName('nul')).toBe('_nul');
    expect(sanitizeFileName('')).toBe('download');
    expect(sanitizeFileName(undefined, 'image.png')).toBe('image.png');
    const long = sanitizeFileName(`${'x'.repeat(300)}.png`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.png')).toBe(true);
  });
});
