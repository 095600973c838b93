import clsx from 'clsx';
import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** Typography for admin-written HTML; the rich text editor uses it too, so editing looks like the result. */
export const RICH_TEXT_CLASSES = clsx(
  'text-lg leading-relaxed text-ink break-words',
  '[&>*:first-child]:mt-0 [&_p]:mt-4 [&_div]:mt-4',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-6 [&_h4]:font-bold',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-brand-600',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_hr]:my-8 [&_hr]:border-brand-100 [&_strong]:font-extrabold',
);

/** Shows admin-written HTML after sanitizing it (no scripts, handlers or javascript: links). */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={clsx(RICH_TEXT_CLASSES, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
