import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXTERNAL_ROUTE_MESSAGE,
  FORCED_PLATFORM_KEY,
  getPlatform,
  isDesktop,
  isHomePath,
  isIos,
  isWeb,
  openExternal,
  parsePlatform,
  printDocument,
  saveFile,
  share,
  type DesktopBridge,
} from './platform';

const visit = (search: string) => window.history.replaceState(null, '', `/somewhere${search}`);

function fakeBridge() {
  return {
    platform: 'desktop' as const,
    openExternal: vi.fn((_url: string) => undefined),
    saveFile: vi.fn(async (_name: string, _bytes: Uint8Array): Promise<string | null> => '/home/pat/picture.png'),
  } satisfies DesktopBridge;
}

beforeEach(() => {
  sessionStorage.clear();
  visit('');
});

afterEach(() => {
  delete window.crayonbox;
  delete window.Capacitor;
  sessionStorage.clear();
  visit('');
});

describe('which platform', () => {
  it('is the web in a plain browser', () => {
    expect(getPlatform()).toBe('web');
    expect(isWeb()).toBe(true);
  });

  it('is desktop inside the Electron shell (its preload bridge), android or ios from the Capacitor native layer', () => {
    window.crayonbox = fakeBridge();
    expect(getPlatform()).toBe('desktop');
    expect(isDesktop()).toBe(true);
    delete window.crayonbox;
    window.Capacitor = { getPlatform: () => 'ios' };
    expect(getPlatform()).toBe('ios');
    expect(isIos()).toBe(true);
    window.Capacitor = { getPlatform: () => 'android' };
    expect(getPlatform()).toBe('android');
    // @capacitor/core loaded in a browser answers 'web'.
    window.Capacitor = { getPlatform: () => 'web' };
    expect(getPlatform()).toBe('web');
  });

  it('parses platform names, ignoring case and anything unknown', () => {
    expect(parsePlatform(' Android ')).toBe('android');
    expect(parsePlatform('IOS')).toBe('ios');
    expect(parsePlatform('desktop')).toBe('desktop');
    expect(parsePlatform('windows')).toBeNull();
    expect(parsePlatform('')).toBeNull();
    expect(parsePlatform(null)).toBeNull();
  });
});

describe('forcing a platform with ?platform=', () => {
  it('in development: the query wins, is kept for the tab, and ?platform=web ends it', () => {
    visit('?platform=ios');
    expect(getPlatform()).toBe('ios');
    visit('');
    expect(getPlatform()).toBe('ios');
    expect(sessionStorage.getItem(FORCED_PLATFORM_KEY)).toBe('ios');
    visit('?platform=desktop');
    expect(getPlatform()).toBe('desktop');
    visit('?platform=web');
    expect(getPlatform()).toBe('web');
    visit('');
    expect(getPlatform()).toBe('web');
    expect(sessionStorage.getItem(FORCED_PLATFORM_KEY)).toBeNull();
  });

  it('an unknown value forces nothing and forgets an earlier choice', () => {
    visit('?platform=android');
    expect(getPlatform()).toBe('android');
    visit('?platform=palm');
    expect(getPlatform()).toBe('web');
    visit('');
    expect(getPlatform()).toBe('web');
  });

  it('a production build ignores it, unless built with VITE_ALLOW_PLATFORM_OVERRIDE=true', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_ALLOW_PLATFORM_OVERRIDE', '');
    visit('?platform=android');
    expect(getPlatform()).toBe('web');
    sessionStorage.setItem(FORCED_PLATFORM_KEY, 'android');
    visit('');
    expect(getPlatform()).toBe('web');
    vi.stubEnv('VITE_ALLOW_PLATFORM_OVERRIDE', 'true');
    visit('?platform=android');
    expect(getPlatform()).toBe('android');
  });
});

describe('openExternal', () => {
  it('desktop shell: the bridge opens the system browser and the window stays', () => {
    const bridge = fakeBridge();
    window.crayonbox = bridge;
    const before = window.location.href;
    openExternal('https://checkout.stripe.com/c/pay/cs_1');
    expect(bridge.openExternal).toHaveBeenCalledExactlyOnceWith('https://checkout.stripe.com/c/pay/cs_1');
    expect(window.location.href).toBe(before);
  });

  it('desktop without a bridge object (forced): a route:external window message the preload script forwards', () => {
    visit('?platform=desktop');
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const before = window.location.href;
    openExternal('https://checkout.stripe.com/c/pay/cs_2');
    expect(EXTERNAL_ROUTE_MESSAGE).toBe('route:external');
    expect(post).toHaveBeenCalledExactlyOnceWith(
      { type: 'route:external', url: 'https://checkout.stripe.com/c/pay/cs_2' },
      window.location.origin,
    );
    expect(window.location.href).toBe(before);
  });
});

