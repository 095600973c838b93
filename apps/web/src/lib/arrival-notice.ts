import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useNotifications, type NotificationVariant } from '@/stores/notifications';

let pending: { path: string; variant: NotificationVariant; message: string } | null = null;

/**
 * Leaves a notification for the screen at `path`, to show once that screen is on. A toast shown
 * right after `navigate()` can be cleared by the navigation itself (the root layout clears
 * transient toasts when the pathname changes, a frame or more later under load).
 */
export function notifyOnArrival(path: string, variant: NotificationVariant, message: string): void {
  pending = { path, variant, message };
}

/**
 * Shows the notification left for this screen, on every arrival. It runs after the commit that
 * brought the screen in, whose effects include the root layout's clearing, so nothing clears it.
 */
export function useArrivalNotice(path: string): void {
  // Every arrival counts, also a redirect back to the screen already shown (same path, new key).
  const { key } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!pending || pending.path !== path) return;
      const { variant, message } = pending;
      pending = null;
      useNotifications.getState().notify({ variant, message });
    }, 0);
    return () => clearTimeout(timer);
  }, [path, key]);
}
