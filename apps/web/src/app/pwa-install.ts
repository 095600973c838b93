// The browser's install offer (beforeinstallprompt), caught as early as the app starts (it may
// fire before the shell is on screen) and kept until the shell shows its 'Install app' button.
import { useSyncExternalStore } from 'react';

/** Chromium's install offer; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const set = (next: BeforeInstallPromptEvent | null) => {
  offer = next;
  listeners.forEach((listener) => listener());
};

/** Starts listening for the install offer; call once at start. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-infobar away: the shell offers it in its top bar instead.
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

/** Shows the browser's install dialog; the offer can be used once, whatever the answer. */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  set(null);
  await current.prompt();
  return (await current.userChoice).outcome === 'accepted';
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True while the browser offers to install the app. */
export const useCanInstall = () => useSyncExternalStore(subscribe, () => offer !== null);
