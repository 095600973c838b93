import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** Accessible name (aria-label). */
  label: string;
  /** Tooltip; the label when omitted. */
  tooltip?: string;
  icon: LucideIcon;
  /** Toggle state of tool buttons (aria-pressed). */
  pressed?: boolean;
  /** Visible text beside the icon from the sm breakpoint on. */
  text?: string;
  /** A small mark in the corner (the current color, a paid-plan badge). */
  badge?: ReactNode;
  tone?: 'plain' | 'primary';
}

/** A round toolbar button: icon, tooltip (title) and accessible name, pressed and disabled looks. */
export function IconButton({
  label,
  tooltip,
  icon: Icon,
  pressed,
  text,
  badge,
  tone = 'plain',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={tooltip ?? label}
      aria-pressed={pressed}
      className={clsx(
        'relative inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-2xl font-bold transition',
        'disabled:cursor-not-allowed disabled:opacity-40 active:scale-95 disabled:active:scale-100',
        text && 'sm:px-4',
        tone === 'primary'
          ? 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-slate-400'
          : pressed
            ? 'bg-brand-700 text-white shadow-md shadow-brand-700/25'
            : 'text-ink hover:bg-brand-50 hover:text-brand-800',
        className,
      )}
      {...rest}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" strokeWidth={2.25} />
      {text ? <span className="hidden sm:inline">{text}</span> : null}
      {badge}
    </button>
  );
}