describe('saveFile: the notice per platform', () => {
  // jsdom's Blob has no arrayBuffer(); browsers' do.
  const png = () => {
    const bytes = new Uint8Array([137, 80, 78, 71]);
    return Object.assign(new Blob([bytes], { type: 'image/png' }), { arrayBuffer: async () => bytes.slice().buffer });
  };

  it('android and ios write to Documents through @capacitor/filesystem and say where', async () => {
    const writes: { path: string; data: string; directory: string }[] = [];
    vi.doMock('@capacitor/filesystem', () => ({
      Directory: { Documents: 'DOCUMENTS', Cache: 'CACHE' },
      Filesystem: {
        writeFile: vi.fn(async (o: { path: string; data: string; directory: string }) => (writes.push(o), { uri: `file:///${o.path}` })),
      },
    }));
    visit('?platform=android');
    await expect(saveFile(png(), 'colored-page-7.png')).resolves.toEqual({ message: 'Saved to files' });
    visit('?platform=ios');
    await expect(saveFile(png(), 'colored-page-8.png')).resolves.toEqual({ message: 'Saved to documents' });
    expect(writes).toEqual([
      { path: 'colored-page-7.png', data: btoa('\x89PNG'), directory: 'DOCUMENTS', recursive: true },
      { path: 'colored-page-8.png', data: btoa('\x89PNG'), directory: 'DOCUMENTS', recursive: true },
    ]);
    vi.doUnmock('@capacitor/filesystem');
  });

  it('the web downloads through a link, with no notice', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await expect(saveFile(png(), 'colored-page-9.png')).resolves.toEqual({ message: null });
    expect(clicked).toEqual(['colored-page-9.png']);
  });

  it('the desktop shell hands name and bytes to its bridge (which shows the save dialog)', async () => {
    const bridge = fakeBridge();
    window.crayonbox = bridge;
    await expect(saveFile(png(), 'colored-page-10.png')).resolves.toEqual({ message: null });
    expect(bridge.saveFile).toHaveBeenCalledExactlyOnceWith('colored-page-10.png', new Uint8Array([137, 80, 78, 71]));
  });
});

describe('printDocument', () => {
  it('the desktop shell prints through its bridge (the system dialog), not window.print', async () => {
    const print = vi.fn(async () => true);
    window.crayonbox = { ...fakeBridge(), print };
    const browserPrint = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await printDocument();
    expect(print).toHaveBeenCalledOnce();
    expect(browserPrint).not.toHaveBeenCalled();
  });

  it('the Android and iOS apps print the WebView with the native print plugin', async () => {
    const printWebView = vi.fn(async (_o: { name: string }) => undefined);
    vi.doMock('@capgo/capacitor-printer', () => ({ Printer: { printWebView } }));
    const browserPrint = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    visit('?platform=android');
    await printDocument('Round sun');
    visit('?platform=ios');
    await printDocument('Round sun');
    expect(printWebView.mock.calls).toEqual([[{ name: 'Round sun' }], [{ name: 'Round sun' }]]);
    expect(browserPrint).not.toHaveBeenCalled();
  });

  it('browsers, and shells from before printing, use the browser print dialog', async () => {
    const browserPrint = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await printDocument();
    window.crayonbox = fakeBridge();
    await printDocument();
    expect(browserPrint).toHaveBeenCalledTimes(2);
  });
});

describe('share', () => {
  it('uses the Web Share API on the web, and says when it cannot share', async () => {
    expect(await share({ url: 'https://crayonbox.example/pages/1/color' })).toBe(false);
    const shareSpy = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: shareSpy, canShare: () => true });
    expect(await share({ url: 'https://crayonbox.example/pages/1/color', title: 'My page' })).toBe(true);
    expect(shareSpy).toHaveBeenCalledWith({ url: 'https://crayonbox.example/pages/1/color', title: 'My page' });
  });

  it('uses @capacitor/share in the mobile apps', async () => {
    const nativeShare = vi.fn(async () => ({}));
    vi.doMock('@capacitor/share', () => ({ Share: { canShare: async () => ({ value: true }), share: nativeShare } }));
    visit('?platform=ios');
    expect(await share({ url: 'https://crayonbox.example/x', title: 'X' })).toBe(true);
    expect(nativeShare).toHaveBeenCalledWith({ title: 'X', url: 'https://crayonbox.example/x', files: undefined });
    vi.doUnmock('@capacitor/share');
  });
});

describe('the Android back button', () => {
  it('leaves the app from the home screens and goes back elsewhere', () => {
    expect(['/', '/splash', '/sign-in', '/pages/public', '/pages/public/', '/admin'].every(isHomePath)).toBe(true);
    expect(['/pages/3/color', '/account', '/admin/users'].some(isHomePath)).toBe(false);
  });
});
