import type { Page, PageCategory, PageScope, PageSort, PageTagsBody, Paginated } from '@crayonbox/contract';
import { api, request } from './api';

/** The query of GET /pages/paginate. */
export interface PagesQueryInput {
  page: number;
  scope: PageScope;
  sort: PageSort;
  search: string;
  category?: PageCategory | null;
}

const isPageArray = (value: unknown): value is Page[] => Array.isArray(value);

/**
 * Reads a paginated body whether the payload is the body itself (CONTRACT.md:
 * `{ data: [...], current_page, ... }`) or sits under one more `data`. Null for anything else.
 */
export function toPaginated(body: unknown): Paginated<Page> | null {
  if (!body || typeof body !== 'object') return null;
  const outer = body as Partial<Paginated<unknown>> & { data?: unknown };
  const inner = outer.data as (Partial<Paginated<unknown>> & { data?: unknown }) | undefined;
  const payload = isPageArray(outer.data) ? outer : inner && isPageArray(inner.data) ? inner : null;
  if (!payload || !isPageArray(payload.data)) return null;
  const currentPage = Number(payload.current_page ?? 1);
  const lastPage = Number(payload.last_page ?? currentPage);
  return {
    data: payload.data,
    current_page: currentPage,
    last_page: Math.max(1, lastPage),
    per_page: Number(payload.per_page ?? payload.data.length),
    total: Number(payload.total ?? payload.data.length),
  };
}

/**
 * GET /pages/paginate. The api helper unwraps `data`, which would drop the page numbers of a
 * paginated body, so the raw body is read here. Throws the ApiError (or an Error for a body that
 * is not a list of pages); no notification, no redirect.
 */
export async function readPages(query: PagesQueryInput, signal?: AbortSignal): Promise<Paginated<Page>> {
  const blob = await request<Blob>('GET', '/pages/paginate', undefined, {
    query: {
      page: query.page,
      scope: query.scope,
      sort: query.sort,
      search: query.search || undefined,
      category: query.category ?? undefined,
    },
    signal,
    responseType: 'blob',
  });
  const parsed = toPaginated(JSON.parse(await blob.text()) as unknown);
  if (!parsed) throw new Error('The list of pages could not be read.');
  return parsed;
}

/** PATCH /pages/{id}/favorited/toggle: the updated page, or null after the usual error handling. */
export const toggleFavorited = (id: number) => api.patch<Page>(`/pages/${id}/favorited/toggle`);

/** PATCH /pages/{id}/blocked/toggle (owner delete, admin block/unblock). */
export const toggleBlocked = (id: number) => api.patch<Page>(`/pages/${id}/blocked/toggle`);

/** PATCH /pages/{id}/tags (owner or admin): the updated page, or null after the usual error handling. */
export const updatePageTags = (id: number, body: PageTagsBody) => api.patch<Page>(`/pages/${id}/tags`, body);
