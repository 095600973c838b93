import type { Book, BookExport, BookExportOptions, BookList, UpdateBookBody } from '@crayonbox/contract';
import { api, apiOrThrow, request } from '@/lib/api';

/** The calls of CONTRACT.md "Books". `api` ones report failures as notifications and resolve null. */
export const booksApi = {
  list: (signal?: AbortSignal) => api.get<BookList>('/books', { signal }),
  read: (id: number, signal?: AbortSignal) => api.get<Book>(`/books/${id}`, { signal }),
  /** Throws, so the form can show the field errors under its fields. */
  create: (body: { name: string; subtitle?: string; author?: string }) => apiOrThrow.postJson<Book>('/books', body),
  update: (id: number, body: UpdateBookBody) => apiOrThrow.postJson<Book>(`/books/${id}/update`, body),
  addPage: (id: number, pageId: number, colored = false) => apiOrThrow.postJson<Book>(`/books/${id}/pages`, { page_id: pageId, colored }),
  remove: (id: number) => api.postJson<{ message: string }>(`/books/${id}/delete`),
  startExport: (id: number, options: BookExportOptions) => apiOrThrow.postJson<BookExport>(`/books/${id}/export`, options),
  readExport: (id: number, signal?: AbortSignal) => request<BookExport | null>('GET', `/books/${id}/export`, undefined, { signal }),
  /** The finished PDF (signed-in download: the API needs the bearer token, so it comes as a blob). */
  file: (id: number) => request<Blob>('GET', `/books/${id}/export/file`, undefined, { responseType: 'blob' }),
};
