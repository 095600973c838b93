import { create } from 'zustand';

export type NotificationVariant = 'info' | 'success' | 'danger';

export interface Notification {
  /** Increases with every notification, so the toast re-announces a repeated message. */
  id: number;
  variant: NotificationVariant;
  message: string;
  /** A persistent notification neither clears itself after a while nor on navigation. */
  persist: boolean;
}

/** How long a non-persistent notification stays (SPEC section 9). */
export const NOTIFICATION_TIMEOUT_MS = 6000;

interface NotificationsState {
  notification: Notification | null;
  /** Shows a notification, replacing the previous one. */
  notify: (input: { variant: NotificationVariant; message: string; persist?: boolean }) => void;
  /** Removes the notification, whatever it is. */
  clear: () => void;
  /** Removes the notification unless it is persistent (called on navigation). */
  clearTransient: () => void;
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
    const notification: Notification = { id: nextId++, variant, message, persist };
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
    if (get().notification?.persist) return;
    stopTimer();
    set({ notification: null });
  },
}));

/** Shortcuts usable outside React (loaders, the api helper). */
export const notify = {
  info: (message: string, persist = false) => useNotifications.getState().notify({ variant: 'info', message, persist }),
  success: (message: string, persist = false) => useNotifications.getState().notify({ variant: 'success', message, persist }),
  danger: (message: string, persist = false) => useNotifications.getState().notify({ variant: 'danger', message, persist }),
};
