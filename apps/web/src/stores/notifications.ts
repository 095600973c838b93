import { create } from 'zustand';

export type NotificationVariant = 'info' | 'success' | 'danger';

/** A button on the notification that takes back what it reports (e.g. "Undo"). */
export interface NotificationAction {
  label: string;
  run: () => void;
  /**
   * Focus the button when the notification appears: for an action whose button had focus and is
   * gone (a removed row), so the keyboard is not dropped on the page's top and the way back is one key.
   */
  takeFocus?: boolean;
}

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
  action?: NotificationAction;
}

/** A navigation this soon after a persistent notification is the one it explains. */
export const CARRY_MS = 3000;

/** How long a non-persistent notification stays (SPEC section 9). */
export const NOTIFICATION_TIMEOUT_MS = 6000;

/** How long one with an action stays: long enough to find the button and press it. */
export const ACTION_TIMEOUT_MS = 10_000;

interface NotificationsState {
  notification: Notification | null;
  /** Shows a notification, replacing the previous one. */
  notify: (input: { variant: NotificationVariant; message: string; persist?: boolean; action?: NotificationAction }) => void;
  /** Keeps the notification while the pointer or the focus is on it (it must not go from under a press). */
  hold: () => void;
  /** Lets a held notification go after its full time again. */
  release: () => void;
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

/** Ends the notification after its time, unless another replaced it meanwhile. */
function startTimer(get: () => NotificationsState, set: (state: Partial<NotificationsState>) => void, notification: Notification) {
  stopTimer();
  if (notification.persist) return;
  timer = setTimeout(
    () => {
      timer = undefined;
      if (get().notification?.id === notification.id) set({ notification: null });
    },
    notification.action ? ACTION_TIMEOUT_MS : NOTIFICATION_TIMEOUT_MS,
  );
}

export const useNotifications = create<NotificationsState>()((set, get) => ({
  notification: null,
  notify: ({ variant, message, persist = false, action }) => {
    const notification: Notification = { id: nextId++, variant, message, persist, at: Date.now(), carried: false, action };
    set({ notification });
    startTimer(get, set, notification);
  },
  hold: () => stopTimer(),
  release: () => {
    const current = get().notification;
    if (current) startTimer(get, set, current);
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
