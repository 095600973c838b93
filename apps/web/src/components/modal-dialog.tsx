import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Size and scrolling of the panel. */
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser makes the rest of the page inert (focus stays
 * inside), closes it on Escape and gives focus back to what opened it. A heading names it and a
 * close button sits in its header.
 */
export function ModalDialog({ open, title, onClose, className, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={titleId}
      className={clsx('m-auto rounded-3xl bg-paper p-0 shadow-2xl backdrop:bg-black/40', className)}
    >
      <header className="flex items-center justify-between gap-3 border-b border-black/5 px-5 py-4">
        <h2 id={titleId} className="text-xl font-extrabold text-ink">
          {title}
        </h2>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>
      {children}
    </dialog>
  );
}
