import type { Book, BookExport, BookExportOptions, UpdateBookBody } from '@crayonbox/contract';
import { api, apiOrThrow, request } from '@/lib/api';

/**
 * The changes of CONTRACT.md "Books" (the reads are queries, in queries.ts). `api` ones report
 * failures as notifications and resolve null.
 */
export const booksApi = {
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
