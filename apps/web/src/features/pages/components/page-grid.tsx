import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/spinner';

const gridClasses = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3';

/** The 1, 2 or 3 column grid of page cards (a list, so screen readers announce the count). */
export function PageGrid({ children, className, busy = false }: { children: ReactNode; className?: string; busy?: boolean }) {
  return (
    <ul className={clsx(gridClasses, busy && 'opacity-60 transition-opacity', className)} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}

/** Placeholder cards shown while the first page loads. */
export function PageGridSkeleton({ count = 6, label = 'Loading pages' }: { count?: number; label?: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div className={gridClasses} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-3xl border-2 border-brand-100 bg-white">
            <div className="p-3">
              <Skeleton className="aspect-square w-full" />
            </div>
            <div className="space-y-3 p-4">
              <Skeleton className="h-5 w-3/4" />
              <div className="flex items-center gap-2">
                <Skeleton className="size-7 rounded-full" />
                <Skeleton className="h-4 w-1/3" />
              </div>
              <div className="flex justify-between">
                <Skeleton className="h-4 w-1/4" />
                <Skeleton className="h-4 w-1/4" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
