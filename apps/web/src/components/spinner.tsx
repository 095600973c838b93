import clsx from 'clsx';

/** A spinning ring. Decorative by default; pass `label` to announce it as a status. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const ring = (
    <svg className={clsx('size-5 shrink-0 animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centered spinner filling the screen (initial load, lazy routes). */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

/** Grey placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx('animate-pulse rounded-xl bg-slate-200/80', className)} />;
}
