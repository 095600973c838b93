import { CANVAS_SIZE } from '@crayonbox/canvas';
import type { ColoredPage, ColoringDraft, Credit, NumbersPlan, NumbersStyle, Page, PrintSize, UploadResult } from '@crayonbox/contract';
import { api, apiOrThrow } from '@/lib/api';

/** GET /pages/{id}/read. Throws ApiError (404 for unknown and blocked pages). */
export const readPage = (id: number, signal?: AbortSignal) => apiOrThrow.get<Page>(`/pages/${id}/read`, { signal });

/** GET /credits/read, or null after the usual error handling. */
export const readCredit = (signal?: AbortSignal) => api.get<Credit>('/credits/read', { signal });

/** POST /storage/upload of the coloring layer (a 1024x1024 PNG named image.png); resolves its url. */
export async function uploadColoring(png: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', png, 'image.png');
  form.append('extensions', 'png');
  form.append('dimensions', `${CANVAS_SIZE}x${CANVAS_SIZE}`);
  const { url } = await apiOrThrow.postForm<UploadResult>('/storage/upload', form);
  return url;
}

/** PATCH /coloreds/upsert: saves the uploaded layer as the caller's coloring of the page. */
export const upsertColored = (pageId: number, photo: string) => apiOrThrow.patch<ColoredPage>('/coloreds/upsert', { pageId, photo });

/** GET /coloreds/{pageId}/read: the caller's saved coloring record. Throws ApiError (404 when none). */
export const readColoredRecord = (pageId: number, signal?: AbortSignal) =>
  apiOrThrow.get<ColoredPage>(`/coloreds/${pageId}/read`, { signal });

/** GET /pages/{id}/print?format=png: the picture the print view shows. Throws ApiError (403 NO_PAID_PLAN on free plans). */
export const fetchPrintPicture = (pageId: number, size: PrintSize) =>
  apiOrThrow.get<Blob>(`/pages/${pageId}/print`, { query: { size, format: 'png' }, responseType: 'blob' });

/** GET /pages/{id}/numbers?style=: the numbered version of a page. Throws ApiError (422 on `style` for 'colored' before any coloring). */
export const readNumbersPlan = (pageId: number, style: NumbersStyle, signal?: AbortSignal) =>
  apiOrThrow.get<NumbersPlan>(`/pages/${pageId}/numbers`, { query: { style }, signal });

/** GET /pages/{id}/numbers/print?format=png: the line art the numbered print view draws on. Throws ApiError (403 NO_PAID_PLAN on free plans). */
export const fetchNumbersSheetPicture = (pageId: number, style: NumbersStyle, size: PrintSize) =>
  apiOrThrow.get<Blob>(`/pages/${pageId}/numbers/print`, { query: { style, size, format: 'png' }, responseType: 'blob' });

/** GET /coloreds/{pageId}/draft: the caller's draft kept on the server, or null. Throws ApiError. */
export const readServerDraft = (pageId: number, signal?: AbortSignal) =>
  apiOrThrow.get<ColoringDraft | null>(`/coloreds/${pageId}/draft`, { signal });

/** PUT /coloreds/{pageId}/draft with the changed tiles (one PNG strip, in the listed order) and what they build on. Throws ApiError. */
export function writeDraftTiles(
  pageId: number,
  strip: { indexes: number[]; png: Blob },
  fields: { base_revision: number; changed_at: string; device: string },
) {
  const form = new FormData();
  form.append('base_revision', String(fields.base_revision));
  form.append('changed_at', fields.changed_at);
  form.append('device', fields.device);
  form.append('tiles', strip.indexes.join(','));
  form.append('strip', strip.png, 'tiles.png');
  return apiOrThrow.putForm<ColoringDraft>(`/coloreds/${pageId}/draft`, form);
}

/** DELETE /coloreds/{pageId}/draft?revision=N, once that draft was saved. */
export const deleteServerDraft = (pageId: number, revision: number) =>
  apiOrThrow.del<{ deleted: boolean }>(`/coloreds/${pageId}/draft`, { query: { revision } });
