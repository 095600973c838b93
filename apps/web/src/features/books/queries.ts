import type { Book, BookList } from '@crayonbox/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiOrThrow } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /books: the user's books and the plan's book limits. */
export const bookListQuery = queryOptions({
  queryKey: queryKeys.bookList(),
  queryFn: ({ signal }) => apiOrThrow.get<BookList>('/books', { signal }),
});

/** GET /books/{id}: the book with its pages in order. */
export const bookQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.book(id),
    queryFn: ({ signal }) => apiOrThrow.get<Book>(`/books/${id}`, { signal }),
  });
