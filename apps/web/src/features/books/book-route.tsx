import { zodResolver } from '@hookform/resolvers/zod';
import { BOOK_LIMITS, createBookBody, type Book, type BookExport, type BookPage, type Page } from '@crayonbox/contract';
import { ArrowLeft, FileDown, Plus, Trash2 } from 'lucide-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/checkbox-field';
import { TextField } from '@/components/text-field';
import { EmptyState, Screen } from '@/components/screen';
import { handleApiError } from '@/lib/api';
import { bookChanged, bookRemoved } from '@/lib/invalidate';
import { queryClientContext } from '@/lib/query-client';
import { applyServerErrors } from '@/lib/server-errors';
import { notify, useNotifications } from '@/stores/notifications';
import { confirm } from '@/stores/confirm';
import { BookPages } from './book-pages';
import { booksApi } from './books-api';
import { ExportDialog } from './export-dialog';
import { exportLabel } from './export-status';
import { PagePicker } from './page-picker';
import { bookQuery } from './queries';

/** Any failure (the notification says why) shows the route's 404 panel. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  try {
    await context.get(queryClientContext).fetchQuery(bookQuery(Number(params.id)));
  } catch {
    throw new Response('The book was not found.', { status: 404 });
  }
  return null;
}

const entries = (pages: BookPage[]) => pages.map((p) => ({ page_id: p.page_id, colored: p.colored }));

const detailsOf = (book: Book) => ({ name: book.name, subtitle: book.subtitle, author: book.author });

/** The book's name, subtitle and author, saved with a button (the pages save as they change). */
function DetailsForm({ book, onSaved }: { book: Book; onSaved: (book: Book) => void }) {
  const form = useForm({ resolver: zodResolver(createBookBody), defaultValues: detailsOf(book), reValidateMode: 'onSubmit' });
  const { errors, isDirty, isSubmitting } = form.formState;
  // A field's message goes as soon as it is changed.
  const bind = (key: 'name' | 'subtitle' | 'author') => ({
    error: errors[key]?.message,
    ...form.register(key, { onChange: () => form.clearErrors(key) }),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await booksApi.update(book.id, values);
      form.reset(detailsOf(saved));
      onSaved(saved);
      notify.success('The book was saved.');
    } catch (error) {
      if (!applyServerErrors(form, error).placed.length) handleApiError(error);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4 rounded-3xl bg-white p-5 shadow-sm" aria-label="Title page">
      <h2 className="text-lg font-bold text-ink">Title page</h2>
      <TextField label="Name" required maxLength={BOOK_LIMITS.name} {...bind('name')} />
      <TextField label="Subtitle" hint="Optional" maxLength={BOOK_LIMITS.subtitle} {...bind('subtitle')} />
      <TextField label="Author" hint="Optional" maxLength={BOOK_LIMITS.author} {...bind('author')} />
      <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
        Save
      </Button>
    </form>
  );
}

/** /books/{id}: the book editor (title page, pages in order, adding from any list, the PDF). */
export function Component() {
  const id = Number(useParams().id);
  const query = useMemo(() => bookQuery(id), [id]);
  const { data: book } = useSuspenseQuery(query);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The server's answers go through lib/invalidate.ts (My books shows them too).
  const setBook = useCallback((next: Book) => bookChanged(queryClient, next), [queryClient]);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const [exporting, setExporting] = useState(false);
  const inBook = useMemo(() => new Set(book.pages.map((p) => p.page_id)), [book.pages]);
  const onExport = useCallback(
    (exp: BookExport | null) => {
      const current = queryClient.getQueryData(query.queryKey);
      if (current) setBook({ ...current, export: exp });
    },
    [queryClient, query.queryKey, setBook],
  );

  // Saves reach the server one after another (an Undo pressed at once must land after the remove
  // it takes back); only the newest one's answer is shown, so the list never jumps back between.
  const saves = useRef({ chain: Promise.resolve(), newest: 0 });
  const [focus, setFocus] = useState<{ pageId: number } | null>(null);
  const latestBook = () => queryClient.getQueryData(query.queryKey) ?? book;

  /** Saves the page list; the screen shows the change at once and the server's answer after. */
  function savePages(pages: BookPage[], belongsTo?: boolean): Promise<void> {
    const before = latestBook();
    const next = { ...before, pages, page_count: pages.length, belongs_to: belongsTo ?? before.belongs_to };
    queryClient.setQueryData(query.queryKey, next);
    const ticket = ++saves.current.newest;
    const newest = () => ticket === saves.current.newest;
    setBusy(true);
    const save = async () => {
      try {
        const saved = await booksApi.update(book.id, { pages: entries(pages), belongs_to: next.belongs_to });
        if (newest()) setBook(saved);
      } catch (error) {
        if (newest()) queryClient.setQueryData(query.queryKey, before);
        handleApiError(error);
      } finally {
        if (newest()) setBusy(false);
      }
    };
    const done = saves.current.chain.then(save);
    saves.current.chain = done;
    return done;
  }

  /** Takes a page out at once, with an Undo that puts it back where it was. */
  function removePage(page: BookPage) {
    const pages = latestBook().pages;
    const index = pages.findIndex((p) => p.page_id === page.page_id);
    void savePages(pages.filter((p) => p.page_id !== page.page_id));
    useNotifications.getState().notify({
      variant: 'info',
      message: `“${page.title || 'Untitled page'}” was removed from the book.`,
      // The remove button that had the focus is gone with its row: the focus goes to Undo.
      action: { label: 'Undo', takeFocus: true, run: () => restorePage(page, index) },
    });
  }

  function restorePage(page: BookPage, index: number) {
    const pages = [...latestBook().pages];
    // Added again from the picker meanwhile: it is already back.
    if (pages.some((p) => p.page_id === page.page_id)) return;
    pages.splice(Math.min(index, pages.length), 0, page);
    void savePages(pages);
    setFocus({ pageId: page.page_id });
  }

  async function addPage(page: Page, colored: boolean): Promise<boolean> {
    try {
      setBook(await booksApi.addPage(book.id, page.id, colored));
      return true;
    } catch (error) {
      handleApiError(error);
      return false;
    }
  }

  async function removeBook() {
    if (!(await confirm(`Delete “${book.name}” and its PDF? The pages themselves stay.`))) return;
    if (await booksApi.remove(book.id)) {
      bookRemoved(queryClient, book.id);
      notify.success('The book was deleted.');
      navigate('/books');
    }
  }

  return (
    <Screen
      title={book.name}
      description={book.export ? exportLabel(book.export) : `${book.pages.length === 1 ? '1 page' : `${book.pages.length} pages`}`}
      actions={
        <>
          <Link to="/books" className="inline-flex items-center gap-1 self-center px-2 font-semibold text-brand-800 hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" />
            My books
          </Link>
          <Button variant="secondary" onClick={() => setPicking(true)} icon={<Plus className="size-5" aria-hidden="true" />}>
            Add pages
          </Button>
          <Button
            onClick={() => setExporting(true)}
            disabled={!book.pages.length}
            icon={<FileDown className="size-5" aria-hidden="true" />}
          >
            Make the PDF
          </Button>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <section aria-labelledby="pages-heading" className="space-y-3">
          <h2 id="pages-heading" className="text-lg font-bold text-ink">
            Pages
          </h2>
          {book.pages.length ? (
            <BookPages pages={book.pages} busy={busy} focus={focus} onChange={(pages) => void savePages(pages)} onRemove={removePage} />
          ) : (
            <EmptyState title="No pages yet">
              <p>Add pages from the public pages, your favorites, your own pages or your colorings.</p>
              <Button className="mt-4" onClick={() => setPicking(true)} icon={<Plus className="size-5" aria-hidden="true" />}>
                Add pages
              </Button>
            </EmptyState>
          )}
        </section>
        <aside className="space-y-4">
          <DetailsForm key={book.id} book={book} onSaved={setBook} />
          <div className="rounded-3xl bg-white p-5 shadow-sm">
            <CheckboxField
              label="“This book belongs to” page"
              hint="A page after the title for the young artist's name."
              checked={book.belongs_to}
              disabled={busy}
              onChange={(e) => void savePages(book.pages, e.target.checked)}
            />
          </div>
          <Button
            variant="ghost"
            className="text-red-700"
            onClick={() => void removeBook()}
            icon={<Trash2 className="size-5" aria-hidden="true" />}
          >
            Delete book
          </Button>
        </aside>
      </div>
      <PagePicker open={picking} inBook={inBook} onAdd={addPage} onClose={() => setPicking(false)} />
      <ExportDialog open={exporting} book={book} onExport={onExport} onClose={() => setExporting(false)} />
    </Screen>
  );
}
