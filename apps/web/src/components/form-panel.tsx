import clsx from 'clsx';
import type { ReactNode } from 'react';

/** The white rounded panel forms and side panels sit in, with an optional small heading. */
export function Panel({
  title,
  titleId,
  className,
  children,
}: {
  title?: string;
  titleId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={clsx('rounded-3xl border-2 border-brand-100 bg-white p-5 sm:p-6', className)}
    >
      {title ? (
        <h2 id={titleId} className="mb-5 text-sm font-bold tracking-wide text-ink-muted uppercase">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
