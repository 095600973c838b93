import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { BottomBars } from '@/components/bottom-bars';
import { UpgradeDialog } from '@/components/upgrade-dialog';
import { useNotifications } from '@/stores/notifications';
import { DocumentHead } from './document-head';

/** Ends notifications on navigation (a persistent one once it has ridden the redirect it explains). */
function useClearNotificationsOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  // A loader may have shown a notice and redirected before the first screen rendered: it has arrived.
  useEffect(() => useNotifications.getState().landed(), []);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    useNotifications.getState().clearTransient();
  }, [pathname]);
}

/** Wraps every screen: page chrome that is not a layout (toast, confirm bar, title, progress). */
export function RootLayout() {
  useClearNotificationsOnNavigation();
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <DocumentHead />
      <div
        aria-hidden="true"
        className={`crayon-stripe fixed inset-x-0 top-0 z-[70] h-1 origin-left transition-transform duration-500 ${
          busy ? 'scale-x-75' : 'scale-x-0 opacity-0'
        }`}
      />
      <Outlet />
      <BottomBars />
      <UpgradeDialog />
      <ScrollRestoration />
    </>
  );
}
