import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '@/stores/confirm';
import { LEAVE_UNSAVED_MESSAGE } from './messages';

/**
 * Warns before unsaved work is left behind: the browser's own prompt when the tab closes or
 * reloads, and the confirm bar when the app navigates elsewhere.
 */
export function useLeaveGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void confirm(LEAVE_UNSAVED_MESSAGE).then((leave) => {
      if (!current) return;
      if (leave) blockerRef.current.proceed?.();
      else blockerRef.current.reset?.();
    });
    return () => {
      current = false;
    };
  }, [blocker.state]);
}
