import type { PrintSize } from '@crayonbox/contract';
import { Crown, Printer } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PRINT_SIZE_LABELS } from '../print-size';
import { IconButton } from './icon-button';

interface PrintMenuProps {
  paid: boolean;
  busy: boolean;
  disabled: boolean;
  preferred: PrintSize;
  /** Free plans: called instead of opening the menu. */
  onRefused: () => void;
  onPrint: (size: PrintSize) => void;
}

export const PaidBadge = () => (
  <span aria-hidden="true" className="absolute -top-1 -right-1 rounded-full bg-crayon-yellow p-0.5 text-ink shadow-sm">
    <Crown className="size-3" strokeWidth={2.5} />
  </span>
);

/** Print: a small menu to pick the paper (the usual one of the user's country first). */
export function PrintMenu({ paid, busy, disabled, preferred, onRefused, onPrint }: PrintMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);
  const sizes: PrintSize[] = preferred === 'letter' ? ['letter', 'a4'] : ['a4', 'letter'];

  useEffect(() => {
    if (!open) return;
    firstRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <IconButton
        label="Print"
        tooltip={paid ? 'Print' : 'Print (paid plans)'}
        icon={Printer}
        aria-haspopup={paid ? 'menu' : undefined}
        aria-expanded={paid ? open : undefined}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        badge={paid ? undefined : <PaidBadge />}
        onClick={() => (paid ? setOpen(!open) : onRefused())}
      />
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label="Paper size"
          className="absolute top-full right-0 z-30 mt-2 w-60 animate-toast-in rounded-2xl border-2 border-brand-100 bg-white p-1.5 shadow-xl"
        >
          <p className="px-3 pt-1.5 pb-1 text-xs font-bold tracking-wide text-ink-muted uppercase">Print on</p>
          {sizes.map((size, index) => (
            <button
              key={size}
              ref={index === 0 ? firstRef : undefined}
              type="button"
              role="menuitem"
              className="flex min-h-11 w-full items-center rounded-xl px-3 text-left font-bold text-ink hover:bg-brand-50 focus-visible:bg-brand-50"
              onClick={() => {
                setOpen(false);
                onPrint(size);
              }}
            >
              {PRINT_SIZE_LABELS[size].long}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
