import { zodResolver } from '@hookform/resolvers/zod';
import { BOOK_LIMITS, createBookBody, type BookList, type BookSummary } from '@crayonbox/contract';
import { BookOpen, Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Button, buttonClasses } from '@/components/button';
import { TextField } from '@/components/text-field';
import { EmptyState, Screen } from '@/components/screen';
import { handleApiError } from '@/lib/api';
import { bookChanged } from '@/lib/invalidate';
import { queryClientContext } from '@/lib/query-client';
import { applyServerErrors } from '@/lib/server-errors';
import { formatRelative } from '@/lib/format';
import { booksApi } from './books-api';
import { exportLabel } from './export-status';
import { bookListQuery } from './queries';

/** A list that cannot be read leaves the screen without it (the notification says why). */
export async function loader({ context }: LoaderFunctionArgs) {
  await context
    .get(queryClientContext)
    .fetchQuery(bookListQuery)
    .catch(() => undefined);
  return null;
}

function limitsText(list: BookList): string {
  const { books_per_month: perMonth, built_this_month: built, pages_per_book: pages } = list.limits;
  if (perMonth === 0)
    return 'Books are part of the paid plans: collect pages into a print-ready PDF to print at home or sell as a paperback.';
  return `Your plan makes ${perMonth} ${perMonth === 1 ? 'book' : 'books'} a month (${built} so far this month), up to ${pages} pages each.`;
}

function BookCard({ book }: { book: BookSummary }) {
  return (
    <li>
      <Link
        to={`/books/${book.id}`}
        className="flex gap-4 rounded-3xl border border-black/5 bg-white p-4 shadow-sm transition hover:shadow-md focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-2xl border border-black/5 bg-paper">
          {book.cover ? (
            <img src={book.cover} alt="" className="size-full object-contain" loading="lazy" />
          ) : (
            <BookOpen className="size-8 text-ink-muted" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 space-y-1">
          <p className="text-lg font-bold break-words text-ink">{book.name}</p>
          {book.subtitle ? <p className="text-sm break-words text-ink-muted">{book.subtitle}</p> : null}
          <p className="text-sm text-ink-muted">
            {book.page_count === 1 ? '1 page' : `${book.page_count} pages`} · changed {formatRelative(book.updated_at)}
          </p>
          {book.export ? <p className="text-sm font-semibold text-brand-800">{exportLabel(book.export)}</p> : null}
        </div>
      </Link>
    </li>
  );
}

/** /books: the user's coloring books, and a new one by name. */
export function Component() {
  const list = useQuery(bookListQuery).data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(createBookBody), defaultValues: { name: '' }, reValidateMode: 'onSubmit' });
  const paid = (list?.limits.books_per_month ?? 0) > 0;

  const onCreate = form.handleSubmit(async (body) => {
    try {
      const book = await booksApi.create({ name: body.name });
      bookChanged(queryClient, book);
      navigate(`/books/${book.id}`);
    } catch (e) {
      if (!applyServerErrors(form, e).placed.length) handleApiError(e);
    }
  });

  return (
    <Screen title="My books" description={list ? limitsText(list) : undefined}>
      {paid ? (
        <form noValidate onSubmit={(e) => void onCreate(e)} className="flex flex-wrap items-end gap-3" aria-label="New book">
          <TextField
            label="Book name"
            placeholder="Rainy day animals"
            maxLength={BOOK_LIMITS.name}
            error={form.formState.errors.name?.message}
            className="min-w-0 flex-1 basis-64"
            // The message goes as soon as the name is changed.
            {...form.register('name', { onChange: () => form.clearErrors('name') })}
          />
          <Button type="submit" loading={form.formState.isSubmitting} icon={<Plus className="size-5" aria-hidden="true" />}>
            Create book
          </Button>
        </form>
      ) : (
        <Link to="/checkout" className={buttonClasses()}>
          See the paid plans
        </Link>
      )}
      {list && list.books.length ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.books.map((book) => (
            <BookCard key={book.id} book={book} />
          ))}
        </ul>
      ) : list ? (
        <EmptyState title="No books yet">
          Name a book, then add pages from any list: public pages, your favorites, your own pages or your colorings.
        </EmptyState>
      ) : null}
    </Screen>
  );
}
