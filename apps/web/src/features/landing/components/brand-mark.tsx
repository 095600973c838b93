import clsx from 'clsx';

/** The crayon mark of the logo (decorative). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={clsx('shrink-0', className)} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#6d28d9" />
      <path d="M18 46 38 14l8 5-20 32-9 4z" fill="#facc15" />
      <path d="m38 14 8 5 3-5a4.6 4.6 0 0 0-8-5z" fill="#fb7185" />
      <path d="m17 55 9-4-8-5z" fill="#1f1d2b" />
    </svg>
  );
}
