import type { Website } from '@crayonbox/contract';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { ExternalLink, Eye, EyeOff, Pencil, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/button';
import { EmptyState, Screen } from '@/components/screen';
import { Skeleton } from '@/components/spinner';
import { settingsQuery, websiteOf } from '@/lib/settings-query';
import { isLegal, websiteSections, type WebsiteSectionKey } from './website-sections';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; website: Website | null };

const shown = (website: Website, key: WebsiteSectionKey) => (isLegal(key) ? website[key].visibility : website.landing[key].visibility);

/** /admin/website: every section with whether visitors see it, and a link to its editor. */
export function Component() {
  // The screen says itself when the content cannot be read; trying again shows the skeleton.
  const query = useQuery({ ...settingsQuery, select: websiteOf, meta: { failure: 'screen' } });
  const state: State =
    query.data !== undefined
      ? { status: 'ready', website: query.data }
      : query.isError && !query.isFetching
        ? { status: 'error', message: query.error.message || 'Something went wrong!' }
        : { status: 'loading' };

  let body;
  if (state.status === 'loading') {
    body = (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading the website content
        </span>
        {websiteSections.map((section) => (
          <Skeleton key={section.slug} className="h-40 rounded-3xl" />
        ))}
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <div role="alert" className="rounded-3xl border-2 border-red-200 bg-white px-6 py-10 text-center">
        <p className="text-lg font-bold text-ink">The website content could not be loaded.</p>
        <p className="mt-1 text-ink-muted">{state.message}</p>
        <Button
          variant="secondary"
          className="mt-5"
          icon={<RotateCcw className="size-4" aria-hidden="true" />}
          onClick={() => void query.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  } else if (!state.website) {
    body = (
      <EmptyState title="The website has no content yet">
        <p>Open any section below to start writing it.</p>
      </EmptyState>
    );
  }

  const website = state.status === 'ready' ? state.website : null;
  return (
    <Screen
      title="Website"
      description="The content of the landing page and the legal pages. Pick a section to edit."
      actions={
        <a href="/" target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <ExternalLink className="size-4" aria-hidden="true" />
          Preview
          <span className="sr-only">(opens the landing page in a new tab)</span>
        </a>
      }
    >
      {body}
      {state.status === 'ready' ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {websiteSections.map((section) => {
            const visible = website ? shown(website, section.key) : false;
            return (
              <li key={section.slug} className="flex flex-col rounded-3xl border-2 border-brand-100 bg-white p-5">
                <div className="flex items-start justify-between gap-3">
                  <h2 className="text-lg font-extrabold text-ink">{section.title}</h2>
                  <span
                    className={clsx(
                      'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-extrabold',
                      visible ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-ink-muted',
                    )}
                  >
                    {visible ? <Eye className="size-3.5" aria-hidden="true" /> : <EyeOff className="size-3.5" aria-hidden="true" />}
                    {visible ? 'Shown' : 'Hidden'}
                  </span>
                </div>
                <p className="mt-2 flex-1 text-sm text-ink-muted">{section.description}</p>
                <Link
                  to={`/admin/website/${section.slug}`}
                  className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4 self-start' })}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit<span className="sr-only"> {section.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Screen>
  );
}
