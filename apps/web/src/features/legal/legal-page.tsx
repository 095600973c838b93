import type { LegalPageKey } from '@crayonbox/contract';
import { PublicLayout } from '@/components/public-layout';
import { RichText } from '@/components/rich-text';
import { Skeleton } from '@/components/spinner';
import { isBlankHtml } from '@/lib/sanitize-html';
import { normalizeWebsite } from '@/lib/website';
import { useSettings } from '@/stores/settings';
import { NotFoundScreen as NotFound } from '@/components/not-found-screen';

/**
 * /terms and /privacy: the admin's rich text, sanitized. A page whose visibility flag is off does
 * not exist for visitors: they get the not-found screen.
 */
export function LegalPage({ page, title }: { page: LegalPageKey; title: string }) {
  const loaded = useSettings((state) => state.loaded);
  const website = normalizeWebsite(useSettings((state) => state.website));
  const appName = useSettings((state) => state.appName);

  if (!loaded) {
    return (
      <PublicLayout>
        <div className="mx-auto max-w-3xl space-y-4 py-12" aria-busy="true">
          <span className="sr-only" role="status">
            Loading
          </span>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
          <Skeleton className="h-5 w-4/6" />
        </div>
      </PublicLayout>
    );
  }

  const legal = website?.[page];
  if (!legal?.visibility) return <NotFound />;

  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl py-10 sm:py-14">
        <header className="border-b-2 border-brand-100 pb-6">
          <div className="crayon-stripe mb-5 h-1.5 w-20 rounded-full" aria-hidden="true" />
          <h1 className="text-3xl font-black tracking-tight text-ink sm:text-5xl">{title}</h1>
          <p className="mt-3 text-ink-muted">{appName}</p>
        </header>
        {isBlankHtml(legal.content) ? (
          <p className="mt-8 text-lg text-ink-muted">This page has no content yet.</p>
        ) : (
          <RichText html={legal.content} className="mt-8" />
        )}
      </article>
    </PublicLayout>
  );
}
