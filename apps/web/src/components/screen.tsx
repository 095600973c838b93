import type { ReactNode } from 'react';

/**
 * The frame of a screen inside a layout: the heading (h1), an optional description and actions,
 * then the body.
 */
export function Screen({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {description ? <p className="text-ink-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

/** A friendly empty panel, for screens whose content is not there yet or lists without items. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-3xl border-2 border-dashed border-brand-200 bg-white/70 px-6 py-12 text-center">
      <div className="crayon-stripe mx-auto mb-5 h-1.5 w-24 rounded-full" aria-hidden="true" />
      <p className="text-lg font-bold text-ink">{title}</p>
      {children ? <div className="mx-auto mt-2 max-w-prose text-ink-muted">{children}</div> : null}
    </div>
  );
}
