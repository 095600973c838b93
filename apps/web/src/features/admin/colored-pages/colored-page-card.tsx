import type { AdminColoredPage } from '@crayonbox/contract';
import { CalendarDays } from 'lucide-react';
import { Avatar } from '@/components/avatar';
import { Skeleton } from '@/components/spinner';
import { formatDate } from '@/lib/format';
import { EmailText } from '@/components/email-text';

const pageTitle = (colored: AdminColoredPage) => colored.page.title?.trim() || `Page ${colored.pageId}`;

/** One saved coloring: the preview, the page it colors (thumbnail and title), the user and the date. */
export function ColoredPageCard({ colored }: { colored: AdminColoredPage }) {
  const title = pageTitle(colored);
  const titleId = `colored-${colored.id}-title`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-3xl border-2 border-brand-100 bg-white">
      <div className="p-3 pb-0">
        <img
          src={colored.preview || colored.photo}
          alt={`Coloring of “${title}” by ${colored.user.name}`}
          width={512}
          height={512}
          loading="lazy"
          className="aspect-square w-full rounded-2xl border border-slate-100 bg-white object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center gap-3">
          <img
            src={colored.page.thumbnail || colored.page.illustration}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 shrink-0 rounded-xl border border-brand-100 bg-white object-cover"
          />
          <div className="min-w-0">
            <p className="text-xs font-bold tracking-wide text-ink-muted uppercase">Page</p>
            <h2 id={titleId} className="truncate font-extrabold text-ink" title={title}>
              {title}
            </h2>
          </div>
        </div>
        <div className="flex items-center gap-3 border-t border-brand-100 pt-3">
          <Avatar name={colored.user.name} photo={colored.user.photo} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink">{colored.user.name}</p>
            <p className="text-sm text-ink-muted">
              <EmailText value={colored.user.email} />
            </p>
          </div>
        </div>
        <p className="mt-auto flex items-center gap-2 text-sm text-ink-muted">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">Colored on </span>
            <time dateTime={colored.created_at}>{formatDate(colored.created_at)}</time>
          </span>
        </p>
      </div>
    </article>
  );
}

/** The placeholder of a colored page card while the list loads. */
export function ColoredPageCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-3xl border-2 border-brand-100 bg-white">
      <div className="p-3 pb-0">
        <Skeleton className="aspect-square w-full rounded-2xl" />
      </div>
      <div className="space-y-3 p-4">
        <div className="flex items-center gap-3">
          <Skeleton className="size-12" />
          <Skeleton className="h-5 w-1/2" />
        </div>
        <div className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    </div>
  );
}
