// The Capacitor side of lib/platform.ts. Only ever imported lazily (import('./platform-native')),
// so @capacitor/* stay out of the web bundle's first chunks. Each plugin has a web implementation
// too, which is what runs when a platform is forced in a desktop browser (development, e2e).
import type { ShareTarget } from './platform';

/** The blob as base64 without the data-URL prefix (what Filesystem.writeFile takes for binary files). */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // Chunked: String.fromCharCode(...bytes) overflows the stack on a large image.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Writes the file into the app's Documents folder (Files app on iOS, Documents on Android). */
export async function writeToDocuments(blob: Blob, fileName: string): Promise<string> {
  const { Directory, Filesystem } = await import('@capacitor/filesystem');
  const { uri } = await Filesystem.writeFile({
    path: fileName,
    data: await blobToBase64(blob),
    directory: Directory.Documents,
    recursive: true,
  });
  return uri;
}

/** The native share sheet; a file is written to the cache folder first (Share takes file urls). */
export async function shareNative(target: ShareTarget): Promise<boolean> {
  const { Share } = await import('@capacitor/share');
  if (!(await Share.canShare()).value) return false;
  let files: string[] | undefined;
  if (target.file) {
    const { Directory, Filesystem } = await import('@capacitor/filesystem');
    const written = await Filesystem.writeFile({
      path: target.file.name,
      data: await blobToBase64(target.file),
      directory: Directory.Cache,
      recursive: true,
    });
    files = [written.uri];
  }
  try {
    await Share.share({ title: target.title, url: files ? undefined : target.url, files });
  } catch (error) {
    // Dismissing the sheet rejects with "Share canceled": not a failure.
    if (!/cancel/i.test(error instanceof Error ? error.message : String(error))) throw error;
  }
  return true;
}

/**
 * The system print dialog for the WebView's page as its print CSS lays it out (Android's
 * PrintManager, iOS's UIPrintInteractionController): Android's WebView ignores window.print().
 */
export async function printNative(name: string): Promise<void> {
  const { Printer } = await import('@capgo/capacitor-printer');
  await Printer.printWebView({ name });
}

/**
 * The Android hardware back button: back through the history, or out of the app on a home
 * screen (or when there is nothing to go back to), as Android users expect.
 */
export async function listenBackButton(isHome: () => boolean): Promise<() => void> {
  const { App } = await import('@capacitor/app');
  const handle = await App.addListener('backButton', ({ canGoBack }) => {
    if (!canGoBack || isHome()) void App.exitApp();
    else window.history.back();
  });
  return () => void handle.remove();
}
