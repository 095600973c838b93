import { ExternalLink, RotateCcw, Save, TriangleAlert } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/button';
import { EmptyState, Screen } from '@/components/screen';
import { Skeleton } from '@/components/spinner';
import { useNotifications } from '@/stores/notifications';
import { flattenErrors } from '../nested-errors';
import { fieldId } from '../item-ids';
import type { WebsiteEditor } from '../use-website-editor';
import { WebsiteNav } from './website-nav';

/** What the screen shows while the setting loads: the shape of a form. */
function FormSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the website content
      </span>
      <Skeleton className="h-20 w-full rounded-3xl" />
      <Skeleton className="h-72 w-full rounded-3xl" />
    </div>
  );
}

/** "Feature 2: " for an error inside a list item ("list.1.title"). */
function itemContext(path: string, nouns: Record<string, string>): string {
  const match = /^(\w+)\.(\d+)\./.exec(path);
  const noun = match?.[1] ? nouns[match[1]] : undefined;
  return noun && match ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${Number(match[2]) + 1}: ` : '';
}

/** Every field error of the last save, each a link to its field, plus errors of other sections. */
function ErrorSummary({ editor, nouns }: { editor: WebsiteEditor; nouns: Record<string, string> }) {
  const entries = flattenErrors(editor.errors);
  if (!entries.length && !editor.otherErrors.length) return null;
  return (
    <div role="alert" className="rounded-2xl border-2 border-red-200 bg-red-50 px-5 py-4 text-red-900">
      <p className="flex items-center gap-2 font-extrabold">
        <TriangleAlert className="size-5" aria-hidden="true" />
        {entries.length + editor.otherErrors.length === 1
          ? 'One thing needs a fix before saving:'
          : 'A few things need a fix before saving:'}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {entries.map(([path, message]) => (
          <li key={path}>
            <a href={`#${fieldId(editor.key, path)}`} className="font-semibold underline underline-offset-2">
              {itemContext(path, nouns)}
              {message}
            </a>
          </li>
        ))}
        {editor.otherErrors.map((message) => (
          <li key={message}>{message} (in another section)</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The frame of a website sub-screen: title, preview link, section menu, the loading / empty /
 * error states, the form and its save bar.
 */
export function SectionEditor({
  editor,
  title,
  description,
  previewHref = '/',
  nouns = {},
  children,
}: {
  editor: WebsiteEditor;
  title: string;
  description: string;
  /** What the preview opens: the landing, or the legal page. */
  previewHref?: string;
  /** What the items of each list are called ({ list: 'feature' }), for the error summary. */
  nouns?: Record<string, string>;
  children: ReactNode;
}) {
  // The save bar floats above the toast while one is shown, so neither hides the other.
  const toastShown = useNotifications((state) => state.notification !== null);
  const onSubmit = (event: FormEvent) => void editor.save(event);

  let body: ReactNode;
  if (editor.load.status === 'loading') body = <FormSkeleton />;
  else if (editor.load.status === 'error') {
    body = (
      <div role="alert" className="rounded-3xl border-2 border-red-200 bg-white px-6 py-10 text-center">
        <p className="text-lg font-bold text-ink">The website content could not be loaded.</p>
        <p className="mt-1 text-ink-muted">{editor.load.message}</p>
        <Button variant="secondary" className="mt-5" icon={<RotateCcw className="size-4" aria-hidden="true" />} onClick={editor.retry}>
          Try again
        </Button>
      </div>
    );
  } else if (editor.load.status === 'empty') {
    body = (
      <EmptyState title="The website has no content yet">
        <p>Start with every section empty and hidden, fill in this one, then save.</p>
        <Button className="mt-5" onClick={editor.startBlank}>
          Start with empty sections
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <form noValidate onSubmit={onSubmit} className="space-y-6 pb-4">
        <ErrorSummary editor={editor} nouns={nouns} />
        {children}
        <div
          className={`sticky z-10 flex transition-[bottom] ${toastShown ? 'bottom-28 sm:bottom-24' : 'bottom-3'} items-center justify-between gap-2 rounded-2xl border-2 border-brand-100 bg-white/95 px-3 py-2 shadow-lg backdrop-blur sm:px-4 sm:py-3`}
        >
          <p className="min-w-0 truncate text-sm font-semibold text-ink-muted" aria-live="polite">
            {editor.saving ? 'Saving…' : editor.dirty ? 'Unsaved changes' : 'All changes saved'}
          </p>
          <div className="flex shrink-0 gap-2">
            {editor.dirty ? (
              <Button variant="ghost" aria-label="Discard changes" disabled={editor.saving} onClick={editor.reset}>
                <span>
                  Discard<span className="hidden sm:inline"> changes</span>
                </span>
              </Button>
            ) : null}
            <Button type="submit" aria-label="Save changes" loading={editor.saving} icon={<Save className="size-4" aria-hidden="true" />}>
              <span>
                Save<span className="hidden sm:inline"> changes</span>
              </span>
            </Button>
          </div>
        </div>
      </form>
    );
  }

  return (
    <Screen
      title={`Website: ${title}`}
      description={description}
      actions={
        <a href={previewHref} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <ExternalLink className="size-4" aria-hidden="true" />
          Preview
          <span className="sr-only">(opens the saved version in a new tab)</span>
        </a>
      }
    >
      <WebsiteNav />
      {body}
    </Screen>
  );
}
