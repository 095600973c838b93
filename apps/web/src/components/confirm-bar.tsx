import { useEffect, useRef } from 'react';
import { useConfirm } from '@/stores/confirm';
import { Button } from './button';

/** The confirm bar of `confirm(message)`: 'Cancel' / 'Yes, proceed'. Escape cancels. */
export function ConfirmBar() {
  const request = useConfirm((state) => state.request);
  const answer = useConfirm((state) => state.answer);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!request) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') answer(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, [request, answer]);

  if (!request) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="confirm-bar-message"
      className="pointer-events-auto flex w-full max-w-lg animate-toast-in flex-col gap-3 rounded-2xl border-2 border-brand-200 bg-white px-4 py-3 shadow-lg sm:flex-row sm:items-center"
    >
      <p id="confirm-bar-message" className="flex-1 font-semibold text-ink">
        {request.message}
      </p>
      <div className="flex justify-end gap-2">
        <Button ref={cancelRef} variant="secondary" size="sm" onClick={() => answer(false)}>
          Cancel
        </Button>
        <Button variant="primary" size="sm" onClick={() => answer(true)}>
          Yes, proceed
        </Button>
      </div>
    </div>
  );
}
