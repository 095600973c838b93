import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_URL, bundledFilePath, DEV_URL, parseConfigFile, resolveAppUrl } from './config.ts';

describe('which app the window loads', () => {
  it('CRAYONBOX_APP_URL, then app-config.json, then the bundled build, then the local server', () => {
    const env = { CRAYONBOX_APP_URL: 'https://crayonbox.example' };
    expect(resolveAppUrl({ env, configFileUrl: 'https://other.example', bundled: true })).toBe('https://crayonbox.example/');
    expect(resolveAppUrl({ env: {}, configFileUrl: 'https://other.example/app', bundled: true })).toBe('https://other.example/app');
    expect(resolveAppUrl({ env: {}, configFileUrl: null, bundled: true })).toBe(BUNDLED_URL);
    expect(resolveAppUrl({ env: {}, bundled: false })).toBe(DEV_URL);
  });

  it('ignores urls that are not http(s)', () => {
    expect(
      resolveAppUrl({ env: { CRAYONBOX_APP_URL: 'file:///tmp/evil.html' }, configFileUrl: 'javascript:alert(1)', bundled: false }),
    ).toBe(DEV_URL);
  });

  it('reads appUrl from app-config.json, tolerating a missing or broken file', () => {
    expect(parseConfigFile('{"appUrl":"https://crayonbox.example"}')).toBe('https://crayonbox.example');
    expect(parseConfigFile('{"appUrl":3}')).toBeNull();
    expect(parseConfigFile('{broken')).toBeNull();
    expect(parseConfigFile(null)).toBeNull();
  });
});

describe('serving the bundled web build', () => {
  const root = path.resolve('/opt/crayonbox/resources/web');
  const files = new Set([path.join(root, 'index.html'), path.join(root, 'assets/index-abc.js'), path.join(root, 'sw.js')]);
  const exists = (f: string) => files.has(f);

  it('serves files that exist and index.html for the app routes', () => {
    expect(bundledFilePath(root, 'app://crayonbox/assets/index-abc.js', exists)).toBe(path.join(root, 'assets/index-abc.js'));
    expect(bundledFilePath(root, 'app://crayonbox/pages/3/color?x=1', exists)).toBe(path.join(root, 'index.html'));
    expect(bundledFilePath(root, 'app://crayonbox/', exists)).toBe(path.join(root, 'index.html'));
  });

  it('never leaves the build folder', () => {
    for (const url of [
      'app://crayonbox/../../etc/passwd',
      'app://crayonbox/%2e%2e/%2e%2e/etc/passwd',
      'app://crayonbox/..%2f..%2fetc%2fpasswd',
    ]) {
      const file = bundledFilePath(root, url, () => true);
      expect(file.startsWith(root + path.sep), url).toBe(true);
    }
  });
});
