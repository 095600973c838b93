import { create } from 'zustand';

export type NotificationVariant = 'info' | 'success' | 'danger';

export interface Notification {
  /** Increases with every notification, so the toast re-announces a repeated message. */
  id: number;
  variant: NotificationVariant;
  message: string;
  /**
   * A persistent notification does not clear itself after a while, and rides along the navigation
   * that follows it at once (the redirect it explains); leaving the screen it lands on ends it.
   */
  persist: boolean;
  /** When it was shown (ms since the epoch). */
  at: number;
  /** It has ridden its navigation: the next one ends it. */
  carried: boolean;
}

/** A navigation this soon after a persistent notification is the one it explains. */
export const CARRY_MS = 3000;

/** How long a non-persistent notification stays (SPEC section 9). */
export const NOTIFICATION_TIMEOUT_MS = 6000;

interface NotificationsState {
  notification: Notification | null;
  /** Shows a notification, replacing the previous one. */
  notify: (input: { variant: NotificationVariant; message: string; persist?: boolean }) => void;
  /** Removes the notification, whatever it is. */
  clear: () => void;
  /** Called on navigation: keeps a persistent notification through the navigation right after it, else removes it. */
  clearTransient: () => void;
  /** Called when the app first renders a screen: a persistent notification shown on the way has arrived. */
  landed: () => void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

function stopTimer() {
  if (timer !== undefined) {
    clearTimeout(timer);
    timer = undefined;
  }
}

export const useNotifications = create<NotificationsState>()((set, get) => ({
  notification: null,
  notify: ({ variant, message, persist = false }) => {
    stopTimer();
    const notification: Notification = { id: nextId++, variant, message, persist, at: Date.now(), carried: false };
    set({ notification });
    if (!persist) {
      timer = setTimeout(() => {
        timer = undefined;
        if (get().notification?.id === notification.id) set({ notification: null });
      }, NOTIFICATION_TIMEOUT_MS);
    }
  },
  clear: () => {
    stopTimer();
    set({ notification: null });
  },
  clearTransient: () => {
    const current = get().notification;
    if (current?.persist && !current.carried && Date.now() - current.at < CARRY_MS) {
      set({ notification: { ...current, carried: true } });
      return;
    }
    stopTimer();
    set({ notification: null });
  },
  landed: () => {
    const current = get().notification;
    if (current?.persist && !current.carried) set({ notification: { ...current, carried: true } });
  },
}));

/** Shortcuts usable outside React (loaders, the api helper). */
export const notify = {
  info: (message: string, persist = false) => useNotifications.getState().notify({ variant: 'info', message, persist }),
  success: (message: string, persist = false) => useNotifications.getState().notify({ variant: 'success', message, persist }),
  danger: (message: string, persist = false) => useNotifications.getState().notify({ variant: 'danger', message, persist }),
};
