import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { PrintSize } from '@crayonbox/contract';
import { Crown, Printer } from 'lucide-react';
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

/**
 * Print: a small menu to pick the paper (the usual one of the user's country first). A Radix
 * dropdown menu: arrow keys, Home and End move between the papers, typing a letter jumps, Escape
 * or a pick closes it and focus goes back to the Print button.
 */
export function PrintMenu({ paid, busy, disabled, preferred, onRefused, onPrint }: PrintMenuProps) {
  const sizes: PrintSize[] = preferred === 'letter' ? ['letter', 'a4'] : ['a4', 'letter'];
  const button = (
    <IconButton
      label="Print"
      tooltip={paid ? 'Print' : 'Print (paid plans)'}
      icon={Printer}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      badge={paid ? undefined : <PaidBadge />}
      onClick={paid ? undefined : onRefused}
    />
  );
  if (!paid) return button;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{button}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-30 w-60 animate-toast-in rounded-2xl border-2 border-brand-100 bg-white p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 pt-1.5 pb-1 text-xs font-bold tracking-wide text-ink-muted uppercase">
            Print on
          </DropdownMenu.Label>
          {sizes.map((size) => (
            <DropdownMenu.Item
              key={size}
              className="flex min-h-11 w-full cursor-pointer items-center rounded-xl px-3 text-left font-bold text-ink outline-none data-[highlighted]:bg-brand-50"
              onSelect={() => onPrint(size)}
            >
              {PRINT_SIZE_LABELS[size].long}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
